import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_TIMEZONE, registry, STATS_SUMMARY_DEFAULT_DAYS, statsEventsOf, statsRecordsRequestSchema, statsSummaryAnswer, statsSummaryQuery } from '@relais/domain';
import type { StatsSummary, StatsSummaryAnswer } from '@relais/domain';
import type { LimitName } from '../../auth/rate-limits.ts';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { ApiError, forbidden, unauthenticated } from '../../http/errors.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import type { EngineContext } from '../../jsonapi/context.ts';
import { databaseErrorOf } from '../../jsonapi/db-errors.ts';
import { findResource } from '../../operations/index.ts';
import { DATABASE_RETRY_AFTER_SECONDS, JSON_API } from '../../plugins/app/errors.ts';
import { readableRecords, recordStats, statsSummary } from '../../services/stats.ts';
import { contextOf } from '../api/resources.ts';
import { timezoneOf } from '../../http/timezone.ts';

/** 50 records of about 120 bytes each, with room to spare; a larger body is a 413 before parsing. */
const BODY_LIMIT = 16 * 1024;

/** The attributes that name an item, in order of preference. */
const LABEL_ATTRIBUTES = ['title', 'name', 'fullName'];

/** The page the call came from: its Origin, else its Referer (`null` is what a sandboxed page sends). */
const originOf = (request: FastifyRequest): string | null =>
  [request.headers.origin, request.headers.referer].find((value): value is string => typeof value === 'string' && value !== '' && value !== 'null') ?? null;


const dayIn = (timezone: string, date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
const daysBefore = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00Z`) - count * 86_400_000).toISOString().slice(0, 10);

/**
 * The name or title of each top item, read through the generic engine: an item the reader may not
 * read, or whose kind has no name, keeps a null label. At most ten single reads.
 */
async function labelled(ctx: EngineContext, top: Omit<StatsSummary['top'][number], 'label'>[]): Promise<StatsSummary['top']> {
  return Promise.all(
    top.map(async (item) => {
      const resource = registry.find(item.resourceType);
      const attribute = LABEL_ATTRIBUTES.find((name) => resource?.attributes[name]);
      if (!attribute) return { ...item, label: null };
      try {
        const document = await findResource(ctx, { type: item.resourceType, id: item.resourceId, query: { [`fields[${item.resourceType}]`]: attribute } });
        const value = (document.data as { attributes?: Record<string, unknown> } | null)?.attributes?.[attribute];
        return { ...item, label: typeof value === 'string' && value ? value : null };
      } catch {
        return { ...item, label: null };
      }
    }),
  );
}

/**
 * `POST /api/v1/services/stats/records` (spec, platform §7): page views and downloads, for anyone —
 * visitors too — with the anti-forgery token every unsafe request carries. The records of one call
 * about items the caller may not read are dropped (readableRecords); the others are one INSERT, with
 * the `recordsCount` of the items that keep one moved in the same transaction. Bad input is a 422 naming the record and field (`/records/3/resourceType`); a
 * failure to write is a 503 that changes nothing; the page never depends on it. A call from a
 * banned origin answers the same 204 and keeps nothing.
 *
 * `GET /api/v1/services/stats/summary` (spec, platform §2 `/admin/stats`): the back office's
 * statistics of one event, for admins, and for holders of the role of that event.
 */
export async function statsRoutes(app: FastifyInstance) {
  app.post('/api/v1/services/stats/records', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    // A visitor's cookie costs nothing to replace: its calls count against its address too.
    const limits: [LimitName, string][] = [
      ['statsByAddress', request.ip],
      ['statsByClient', request.xsrfBinding ?? request.ip],
    ];
    if (request.actor.userId === null) limits.push(['statsVisitorsByAddress', request.ip]);
    await app.rateLimits.consume(limits);
    const { records } = parseBody(statsRecordsRequestSchema, request.body);
    try {
      const readable = await readableRecords(contextOf(request), records);
      await recordStats(app.db, { records: readable, userId: request.actor.userId, origin: originOf(request) });
    } catch (error) {
      request.log.warn({ err: error }, 'stats records not written');
      throw new ApiError(503, [{ code: 'stats_unavailable', title: 'Statistics unavailable', detail: 'The records were not kept; nothing else is affected.' }], { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });
    }
    return reply.code(204).send();
  });

  app.get('/api/v1/services/stats/summary', { schema: { response: { 200: jsonSchemaOf(statsSummaryAnswer) } } }, async (request, reply) => {
    const { actor } = request;
    if (!actor.userId) throw unauthenticated();
    const events = statsEventsOf(actor);
    if (!events.length) throw forbidden('Only administrators, and holders of a statistics role, read the statistics.');
    const query = parseQuery(statsSummaryQuery, request.query);
    const event = query.event ?? events[0]!;
    if (!events.includes(event)) throw forbidden(`You may not read the statistics of ${event}s.`);
    const timezone = timezoneOf(request);
    const to = query.to ?? dayIn(timezone, new Date());
    const from = query.from ?? daysBefore(to, STATS_SUMMARY_DEFAULT_DAYS - 1);
    // A default day may still meet a given one the wrong way round (a `from` after today).
    parseQuery(statsSummaryQuery, { from, to });
    const input = { event, from, to, timezone, resourceType: query.resourceType ?? null };
    // A zone the browser knows and the database does not (22023) is counted in the default one.
    const summary = await statsSummary(app.db, input).catch((error: unknown) => {
      if (databaseErrorOf(error)?.code !== '22023' || timezone === DEFAULT_TIMEZONE) throw error;
      return statsSummary(app.db, { ...input, timezone: DEFAULT_TIMEZONE });
    });
    const answer: StatsSummaryAnswer = { data: { ...summary, top: await labelled(contextOf(request), summary.top) }, meta: { events } };
    reply.type(JSON_API);
    return statsSummaryAnswer.parse(answer);
  });
}
