import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_TIMEZONE, mySoftwareAssociationsAnswer, SOFTWARE_STATS_VIEWS, softwareStatsSummaryAnswer, softwareStatsSummaryQuery, STATS_SUMMARY_DEFAULT_DAYS } from '@relais/domain';
import type { MySoftwareAssociationsAnswer, SoftwareStatsSummaryAnswer, SoftwareStatsView } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { csvDocument } from '../../http/csv.ts';
import { forbidden, notFound, unauthenticated } from '../../http/errors.ts';
import { parseQuery } from '../../http/validate.ts';
import { timezoneOf } from '../../http/timezone.ts';
import { databaseErrorOf } from '../../jsonapi/db-errors.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import { mySoftwareAssociations } from '../../services/software-associations.ts';
import { softwareStatsRows, softwareStatsSummary } from '../../services/software-stats-summary.ts';
import type { SoftwareStatsInput } from '../../services/software-stats-summary.ts';

const dayIn = (timezone: string, date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
const daysBefore = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00Z`) - count * 86_400_000).toISOString().slice(0, 10);

/** `events` or `sessions`, else 404 (the path names one of them). */
const viewOf = (value: string): SoftwareStatsView => {
  if (!(SOFTWARE_STATS_VIEWS as readonly string[]).includes(value)) throw notFound();
  return value as SoftwareStatsView;
};

/**
 * `GET /api/v1/services/software-stats/{events|sessions}` (JSON) and `…/{view}.csv` (spec, domain:
 * `/admin/resources/software/stats/events` and `/sessions`, software feature, admins only): counts
 * per day by version and by system, filtered by service, installation, group and period, counted by
 * the database. `GET /api/v1/services/software/associations`: the signed-in member's own associations.
 */
export async function softwareStatsSummaryRoutes(app: FastifyInstance) {
  const enabled = () => app.config.features.software && app.config.features.softwareStats;

  /** The admin check, the filters read, the default period (the last 30 days in the reader's zone). */
  const inputOf = (request: FastifyRequest<{ Params: { view: string } }>, view: SoftwareStatsView): SoftwareStatsInput => {
    const { actor } = request;
    if (!actor.userId) throw unauthenticated();
    if (!actor.isAdmin) throw forbidden('Only administrators read the software statistics.');
    const query = parseQuery(softwareStatsSummaryQuery, request.query);
    const timezone = timezoneOf(request);
    const to = query.to ?? dayIn(timezone, new Date());
    const from = query.from ?? daysBefore(to, STATS_SUMMARY_DEFAULT_DAYS - 1);
    parseQuery(softwareStatsSummaryQuery, { from, to });
    return { view, from, to, timezone, service: query.service ?? null, installation: query.installation ?? null, group: query.group ?? null };
  };
  /** A zone the browser knows and the database does not (22023) is counted in the default one. */
  const inZone = <T>(input: SoftwareStatsInput, run: (input: SoftwareStatsInput) => Promise<T>) =>
    run(input).catch((error: unknown) => {
      if (databaseErrorOf(error)?.code !== '22023' || input.timezone === DEFAULT_TIMEZONE) throw error;
      return run({ ...input, timezone: DEFAULT_TIMEZONE });
    });

  app.get<{ Params: { view: string } }>('/api/v1/services/software-stats/:view', { schema: { response: { 200: jsonSchemaOf(softwareStatsSummaryAnswer) } } }, async (request, reply) => {
    if (!enabled()) throw notFound();
    const raw = request.params.view;
    if (raw.endsWith('.csv')) {
      const input = inputOf(request, viewOf(raw.slice(0, -'.csv'.length)));
      const rows = await inZone(input, (zoned) => softwareStatsRows(app.db, zoned));
      const body = csvDocument(
        ['day', 'version', 'system', input.view === 'sessions' ? 'sessions' : 'events'],
        rows.map((row) => [row.day, row.version, row.system, row.count]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="software-${input.view}-${input.from}-${input.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(body);
    }
    const input = inputOf(request, viewOf(raw));
    const answer: SoftwareStatsSummaryAnswer = { data: await inZone(input, (zoned) => softwareStatsSummary(app.db, zoned)) };
    reply.type(JSON_API);
    return softwareStatsSummaryAnswer.parse(answer);
  });

  app.get('/api/v1/services/software/associations', { schema: { response: { 200: jsonSchemaOf(mySoftwareAssociationsAnswer) } } }, async (request, reply) => {
    if (!app.config.features.software) throw notFound();
    const { actor } = request;
    if (!actor.userId) throw unauthenticated();
    // An address is the member's once verified: before that, anyone could claim another's authorizations.
    const answer: MySoftwareAssociationsAnswer = { data: actor.emailVerified ? await mySoftwareAssociations(app.db, actor.userId) : [], meta: { emailVerified: actor.emailVerified } };
    reply.type(JSON_API);
    return mySoftwareAssociationsAnswer.parse(answer);
  });
}
