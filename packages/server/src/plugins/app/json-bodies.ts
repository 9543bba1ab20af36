import fp from 'fastify-plugin';
import { badRequest } from '../../http/errors.ts';
import { JSON_API } from './errors.ts';

/**
 * Deepest nesting of arrays and objects a JSON body may have. Page blocks and rich text nest a
 * few dozen levels at most; a hostile body 10,000 levels deep would otherwise exhaust the stack
 * of whatever walks it (validation, sanitising) and give a 500.
 */
export const MAX_JSON_DEPTH = 100;

/** The body's nesting depth passes the limit: counted on the text, strings skipped, before any parse. */
export function isTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/** JSON and JSON:API bodies, parsed as Fastify does (prototype poisoning refused) after the depth check. */
export const jsonBodiesPlugin = fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(['application/json', JSON_API], { parseAs: 'string' }, (request, body, done) => {
      if (isTooDeep(body as string)) return done(badRequest(`The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels.`), undefined);
      return parse(request, body as string, done);
    });
  },
  { name: 'json-bodies' },
);
