import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { SOFTWARE_STATS_SERIES_MAX } from '@relais/domain';
import type { SoftwareStatsSeries, SoftwareStatsSummary, SoftwareStatsView } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import { daysBetween } from './stats.ts';
import { SESSION_EVENTS } from './software-stats.ts';
import { tablesOf } from './tables.ts';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []));

export interface SoftwareStatsInput {
  view: SoftwareStatsView;
  /** First and last day (`YYYY-MM-DD`), both included, in `timezone`. */
  from: string;
  to: string;
  timezone: string;
  service: string | null;
  installation: string | null;
  group: string | null;
}

/**
 * The statistics of the period and filters, as a condition over `s` (software_stats): `events`
 * leaves the session events out, `sessions` keeps the sessions started. A service keeps the
 * installations associated with one of its authorizations; a group, its installations.
 */
function filterOf(input: SoftwareStatsInput): SQL {
  const stats = tablesOf('software-stats').table;
  const associations = tablesOf('software-service-associations').table;
  const authorizations = tablesOf('software-service-authorizations').table;
  const groups = tablesOf('software-installations').joins.groups!;
  const col = (column: { name: string }) => sql.identifier(column.name);
  const sessions = [...SESSION_EVENTS];
  return sql.join(
    [
      input.view === 'sessions'
        ? sql`s.${col(stats.eventId)} = 'session_start'`
        : sql`s.${col(stats.eventId)} not in (${sql.join(sessions.map((event) => sql`${event}`), sql`, `)})`,
      sql`s.${col(stats.recordedAt)} >= (${input.from}::date::timestamp at time zone ${input.timezone})`,
      sql`s.${col(stats.recordedAt)} < ((${input.to}::date + 1)::timestamp at time zone ${input.timezone})`,
      input.installation ? sql`s.${col(stats.installationId)} = ${input.installation}` : null,
      input.group ? sql`exists (select 1 from ${groups.table} g where g.${col(groups.owner)} = s.${col(stats.installationId)} and g.${col(groups.related)} = ${input.group})` : null,
      input.service
        ? sql`exists (select 1 from ${associations} a join ${authorizations} z on z.${col(authorizations.id)} = a.${col(associations.authorizationId)}
            where a.${col(associations.installationId)} = s.${col(stats.installationId)} and z.${col(authorizations.serviceId)} = ${input.service})`
        : null,
    ].filter((part): part is SQL => part !== null),
    sql` and `,
  );
}

/** Per-day series of one dimension, most counted first; past `SOFTWARE_STATS_SERIES_MAX`, the rest as one. */
function seriesOf(rows: { day: string; key: string | null; count: number | string }[], days: string[]): SoftwareStatsSeries[] {
  const index = new Map(days.map((day, position) => [day, position]));
  const byKey = new Map<string | null, number[]>();
  for (const row of rows) {
    const counts = byKey.get(row.key) ?? days.map(() => 0);
    const position = index.get(row.day);
    if (position !== undefined) counts[position] = Number(row.count);
    byKey.set(row.key, counts);
  }
  const list = [...byKey]
    .map(([key, counts]) => ({ key, isOther: false, counts, total: counts.reduce((sum, value) => sum + value, 0) }))
    // Ties in code-point order (as the CSV's `order by`), the same whatever the server's locale.
    .sort((a, b) => b.total - a.total || ((a.key ?? '') < (b.key ?? '') ? -1 : (a.key ?? '') > (b.key ?? '') ? 1 : 0));
  if (list.length <= SOFTWARE_STATS_SERIES_MAX) return list;
  const kept = list.slice(0, SOFTWARE_STATS_SERIES_MAX - 1);
  const rest = list.slice(SOFTWARE_STATS_SERIES_MAX - 1);
  const counts = days.map((_, position) => rest.reduce((sum, entry) => sum + entry.counts[position]!, 0));
  return [...kept, { key: null, isOther: true, counts, total: counts.reduce((sum, value) => sum + value, 0) }];
}

const dayOf = (timezone: string) => {
  const stats = tablesOf('software-stats').table;
  return sql`to_char((s.${sql.identifier(stats.recordedAt.name)} at time zone ${timezone})::date, 'YYYY-MM-DD')`;
};

/**
 * Counts per day by version and by system (`GET /api/v1/services/software-stats/{view}`): two
 * `group by` statements over the statistics table; no statistic is loaded into the process.
 */
export async function softwareStatsSummary(db: Executor, input: SoftwareStatsInput): Promise<SoftwareStatsSummary> {
  const stats = tablesOf('software-stats').table;
  const filter = filterOf(input);
  const day = dayOf(input.timezone);
  const count = (dimension: { name: string }) =>
    db.execute(sql`select ${day} as day, s.${sql.identifier(dimension.name)} as key, count(*) as count from ${stats} s where ${filter} group by 1, 2`);
  const days = daysBetween(input.from, input.to);
  const byVersion = seriesOf(rowsOf(await count(stats.version)), days);
  const bySystem = seriesOf(rowsOf(await count(stats.system)), days);
  return {
    view: input.view,
    from: input.from,
    to: input.to,
    timezone: input.timezone,
    days,
    byVersion,
    bySystem,
    total: byVersion.reduce((sum, entry) => sum + entry.total, 0),
  };
}

/** One CSV row: the day, version and system, and how many. */
export interface SoftwareStatsCsvRow {
  day: string;
  version: string | null;
  system: string | null;
  count: number;
}

/** The counts per day, version and system of the period and filters, in order: one `group by`. */
export async function softwareStatsRows(db: Executor, input: SoftwareStatsInput): Promise<SoftwareStatsCsvRow[]> {
  const stats = tablesOf('software-stats').table;
  const rows = rowsOf<{ day: string; version: string | null; system: string | null; count: number | string }>(
    await db.execute(
      sql`select ${dayOf(input.timezone)} as day, s.${sql.identifier(stats.version.name)} as version, s.${sql.identifier(stats.system.name)} as system, count(*) as count
        from ${stats} s where ${filterOf(input)} group by 1, 2, 3 order by 1, 2 nulls last, 3 nulls last`,
    ),
  );
  return rows.map((row) => ({ day: row.day, version: row.version, system: row.system, count: Number(row.count) }));
}
