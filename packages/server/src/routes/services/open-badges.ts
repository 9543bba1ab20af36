import type { FastifyInstance, FastifyRequest } from 'fastify';
import { myOpenBadgesAnswer, openBadgeTrainersAnswer, openBadgeAssertionAnswer, openBadgeTrainingProgressAnswer, openBadgeAssertionDocument, openBadgeClassDocument, openBadgeIssuerDocument, openBadgeIssuerKeys, openBadgeRevokedDocument } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { notFound, unauthenticated } from '../../http/errors.ts';
import { bakePng } from '../../resources/open-badges/baking.ts';
import { assertionCredential } from '../../resources/open-badges/credential.ts';
import { issuerKey } from '../../resources/open-badges/signing.ts';
import { statusListCredential } from '../../resources/open-badges/status-list.ts';
import { badgeTrainers } from '../../resources/open-badges/issuers.ts';
import { stepTraining, trainingProgress } from '../../resources/open-badges/progress.ts';
import type { HostedContext } from '../../resources/open-badges/hosted.ts';
import { assertionDocument, assertionSummaries, badgeClassDocument, badgeImagePng, issuerDocument, liveAssertion, memberAssertionRows, publishedBadge } from '../../resources/open-badges/hosted.ts';

/** A badge's id, as ids are written (lower-case UUID). */
const BADGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const params = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['id'], additionalProperties: false } as const;
const downloadQuery = { type: 'object', properties: { download: { type: 'string', enum: ['0', '1'] } }, additionalProperties: false } as const;

const JSON_LD = 'application/ld+json; charset=utf-8';

/**
 * Open Badges 2.0 hosted verification and the site's badge screens (spec, platform "Open badges"
 * and `/account/profile/open-badges`). The JSON-LD documents and images are public: a verifier,
 * a recruiter or a badge backpack fetches them without signing in. The open badges feature off,
 * they are not there (404).
 */
