import { and, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bannedOriginCandidates, originHost, STATS_TOP_SIZE } from '@relais/domain';
import type { StatsEvent, StatsRecord, StatsSummary } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import { visibleRows } from '../jsonapi/visibility.ts';
import { availableKind } from '../jsonapi/context.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { column, isValidId } from '../jsonapi/fields.ts';
import { statRecords } from '../db/system-tables.ts';
import { tablesOf } from './tables.ts';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []));

/** Whether a ban covers this host or one of its parent domains: one indexed lookup. */
export async function isBanned(db: Executor, host: string): Promise<boolean> {
  const bans = tablesOf('stats-banned-origins').table;
  const candidates = bannedOriginCandidates(host);
  const result = await db.execute(sql`select 1 from ${bans} where ${bans.originSignature} in (${sql.join(
    candidates.map((candidate) => sql`${candidate}`),
    sql`, `,
  )}) limit 1`);
  return rowsOf(result).length > 0;
}

/**
 * The records of a batch about items the caller may read, in their order: a record about an item
 * they may not read (an unpublished page, a private file, a kind switched off) or that does not
 * exist is dropped, so statistics neither count nor confirm what the caller cannot see. One keyed
 * statement per kind in the batch, the read rule in it.
 */
export async function readableRecords(ctx: EngineContext, records: readonly StatsRecord[]): Promise<StatsRecord[]> {
  const idsByType = new Map<string, Set<string>>();
  for (const { resourceType, resourceId } of records) idsByType.set(resourceType, (idsByType.get(resourceType) ?? new Set()).add(resourceId));
  const readable = new Set<string>();
  for (const [type, ids] of idsByType) {
    const kind = availableKind(ctx, type);
    if (!kind || kind.policy.read(ctx.actor) === false) continue;
    const valid = [...ids].filter((id) => isValidId(kind.resource, id));
    if (!valid.length) continue;
    const id = column(kind, 'id');
    const rows = (await ctx.db.select({ id }).from(kind.table).where(and(inArray(id, valid), visibleRows(ctx, kind)))) as { id: string }[];
    for (const row of rows) readable.add(`${type}\u0000${row.id}`);
  }
  return records.filter((record) => readable.has(`${record.resourceType}\u0000${record.resourceId}`));
}

/**
 * Keeps a batch of page views and downloads: one INSERT, whatever the number of records. `origin`
 * is the Origin (else Referer) the call came with: a batch from a banned host is dropped, and the
 * host is kept with each record so that a later ban leaves the earlier ones out of the summary.
 * Answers whether the records were kept.
 */
export async function recordStats(
  db: Executor,
  { records, userId, origin = null }: { records: readonly StatsRecord[]; userId: string | null; origin?: string | null },
): Promise<boolean> {
  if (!records.length) return true;
  const host = origin ? originHost(origin) : null;
  if (host && (await isBanned(db, host))) return false;
  const recordedAt = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(statRecords).values(records.map(({ event, resourceType, resourceId }) => ({ event, resourceType, resourceId, userId, origin: host, recordedAt })));
    await countRecords(tx, records);
  });
  return true;
}

/**
 * Adds the batch's records to the `recordsCount` of the items whose kind keeps one, in the records'
 * transaction: one relative UPDATE per item (concurrent batches add up), in a fixed order so that two
 * batches never wait on each other's rows. An item that does not exist is left alone.
 */
async function countRecords(tx: Executor, records: readonly StatsRecord[]): Promise<void> {
  const counts = new Map<string, { resourceType: string; resourceId: string; count: number }>();
  for (const { resourceType, resourceId } of records) {
    const key = `${resourceType}\u0000${resourceId}`;
    const entry = counts.get(key) ?? { resourceType, resourceId, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  for (const key of [...counts.keys()].sort()) {
    const { resourceType, resourceId, count } = counts.get(key)!;
    const { table } = tablesOf(resourceType);
    const column = (table as unknown as Record<string, AnyPgColumn | undefined>).recordsCount;
    if (!column) continue;
    await tx.execute(sql`update ${table} set ${sql.identifier(column.name)} = ${column} + ${count} where ${(table as unknown as { id: AnyPgColumn }).id} = ${resourceId}`);
  }
}

export interface SummaryInput {
  event: StatsEvent;
  /** First and last day of the period (`YYYY-MM-DD`), both included, in `timezone`. */
  from: string;
  to: string;
  timezone: string;
  resourceType: string | null;
}

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000) days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

/** The records of the period, of one event (and kind), none of them from a banned host. */
function periodFilter({ event, from, to, timezone, resourceType }: SummaryInput): SQL {
  const bans = tablesOf('stats-banned-origins').table;
  return sql`r.event = ${event}
    and r.recorded_at >= (${from}::date::timestamp at time zone ${timezone})
    and r.recorded_at < ((${to}::date + 1)::timestamp at time zone ${timezone})
    ${resourceType ? sql`and r.resource_type = ${resourceType}` : sql``}
    and (r.origin is null or not exists (select 1 from ${bans} b where b.origin_signature = r.origin or r.origin like '%.' || b.origin_signature))`;
}

/**
 * The summary of the statistics (`GET /api/v1/services/stats/summary`): records per day and kind,
 * days counted in the reader's zone, and the most recorded items. Labels are the caller's to add:
 * they depend on what the reader may read.
 */
export async function statsSummary(db: Executor, input: SummaryInput): Promise<Omit<StatsSummary, 'top'> & { top: Omit<StatsSummary['top'][number], 'label'>[] }> {
  const filter = periodFilter(input);
  const perDay = rowsOf<{ day: string; resource_type: string; count: number | string }>(
    await db.execute(sql`select to_char((r.recorded_at at time zone ${input.timezone})::date, 'YYYY-MM-DD') as day, r.resource_type, count(*) as count
      from ${statRecords} r where ${filter} group by 1, 2`),
  );
  const top = rowsOf<{ resource_type: string; resource_id: string; count: number | string }>(
    await db.execute(sql`select r.resource_type, r.resource_id, count(*) as count
      from ${statRecords} r where ${filter} group by 1, 2 order by 3 desc, 1, 2 limit ${STATS_TOP_SIZE}`),
  );
  const origins = rowsOf<{ origin: string | null; count: number | string }>(
    await db.execute(sql`select r.origin, count(*) as count from ${statRecords} r where ${filter} group by 1 order by 2 desc, 1 nulls first limit ${STATS_TOP_SIZE}`),
  );
  const days = daysBetween(input.from, input.to);
  const index = new Map(days.map((day, position) => [day, position]));
  const series = new Map<string, number[]>();
  for (const row of perDay) {
    const counts = series.get(row.resource_type) ?? days.map(() => 0);
    const position = index.get(row.day);
    if (position !== undefined) counts[position] = Number(row.count);
    series.set(row.resource_type, counts);
  }
  const list = [...series]
    .map(([resourceType, counts]) => ({ resourceType, counts, total: counts.reduce((sum, value) => sum + value, 0) }))
    .sort((a, b) => b.total - a.total || a.resourceType.localeCompare(b.resourceType));
  return {
    event: input.event,
    from: input.from,
    to: input.to,
    timezone: input.timezone,
    resourceType: input.resourceType,
    days,
    series: list,
    total: list.reduce((sum, entry) => sum + entry.total, 0),
    top: top.map((row) => ({ resourceType: row.resource_type, resourceId: row.resource_id, count: Number(row.count) })),
    origins: origins.map((row) => ({ origin: row.origin ?? null, count: Number(row.count) })),
  };
}
