import type { FastifyInstance } from 'fastify';
import { webLanguageLinesAnswer } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import { webLanguageLines } from '../../services/language-lines.ts';

const responseSchema = jsonSchemaOf(webLanguageLinesAnswer);

/** `GET /api/v1/services/web-language-lines`: interface messages of the request's locale. */
export async function webLanguageLinesRoutes(app: FastifyInstance) {
  app.get('/api/v1/services/web-language-lines', { schema: { response: { 200: responseSchema } } }, async (request, reply) => {
    reply.type(JSON_API);
    return webLanguageLines({ db: app.db, locale: request.locale });
  });
}
