import type { FastifyInstance } from 'fastify';
import { JSON_API } from '../../plugins/app/errors.ts';
import { webLanguageLines } from '../../services/language-lines.ts';

const responseSchema = {
  type: 'object',
  properties: {
    data: { type: 'object', additionalProperties: { type: 'object', additionalProperties: { type: 'string' } } },
    meta: { type: 'object', properties: { locale: { type: 'string' }, version: { type: 'string' } } },
  },
} as const;

/** `GET /api/v1/services/web-language-lines`: interface messages of the request's locale. */
export async function webLanguageLinesRoutes(app: FastifyInstance) {
  app.get('/api/v1/services/web-language-lines', { schema: { response: { 200: responseSchema } } }, async (request, reply) => {
    reply.type(JSON_API);
    return webLanguageLines({ db: app.db, locale: request.locale });
  });
}
