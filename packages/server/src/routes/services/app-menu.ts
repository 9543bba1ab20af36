import type { FastifyInstance } from 'fastify';
import { JSON_API } from '../../plugins/app/errors.ts';
import { appMenu } from '../../services/app-menu.ts';

const nullableString = { type: ['string', 'null'] } as const;

const responseSchema = {
  type: 'object',
  definitions: {
    item: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        name: nullableString,
        description: nullableString,
        url: nullableString,
        path: nullableString,
        blank: { type: 'boolean' },
        color: nullableString,
        alignsNextRight: { type: 'boolean' },
        requiresAuth: { type: 'boolean' },
        position: { type: 'integer' },
        children: { type: 'array', items: { $ref: '#/definitions/item' } },
      },
    },
  },
  properties: { data: { type: 'array', items: { $ref: '#/definitions/item' } } },
} as const;

/** `GET /api/v1/services/app-menu`: the site menu the actor may see, localized (spec, platform §7). */
export async function appMenuRoutes(app: FastifyInstance) {
  app.get('/api/v1/services/app-menu', { schema: { response: { 200: responseSchema } } }, async (request, reply) => {
    const data = await appMenu({ db: app.db, actor: request.actor, locale: request.locale, defaultLocale: app.config.defaultLocale });
    reply.type(JSON_API);
    return { data };
  });
}
