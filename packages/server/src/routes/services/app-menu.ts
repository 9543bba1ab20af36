import type { FastifyInstance } from 'fastify';
import { appMenuAnswer } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import { appMenu } from '../../services/app-menu.ts';

// The answer's shape is the domain's contract (recursive: each item holds its children).
const responseSchema = jsonSchemaOf(appMenuAnswer);

/** `GET /api/v1/services/app-menu`: the site menu the actor may see, localized (spec, platform §7). */
export async function appMenuRoutes(app: FastifyInstance) {
  app.get('/api/v1/services/app-menu', { schema: { response: { 200: responseSchema } } }, async (request, reply) => {
    const data = await appMenu({ db: app.db, actor: request.actor, locale: request.locale, defaultLocale: app.config.defaultLocale });
    reply.type(JSON_API);
    return { data };
  });
}
