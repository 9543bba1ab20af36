import type { FastifyInstance } from 'fastify';
import { appPageDocument as appPageContract, appPageDraftAnswer, appPagePublishRequest, pageAccessAnswer } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { parseBody } from '../../http/validate.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import { appPageDocument, pageAccessAt } from '../../services/app-page-document.ts';
import { createDraft } from '../../services/create-draft.ts';
import { assertCanPublish, publishDraft } from '../../services/publish-page.ts';

const pathQuery = { type: 'object', properties: { path: { type: 'string', minLength: 1, maxLength: 255, pattern: '^/' } }, required: ['path'], additionalProperties: false } as const;
const params = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['id'], additionalProperties: false } as const;
// The answers' shapes are the domain's contracts (packages/domain/src/contracts/app-pages.ts).
const pageResponse = { 200: jsonSchemaOf(appPageContract) };
const accessResponse = { 200: jsonSchemaOf(pageAccessAnswer) };
const draftResponse = { 200: jsonSchemaOf(appPageDraftAnswer), 201: jsonSchemaOf(appPageDraftAnswer) };

/**
 * `GET /api/v1/services/app-pages/:id` (a localized page with its components) and
 * `POST /api/v1/services/app-pages/:id/publish` (a draft onto its original, all of it or some languages) — spec, platform §7 —,
 * `POST /api/v1/services/app-pages/:id/draft` (the page's draft, made if it has none) and `GET /api/v1/services/page-access?path=…` (who may open the page at a path the runtime
 * environment does not list to the actor: the web's guard for pages it does not know).
 */
export async function appPagesRoutes(app: FastifyInstance) {
  const { defaultLocale } = app.config;

  app.get<{ Params: { id: string } }>('/api/v1/services/app-pages/:id', { schema: { params, response: pageResponse } }, async (request, reply) => {
    const document = await appPageDocument({ db: app.db, actor: request.actor, id: request.params.id, locale: request.locale, defaultLocale, facts: app.config.siteFacts });
    reply.type(JSON_API);
    return document;
  });

  app.get<{ Querystring: { path: string } }>('/api/v1/services/page-access', { schema: { querystring: pathQuery, response: accessResponse } }, async (request, reply) => {
    const id = await pageAccessAt({ db: app.db, actor: request.actor, path: request.query.path });
    reply.type(JSON_API);
    return { data: id === null ? null : { type: 'app-pages', id }, jsonapi: { version: '1.1' } };
  });

  app.post<{ Params: { id: string } }>('/api/v1/services/app-pages/:id/publish', { schema: { params, response: pageResponse } }, async (request, reply) => {
    assertCanPublish(request.actor);
    const { locales } = parseBody(appPagePublishRequest, request.body);
    const pageId = await publishDraft({ db: app.db, actor: request.actor, draftId: request.params.id, locales, config: app.config });
    const document = await appPageDocument({ db: app.db, actor: request.actor, id: pageId, locale: request.locale, defaultLocale, facts: app.config.siteFacts });
    reply.type(JSON_API);
    return document;
  });

  app.post<{ Params: { id: string } }>('/api/v1/services/app-pages/:id/draft', { schema: { params, response: draftResponse } }, async (request, reply) => {
    const draft = await createDraft({ db: app.db, actor: request.actor, pageId: request.params.id });
    reply.code(draft.isNew ? 201 : 200).type(JSON_API);
    return { data: { type: 'app-pages', id: draft.id, relationships: { draftOfPage: { data: { type: 'app-pages', id: request.params.id } } } }, meta: { isNew: draft.isNew }, jsonapi: { version: '1.1' } };
  });
}
