import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocale } from '@relais/domain';
import type { Catalog } from '../../jsonapi/catalog.ts';
import { appCatalog } from '../../resources/catalog.ts';
import type { EngineContext } from '../../jsonapi/context.ts';
import { selfLink } from '../../jsonapi/context.ts';
import type { TopLevel } from '../../jsonapi/document.ts';
import { checkAccept, checkContentType, hasBody, JSON_API } from '../../jsonapi/media-types.ts';
import type { RawQuery } from '../../jsonapi/query.ts';
import {
  createResource,
  deleteResource,
  findRelated,
  findResource,
  listResources,
  readRelationship,
  restoreResource,
  softDeleteResource,
  updateResource,
  writeRelationship,
} from '../../operations/index.ts';
import type { Row } from '../../policies/types.ts';
import { mailValidationDecision } from '../../accounts/validation-requests.ts';
import { assertReauthenticated, isCurrentPassword, sessionFacts } from '../../auth/reauthenticate.ts';
import { operationsRoute } from './operations.ts';
import { sendAddressLink, sendEmailChangeMails, sendVerificationMail } from '../auth/email-verification.ts';

type IdParams = { id: string };
type RelationshipParams = { id: string; relationship: string };

const recipient = (user: Row) => ({ id: user.id, firstName: String(user.firstName), locale: isLocale(user.locale) ? user.locale : null });

/** The engine context of a request: its actor, languages, features, and the services hooks use. */
export function contextOf(request: FastifyRequest, catalog: Catalog = appCatalog): EngineContext {
  const app = request.server;
  const { config, db } = app;
  return {
    db,
    actor: request.actor,
    locale: request.locale,
    editionLocale: request.editionLocale,
    features: config.features,
    defaultLocale: config.defaultLocale,
    locales: config.locales,
    baseUrl: config.appUrl,
    catalog,
    services: {
      async sendVerificationMail(user, tx) {
        await sendVerificationMail(app, { ...recipient(user), email: String(user.email) }, request.locale, tx);
      },
      async sendEmailChangeMails(user, oldEmail, tx) {
        await sendEmailChangeMails(app, { account: { ...recipient(user), pendingEmail: String(user.pendingEmail) }, oldEmail, locale: request.locale, db: tx });
      },
      async sendAddressLink(user, address, tx) {
        await sendAddressLink(app, { account: recipient(user), address, locale: request.locale, db: tx });
      },
      async assertReauthenticated(passwordHash, given, pointer) {
        await assertReauthenticated({ passwordHash, given, ...sessionFacts(request) }, pointer);
      },
      isCurrentPassword: (passwordHash, given) => isCurrentPassword(sessionFacts(request).attempts, passwordHash, given),
      async consumeLimit(name, key) {
        await app.rateLimits.consume([[name, key]]);
      },
      clientAddress: request.ip,
      async mailValidationDecision(userId, decision, tx) {
        await mailValidationDecision(app, { userId, decision, fallbackLocale: request.locale, tx });
      },
      site: { url: config.appUrl, name: config.appName, defaultLocale: config.defaultLocale },
    },
  };
}

/**
 * The document as UTF-8 bytes, encoded once: a body with any character past U+00FF (a ’, an emoji)
 * is a two-byte string, which the content length, the ETag's hash and the socket would each encode
 * again (about a tenth of a large list's time on the server).
 */
const send = (reply: FastifyReply, document: TopLevel, status = 200) => reply.status(status).type(JSON_API).send(Buffer.from(JSON.stringify(document)));

/** The routes of one kind: thin, each hands its request to one operation. */
function kindRoutes(api: FastifyInstance, type: string, isSoftDeletable: boolean, catalog: Catalog) {
  const ctx = (request: FastifyRequest) => contextOf(request, catalog);
  const query = (request: FastifyRequest) => request.query as RawQuery;
  const base = `/${type}`;

  api.get(base, async (request, reply) => send(reply, await listResources(ctx(request), { type, query: query(request) })));
  api.post(base, async (request, reply) => {
    const context = ctx(request);
    const { id, document } = await createResource(context, { type, document: request.body, query: query(request) });
    return send(reply.header('location', selfLink(context, type, id)), document, 201);
  });
  api.get<{ Params: IdParams }>(`${base}/:id`, async (request, reply) =>
    send(reply, await findResource(ctx(request), { type, id: request.params.id, query: query(request) })),
  );
  api.patch<{ Params: IdParams }>(`${base}/:id`, async (request, reply) =>
    send(reply, await updateResource(ctx(request), { type, id: request.params.id, document: request.body, query: query(request) })),
  );
  api.delete<{ Params: IdParams }>(`${base}/:id`, async (request, reply) => {
    const input = { type, id: request.params.id };
    await (isSoftDeletable ? softDeleteResource(ctx(request), input) : deleteResource(ctx(request), input));
    return reply.status(204).send();
  });
  if (isSoftDeletable) {
    api.post<{ Params: IdParams }>(`${base}/:id/restore`, async (request, reply) =>
      send(reply, await restoreResource(ctx(request), { type, id: request.params.id, query: query(request) })),
    );
    api.delete<{ Params: IdParams }>(`${base}/:id/force`, async (request, reply) => {
      await deleteResource(ctx(request), { type, id: request.params.id });
      return reply.status(204).send();
    });
  }

  const relationshipUrl = `${base}/:id/relationships/:relationship`;
  api.get<{ Params: RelationshipParams }>(relationshipUrl, async (request, reply) => send(reply, await readRelationship(ctx(request), { type, ...request.params })));
  for (const [method, mode] of [['PATCH', 'replace'], ['POST', 'add'], ['DELETE', 'remove']] as const) {
    api.route<{ Params: RelationshipParams }>({
      method,
      url: relationshipUrl,
      handler: async (request, reply) => send(reply, await writeRelationship(ctx(request), { type, ...request.params, document: request.body, mode })),
    });
  }
  api.get<{ Params: RelationshipParams }>(`${base}/:id/:relationship`, async (request, reply) =>
    send(reply, await findRelated(ctx(request), { type, ...request.params, query: query(request) })),
  );
}

/**
 * The generic JSON:API endpoints under /api/v1, one set per declared kind, and the atomic
 * operations of the same kinds (see jsonapi/README.md). The JSON:API body parser is added to the whole app, so service routes read
 * `application/vnd.api+json` too; the media type rules apply to these routes only.
 */
export const resourceRoutes = fp<{ catalog?: Catalog }>(
  async (app, { catalog = appCatalog }) => {
    if (!app.hasContentTypeParser(JSON_API)) app.addContentTypeParser(JSON_API, { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
    await app.register(
      async (api) => {
        api.addHook('onRequest', async (request) => {
          checkAccept(request.headers.accept);
          if (hasBody(request.headers)) checkContentType(request.headers['content-type']);
        });
        for (const resource of catalog.registry.resources) kindRoutes(api, resource.type, resource.softDelete, catalog);
      },
      { prefix: '/api/v1' },
    );
    await app.register(async (api) => operationsRoute(api, catalog), { prefix: '/api/v1' });
  },
  { name: 'jsonapi-resources' },
);
