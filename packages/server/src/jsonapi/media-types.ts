import { ApiError } from '../http/errors.ts';
import { JSON_API } from '../plugins/app/errors.ts';

export { JSON_API };

/** The JSON:API Atomic Operations extension, served at `POST /api/v1/operations` only. */
export const ATOMIC_EXT = 'https://jsonapi.org/ext/atomic';
export const JSON_API_ATOMIC = `${JSON_API}; ext="${ATOMIC_EXT}"`;

interface MediaRange {
  type: string;
  parameters: Map<string, string>;
}

/** Splits on a separator outside double quotes (an `ext` or `profile` value is a quoted list of URIs). */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let isQuoted = false;
  for (const char of text) {
    if (char === '"') isQuoted = !isQuoted;
    if (char === separator && !isQuoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

function parseRange(text: string): MediaRange {
  const [type = '', ...parameters] = splitOutsideQuotes(text, ';').map((part) => part.trim());
  return {
    type: type.toLowerCase(),
    parameters: new Map(
      parameters.filter(Boolean).map((parameter) => {
        const [name = '', ...value] = parameter.split('=');
        return [name.trim().toLowerCase(), value.join('=').trim().replace(/^"|"$/g, '')];
      }),
    ),
  };
}

/** The extensions a media range asks for (`ext` is a space-separated list of URIs). */
const extensionsOf = (range: MediaRange) => (range.parameters.get('ext') ?? '').split(' ').filter(Boolean);

/**
 * JSON:API allows only `ext` and `profile` on its media type. An `ext` asking for an extension the
 * route does not apply is as unsupported as an unknown parameter; profiles may be ignored.
 */
const isSupported = (range: MediaRange, extensions: readonly string[], ignored: readonly string[] = []) =>
  [...range.parameters].every(([name]) => name === 'profile' || ignored.includes(name) || name === 'ext') &&
  extensionsOf(range).every((uri) => extensions.includes(uri));

const unsupportedMediaType = (detail: string) =>
  new ApiError(415, [{ code: 'unsupported_media_type', title: 'Unsupported media type', detail, source: { header: 'content-type' } }]);

/**
 * A request body must be JSON:API, without media type parameters other than `ext` and `profile`,
 * and with `ext` naming every extension of `required` and none the route does not apply.
 */
export function checkContentType(header: string | undefined, required: readonly string[] = []): void {
  const expected = required.length ? `${JSON_API}; ext="${required.join(' ')}"` : JSON_API;
  if (!header) throw unsupportedMediaType(`Send the body as ${expected}.`);
  const range = parseRange(header);
  if (range.type !== JSON_API) throw unsupportedMediaType(`Send the body as ${expected}, not ${range.type}.`);
  if (!isSupported(range, required) || !required.every((uri) => extensionsOf(range).includes(uri))) {
    throw unsupportedMediaType(required.length ? `Send the body as ${expected}.` : `${JSON_API} takes no parameters other than "profile" (and no extension).`);
  }
}

/**
 * 406 when the client accepts JSON:API only with parameters we cannot honour. An Accept header
 * without the JSON:API media type (a browser's `*\/*`) is answered in JSON:API anyway.
 */
export function checkAccept(header: string | undefined, extensions: readonly string[] = []): void {
  if (!header) return;
  const ranges = splitOutsideQuotes(header, ',').map(parseRange).filter((range) => range.type === JSON_API);
  // `q` is a weight of the Accept header, not a parameter of the media type.
  if (ranges.length && !ranges.some((range) => isSupported(range, extensions, ['q']))) {
    throw new ApiError(406, [{ code: 'not_acceptable', title: 'Not acceptable', detail: `Accept ${JSON_API} without parameters other than "profile".`, source: { header: 'accept' } }]);
  }
}

/** Whether a request carries a body, whatever its method. */
export const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');
