import type { FastifyInstance } from 'fastify';
import { JSON_API } from '../../plugins/app/errors.ts';
import { appPageDocument } from '../../services/app-page-document.ts';
import { publishDraft } from '../../services/publish-page.ts';

const params = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['id'], additionalProperties: false } as const;

/**
 * `GET /api/v1/services/app-pages/:id` (a localized page with its components) and
 * `POST /api/v1/services/app-pages/:id/publish` (a draft onto its original) — spec, platform §7.
 */
export async function appPagesRoutes(app: FastifyInstance) {
  const { defaultLocale } = app.config;

  app.get<{ Params: { id: string } }>('/api/v1/services/app-pages/:id', { schema: { params } }, async (request, reply) => {
    const document = await appPageDocument({ db: app.db, actor: request.actor, id: request.params.id, locale: request.locale, defaultLocale });
    reply.type(JSON_API);
    return document;
  });

  app.post<{ Params: { id: string } }>('/api/v1/services/app-pages/:id/publish', { schema: { params } }, async (request, reply) => {
    const pageId = await publishDraft({ db: app.db, actor: request.actor, draftId: request.params.id });
    const document = await appPageDocument({ db: app.db, actor: request.actor, id: pageId, locale: request.locale, defaultLocale });
    reply.type(JSON_API);
    return document;
  });
}
