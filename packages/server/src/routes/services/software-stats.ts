import type { FastifyInstance, FastifyRequest } from 'fastify';
import { softwareStatsAnswer, softwareStatsRequest } from '@relais/domain';
import type { SoftwareStatsAnswer } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { recordSoftwareStats } from '../../services/software-stats.ts';

/** 100 statistics of about 250 bytes each, with room to spare; a larger body is a 413 before parsing. */
const BODY_LIMIT = 64 * 1024;

/**
 * Installations running in a browser (web apps on their own sites) post from another origin, so this
 * call, and no other, answers cross-origin requests: from any origin (`*`, so never with credentials:
 * a browser then sends no cookie with a readable answer, and the call reads none anyway), POST with a
 * JSON body only. A banned site gets its readable 403 `banned_origin` like any installation. Errors
 * carry the header too (set before anything can fail), so a caller can read why it was refused and
 * when to try again.
 */
const CROSS_ORIGIN = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'Retry-After' } as const;
const PREFLIGHT = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'Content-Type',
  // The longest a browser keeps a preflight (Chromium's ceiling).
  'access-control-max-age': '7200',
} as const;

/** The host the call came from: its Origin, else its Referer (a native installation sends neither). */
const originOf = (request: FastifyRequest): string | null =>
  [request.headers.origin, request.headers.referer].find((value): value is string => typeof value === 'string' && value !== '' && value !== 'null') ?? null;

/**
 * `POST /api/v1/services/software-stats` (spec, domain "Software statistics"): an installation of the
 * software posts its own statistics, without a user session. It is known by what it holds: its
 * `installationId` and the `distId` of the authorization it is associated with (active now); anything
 * else is a 401 that says nothing of which part was wrong, and counts against the caller's address.
 * Bad input is a 422 naming the field (`/stats/2/recordedAt`); an inactive authorization a 403
 * `authorization_inactive`; a call from a banned host a 403 `banned_origin`, nothing kept. Rate-limited
 * per address and per installation. The answer counts what was kept (`meta.kept`, `meta.skipped`).
 */
export async function softwareStatsRoutes(app: FastifyInstance) {
  app.options('/api/v1/services/software-stats', { config: { sessionless: true } }, async (_request, reply) => {
    if (!app.config.features.softwareStats) throw notFound();
    return reply.status(204).headers(PREFLIGHT).send();
  });
  app.post(
    '/api/v1/services/software-stats',
    {
      bodyLimit: BODY_LIMIT,
      config: { sessionless: true },
      schema: { response: { 200: jsonSchemaOf(softwareStatsAnswer) } },
      onRequest: async (_request, reply) => void reply.headers(CROSS_ORIGIN),
    },
    async (request) => {
      if (!app.config.features.softwareStats) throw notFound();
      await app.rateLimits.assertNotSpent([['softwareStatsFailuresByAddress', request.ip]]);
      await app.rateLimits.consume([['softwareStatsByAddress', request.ip]]);
      const body = parseBody(softwareStatsRequest, request.body);
      await app.rateLimits.consume([['softwareStatsByInstallation', body.installationId]]);
      const outcome = await recordSoftwareStats(app.db, { request: body, origin: originOf(request) });
      switch (outcome.status) {
        case 'unknown':
          await app.rateLimits.countFailure([['softwareStatsFailuresByAddress', request.ip]]);
          throw new ApiError(401, [{ code: 'installation_unknown', title: 'Installation not recognised', detail: 'No active authorization of this installation has that reference.' }]);
        case 'inactive':
          throw new ApiError(403, [{ code: 'authorization_inactive', title: 'Authorization inactive', detail: 'The authorization of this installation has not started or has expired.' }]);
        case 'banned':
          throw new ApiError(403, [{ code: 'banned_origin', title: 'Origin banned', detail: 'Statistics from this site are not kept.' }]);
        default: {
          const answer: SoftwareStatsAnswer = { meta: { kept: outcome.kept, skipped: outcome.skipped } };
          return answer;
        }
      }
    },
  );
}