export async function openBadgesRoutes(app: FastifyInstance) {
  const hosted = (request: FastifyRequest): HostedContext => {
    if (!app.config.features.openBadges) throw notFound('There is no such badge.');
    return { db: app.db, appUrl: app.config.appUrl, secret: app.config.sessionSecret, locale: request.locale, defaultLocale: app.config.defaultLocale };
  };
  const base = '/api/v1/services/open-badges';

  app.get<{ Params: { id: string } }>(
    `${base}/assertions/:id`,
    { schema: { params, response: { 200: jsonSchemaOf(openBadgeAssertionDocument), 410: jsonSchemaOf(openBadgeRevokedDocument) } } },
    async (request, reply) => {
      const answer = await assertionDocument(hosted(request), request.params.id);
      if (!answer) throw notFound('There is no such assertion.');
      // A verifier must see a revocation at once: never cached.
      reply.type(JSON_LD).header('access-control-allow-origin', '*').header('cache-control', 'no-cache');
      if (answer.revoked) reply.code(410);
      return answer.document;
    },
  );

  app.get<{ Params: { id: string }; Querystring: { download?: '0' | '1' } }>(
    `${base}/assertions/:id/image`,
    { schema: { params, querystring: downloadQuery }, compress: false },
    async (request, reply) => {
      const ctx = hosted(request);
      const answer = await assertionDocument(ctx, request.params.id);
      if (!answer || answer.revoked) throw notFound('There is no such assertion.');
      const assertion = (await liveAssertion(app.db, request.params.id))!;
      const badge = (await publishedBadge(app.db, String(assertion.badgeId)))!;
      // The assertion itself is baked (not only its URL), so the image verifies offline as far as it can.
      const png = bakePng(await badgeImagePng(app.db, app.fileStorage, badge), JSON.stringify(answer.document));
      const name = String(Object.values((badge.title ?? {}) as Record<string, string>).find(Boolean) ?? 'badge')
        .normalize('NFKD')
        .replace(/[^\w\s-]/g, '')
        .trim()
        .replace(/\s+/g, '-')
        .toLowerCase()
        .slice(0, 60);
      reply
        .type('image/png')
        .header('access-control-allow-origin', '*')
        .header('cache-control', 'no-cache')
        .header('content-disposition', `${request.query.download === '1' ? 'attachment' : 'inline'}; filename="${name || 'badge'}.png"`);
      return png;
    },
  );

  app.get<{ Params: { id: string } }>(`${base}/badges/:id`, { schema: { params, response: { 200: jsonSchemaOf(openBadgeClassDocument) } } }, async (request, reply) => {
    const document = await badgeClassDocument(hosted(request), request.params.id);
    if (!document) throw notFound('There is no such badge.');
    reply.type(JSON_LD).header('access-control-allow-origin', '*');
    return document;
  });

  app.get<{ Params: { id: string } }>(`${base}/badges/:id/image`, { schema: { params }, compress: false }, async (request, reply) => {
    hosted(request);
    const badge = await publishedBadge(app.db, request.params.id);
    if (!badge) throw notFound('There is no such badge.');
    reply.type('image/png').header('access-control-allow-origin', '*').header('cache-control', 'public, max-age=300');
    return badgeImagePng(app.db, app.fileStorage, badge);
  });

  /** The organizations to ask for a badge's training, for the badge's screen (none for a badge without modules). */
  app.get<{ Params: { id: string } }>(`${base}/badges/:id/trainers`, { schema: { params, response: { 200: jsonSchemaOf(openBadgeTrainersAnswer) } } }, async (request) => {
    hosted(request);
    // What is not an id names no badge (404); a draft's or an unknown badge's trainers are none.
    if (!BADGE_ID.test(request.params.id)) throw notFound('There is no such badge.');
    return { data: await badgeTrainers(app.db, request.params.id) };
  });

  app.get<{ Params: { id: string } }>(`${base}/issuers/:id`, { schema: { params, response: { 200: jsonSchemaOf(openBadgeIssuerDocument) } } }, async (request, reply) => {
    const document = await issuerDocument(hosted(request), request.params.id);
    if (!document) throw notFound('There is no such issuer.');
    reply.type(JSON_LD).header('access-control-allow-origin', '*');
    return document;
  });

  /** The same assertion as an Open Badges 3.0 credential, a VC-JWT signed with its issuer's key. */
  app.get<{ Params: { id: string } }>(`${base}/assertions/:id/credential`, { schema: { params } }, async (request, reply) => {
    const jwt = await assertionCredential(hosted(request), request.params.id);
    if (!jwt) throw notFound('There is no such assertion.');
    reply.type('application/vc+jwt').header('access-control-allow-origin', '*').header('cache-control', 'no-cache');
    return jwt;
  });

  app.get<{ Params: { id: string } }>(`${base}/issuers/:id/jwks`, { schema: { params, response: { 200: jsonSchemaOf(openBadgeIssuerKeys) } } }, async (request, reply) => {
    if (!(await issuerDocument(hosted(request), request.params.id))) throw notFound('There is no such issuer.');
    reply.header('access-control-allow-origin', '*');
    const { publicJwk } = issuerKey(app.config.sessionSecret, request.params.id);
    return { keys: [{ ...publicJwk, kid: 'key-1', use: 'sig', alg: 'EdDSA' }] };
  });

  /**
   * An issuer's Bitstring Status List credential (revocation), the `statusListCredential` its OB 3.0
   * credentials name: public and never cached, so a verifier sees a revocation at once.
   */
  app.get<{ Params: { id: string; list: number } }>(
    `${base}/issuers/:id/status-lists/:list`,
    { schema: { params: { type: 'object', properties: { id: params.properties.id, list: { type: 'integer', minimum: 0, maximum: 1_000_000 } }, required: ['id', 'list'], additionalProperties: false } } },
    async (request, reply) => {
      const jwt = await statusListCredential(hosted(request), request.params.id, request.params.list);
      if (!jwt) throw notFound('There is no such status list.');
      reply.type('application/vc+jwt').header('access-control-allow-origin', '*').header('cache-control', 'no-cache');
      return jwt;
    },
  );

  /** An assertion's page (`{badges page}/assertions/:id`): public, as the hosted assertion is, revoked ones included. */
  app.get<{ Params: { id: string } }>(`${base}/assertions/:id/summary`, { schema: { params, response: { 200: jsonSchemaOf(openBadgeAssertionAnswer) } } }, async (request) => {
    const ctx = hosted(request);
    const row = await liveAssertion(app.db, request.params.id);
    const [summary] = row ? await assertionSummaries(ctx, [row]) : [];
    if (!summary) throw notFound('There is no such assertion.');
    return { data: summary };
  });

  /** `/account/profile/open-badges`: the badges issued to the member's verified address. */
  app.get(`${base}/mine`, { schema: { response: { 200: jsonSchemaOf(myOpenBadgesAnswer) } } }, async (request) => {
    const ctx = hosted(request);
    if (!request.actor.userId) throw unauthenticated('Sign in to see your badges.');
    return { data: await assertionSummaries(ctx, await memberAssertionRows(app.db, request.actor.userId)) };
  });
}

const sessionParams = { type: 'object', properties: { session: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['session'], additionalProperties: false } as const;
const stepParams = {
  type: 'object',
  properties: { session: { type: 'string', minLength: 1, maxLength: 64 }, position: { type: 'integer', minimum: 0, maximum: 10_000 }, action: { type: 'string', enum: ['start', 'finish'] } },
  required: ['session', 'position', 'action'],
  additionalProperties: false,
} as const;

/** A trainee's way through a badge's modules (`/open-badge-trainings/:session`): read it, start and finish each module in order. */
export async function openBadgeTrainingRoutes(app: FastifyInstance) {
  const on = () => {
    if (!app.config.features.openBadges) throw notFound('There is no such training session.');
  };
  app.get<{ Params: { session: string } }>('/api/v1/services/open-badge-trainings/:session', { schema: { params: sessionParams, response: { 200: jsonSchemaOf(openBadgeTrainingProgressAnswer) } } }, async (request) => {
    on();
    return { data: await trainingProgress(app.db, request.actor, request.params.session, request.locale, app.config.defaultLocale) };
  });
  app.post<{ Params: { session: string; position: number; action: 'start' | 'finish' } }>(
    '/api/v1/services/open-badge-trainings/:session/modules/:position/:action',
    { schema: { params: stepParams, response: { 200: jsonSchemaOf(openBadgeTrainingProgressAnswer) } } },
    async (request) => {
      on();
      const { session, position, action } = request.params;
      return { data: await stepTraining(app.db, request.actor, { id: session, position, action }, request.locale, app.config.defaultLocale) };
    },
  );
}
