import type { FastifyInstance } from 'fastify';
import { statsRecordsRequestSchema } from '@relais/domain';
import { ApiError } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { recordStats } from '../../services/stats.ts';

/** 50 records of about 120 bytes each, with room to spare; a larger body is a 413 before parsing. */
const BODY_LIMIT = 16 * 1024;

/**
 * `POST /api/v1/services/stats/records` (spec, platform §7): page views and downloads, for anyone —
 * visitors too — with the anti-forgery token every unsafe request carries. The records of one call
 * are one INSERT. Bad input is a 422 naming the record and field (`/records/3/resourceType`); a
 * failure to write is a 503 that changes nothing; the page never depends on it.
 */
export async function statsRoutes(app: FastifyInstance) {
  app.post('/api/v1/services/stats/records', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    await app.rateLimits.consume([
      ['statsByAddress', request.ip],
      ['statsByClient', request.xsrfBinding ?? request.ip],
    ]);
    const { records } = parseBody(statsRecordsRequestSchema, request.body);
    try {
      await recordStats(app.db, { records, userId: request.actor.userId });
    } catch (error) {
      request.log.warn({ err: error }, 'stats records not written');
      throw new ApiError(503, [{ code: 'stats_unavailable', title: 'Statistics unavailable', detail: 'The records were not kept; nothing else is affected.' }]);
    }
    return reply.code(204).send();
  });
}
