import { snakeCase, targetTypes } from '@relais/domain';
import { and, asc, count, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import { compiledRead } from '../db/compiled-reads.ts';
import type { Slot } from '../db/compiled-reads.ts';
import { countedGroups, groupCountsJson, keptTotalSql, readCounts, readGroupCounts } from '../db/group-counts.ts';
import { verdictSql } from '../policies/conditions.ts';
import { foreignKey } from '../db/resource-tables.ts';
import type { JoinTable } from '../db/resource-tables.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Row } from '../policies/types.ts';
import type { Kind } from './catalog.ts';
import { actorSlot, tablesIn, visibilityColumns, visibleKey, visibleRows } from './visibility.ts';
import { filterSlots, listCondition, listKey } from './filters.ts';
import { orderBy, sortJoins } from './sort.ts';
import type { EngineContext } from './context.ts';
import { requireKind } from './context.ts';
import { column, columnsKey, fieldExpression, readColumns } from './fields.ts';
import { permissionColumns } from './permissions.ts';
import { fieldsetOf } from './query.ts';
import type { ListQuery, SortField } from './query.ts';

/**
 * How a list reads its page, so that it costs the same on page 1 and on page 500:
 *
 * - The page's ids are read from the sort's index alone (an index-only scan skips the offset without
 *   touching the table), then its rows by id: a "deferred join".
 * - A sort that starts through a to-one (`-accessLevel.weight,name`) is read segment by segment: the
 *   related kind's visible rows give the order of the segments (each related value, then the rows
 *   without one), each segment's size (and the total) comes from the counts a trigger keeps (db/group-counts.ts) or, under a condition, from one grouped count, and the page is read
 *   from the one or two segments it falls in, through the index on (to-one column, rest of the
 *   sort, id). A related kind with more than `SEGMENTS_MAX` rows is sorted by a join instead.
 */
const SEGMENTS_MAX = 100;

/** The key a page's rows carry the list's total under (`rowsWithTotal`); no column is named so. */
const TOTAL = '\u0000total';

export interface Page {
  rows: Row[];
  total: number;
}

/**
 * The statements of a list read by offset: its page (deferred join) and its total. With `slot`
 * (a compiled read, db/compiled-reads.ts), the page's size and offset go in the slots `limit` and
 * `offset`.
 */
export function listStatements(ctx: EngineContext, kind: Kind, query: ListQuery, restrict?: SQL, slot?: Slot) {
  const where = listCondition(ctx, kind, query, restrict);
  const { number, size } = query.page;
  const range = { limit: slot ? slot('limit') : size, offset: slot ? slot('offset') : (number - 1) * size };
  const id = column(kind, 'id');
  const joins = sortJoins(ctx, kind, query.sort);
  const linked = linkedFilter(kind, query);
  let page;
  let counted;
  const kept = keptTotal(ctx, kind, query, restrict);
  if (linked) ({ page, counted } = linkedPage(ctx, kind, query, linked, range, restrict));
  else {
    let ids = ctx.db.select({ id }).from(kind.table).$dynamic();
    for (const join of joins) ids = ids.leftJoin(join.table, join.on) as unknown as typeof ids;
    page = ids
      .where(where)
      .orderBy(...orderBy(ctx, kind, query.sort, { joined: true }))
      .limit(range.limit)
      .offset(range.offset);
    counted = kept ? ctx.db.select({ total: kept }).from(sql`(select 1) as relais_one`) : ctx.db.select({ total: count() }).from(kind.table).where(where);
  }
  const fieldset = fieldsetOf(query, kind.type);
  const flags = { ...visibilityColumns(ctx, kind, fieldset, new Set(query.include.keys())).columns(), ...permissionColumns(ctx, kind).columns() };
  const rowsOf = <T extends Record<string, SQL.Aliased | SQL>>(beside: T) => {
    let rows = ctx.db.select({ ...readColumns(kind, ctx.actor, fieldset), ...flags, ...beside }).from(kind.table).$dynamic();
    for (const join of joins) rows = rows.leftJoin(join.table, join.on) as unknown as typeof rows;
    return rows.where(inArray(id, page)).orderBy(...orderBy(ctx, kind, query.sort, { joined: true }));
  };
  return {
    rows: rowsOf({}),
    count: counted,
    /** The page with the list's total beside each row (an uncorrelated subquery, counted once): one round trip. */
    rowsWithTotal: rowsOf({ [TOTAL]: kept ?? sql<number>`(${counted})`.mapWith(Number) }),
  };
}

/**
 * The total of a list from the count kept by trigger (db/group-counts.ts, a kind declared
 * `countedTotal`), when the list is all its rows: no filter, no ids, no extra condition, not the
 * trash, and a read rule that hides none from this reader (soft-deleted rows are not counted, as
 * they are not listed).
 */
function keptTotal(ctx: EngineContext, kind: Kind, query: ListQuery, restrict?: SQL): SQL.Aliased<number> | SQL<number> | undefined {
  if (!kind.resource.countedTotal || restrict || query.filters.size || query.ids || query.trashed !== 'without') return undefined;
  if (verdictSql(kind.policy.read(ctx.actor), kind, tablesIn(ctx)) !== undefined) return undefined;
  return keptTotalSql(kind.resource.table);
}

/** A filter by one row through links that carry their owner's creation time (db/link-sort-keys.ts). */
interface LinkedFilter {
  name: string;
  join: JoinTable & { ownerCreatedAt: AnyPgColumn };
  value: string;
}

/**
 * The filter a list sorted by creation alone (`sort=-createdAt`) can read its page through: an exact
 * filter on a to-many whose links carry the owner's creation time, by one id.
 */
function linkedFilter(kind: Kind, query: ListQuery): LinkedFilter | undefined {
  if (query.sort.length !== 1 || query.sort[0]!.field !== 'createdAt') return undefined;
  for (const [name, raw] of query.filters) {
    const filter = kind.resource.filters[name]!;
    if (filter.kind !== 'exact' || raw.includes(',')) continue;
    const join = kind.joins[filter.field];
    if (join?.ownerCreatedAt) return { name, join: join as LinkedFilter['join'], value: raw.trim() };
  }
  return undefined;
}

/**
 * The page's ids and the total of a list filtered by one related row through sorted links
 * (`linkedFilter`): the ids are read from the links' index `(related_id, owner_created_at, owner_id)`
 * in the list's order, each checked against the rest of the list's condition (the reader's rule, the
 * other filters) on its row, stopping at the page's end; the total counts the links alone when
 * nothing else narrows the list (each link has its owner, the key `(owner_id, related_id)` makes it
 * one), else the linked rows that meet the condition. The same rows in the same order as the generic
 * statement (the links' time is the owner's, kept by trigger), at the cost of the page rather than of
 * every linked row.
 */
function linkedPage(ctx: EngineContext, kind: Kind, query: ListQuery, linked: LinkedFilter, range: { limit: number | Placeholder; offset: number | Placeholder }, restrict?: SQL) {
  const rest = { ...query, filters: new Map([...query.filters].filter(([name]) => name !== linked.name)) };
  const where = listCondition(ctx, kind, rest, restrict);
  const { join, value } = linked;
  const direction = query.sort[0]!.isDescending ? desc : asc;
  const linkedTo = eq(join.related, value);
  const ownerRow = eq(column(kind, 'id'), join.owner);
  const ids = ctx.db.select({ id: join.owner }).from(join.table).$dynamic();
  const page = (where ? ids.innerJoin(kind.table, ownerRow) : ids)
    .where(and(linkedTo, where))
    .orderBy(direction(join.ownerCreatedAt), direction(join.owner))
    .limit(range.limit)
    .offset(range.offset);
  const counted = where
    ? ctx.db.select({ total: count() }).from(join.table).innerJoin(kind.table, ownerRow).where(and(linkedTo, where))
    : ctx.db.select({ total: count() }).from(join.table).where(linkedTo);
  return { page, counted };
}

interface Segment {
  /** Rows of the segment: those whose to-one is one of these, or (null) those with none readable. */
  ids: string[] | null;
  size: number;
}

type TargetRow = Row & { sortValue: unknown; groupCounts?: Record<string, number | string> | null };

/**
 * The segments of a sort through a to-one, in order, or null when the related kind is too large.
 * One statement: the related kind's readable rows with their sort value and, when the counts are
 * kept, the counts beside them.
 */
async function segmentsOf(ctx: EngineContext, kind: Kind, first: SortField, where: SQL | undefined): Promise<Segment[] | null> {
  const [name, through] = first.field.split('.') as [string, string];
  // The registry lets a kind sort only through a to-one of one type.
  const target = requireKind(ctx, targetTypes(kind.resource.relationships[name]!)[0]!);
  const key = column(kind, foreignKey(name));
  // Without a condition (every row readable, no filter) the counts kept by trigger serve; else one grouped count.
  const kept = where === undefined ? countedGroups(kind.resource).find((group) => group.column === snakeCase(foreignKey(name))) : undefined;
  const targetsKey = `segments:${visibleKey(ctx, target)}:${columnsKey(ctx, target, undefined)}:${through}:${kept ? `${kept.table}.${kept.column}` : ''}`;
  // Whole rows (the related kind is small): an include of the to-one then needs no statement of its own.
  const readTargets = compiledRead<TargetRow>(ctx.db, targetsKey, { limit: SEGMENTS_MAX + 1, ...actorSlot(ctx) }, (slot) =>
    ctx.db
      .select({ ...readColumns(target, ctx.actor, undefined), sortValue: fieldExpression(ctx, target, through), ...(kept ? { groupCounts: groupCountsJson(kept) } : {}) })
      .from(target.table)
      .where(visibleRows(ctx, target))
      .limit(slot('limit')),
  );
  const [targets, counted] = await Promise.all([
    readTargets,
    kept
      ? undefined
      : ctx.db
          .select({ key, total: count() })
          .from(kind.table)
          .where(where)
          .groupBy(key)
          .then((counted) => new Map(counted.map((row) => [row.key as string | null, Number(row.total)]))),
  ]);
  // The counts came beside the related rows, unless there were none.
  const sizes = counted ?? (targets.length ? readCounts(targets[0]!.groupCounts ?? null) : await readGroupCounts(ctx.db, kept!));
  if (targets.length > SEGMENTS_MAX) return null;
  if (ctx.rowsRead) {
    const read = new Map<string, Row>();
    for (const { sortValue: _value, groupCounts: _counts, ...row } of targets) read.set(row.id, row as Row);
    ctx.rowsRead.set(target.type, read);
  }
  const byValue = new Map<unknown, string[]>();
  for (const { id, sortValue: value } of targets) {
    if (value === null || value === undefined) continue;
    const ids = byValue.get(value) ?? [];
    ids.push(id);
    byValue.set(value, ids);
  }
  const values = [...byValue.keys()].sort((a, b) => (a === b ? 0 : (a as number | string) < (b as number | string) ? -1 : 1));
  if (first.isDescending) values.reverse();
  const segments: Segment[] = values.map((value) => {
    const ids = byValue.get(value)!;
    return { ids, size: ids.reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0) };
  });
  const placed = new Set(segments.flatMap((segment) => segment.ids!));
  // Rows without a related row, or with one the actor may not read (or without a value): last, either way.
  let rest = 0;
  for (const [id, size] of sizes) if (id === null || !placed.has(id)) rest += size;
  segments.push({ ids: null, size: rest });
  return segments;
}

/**
 * The statement of one segment's part of a page: rows whose to-one is one of `ids` (or, for null,
 * none readable: not one of `placed`), in the rest of the sort, ids first from the index.
 */
export function segmentStatement(
  ctx: EngineContext,
  kind: Kind,
  query: ListQuery,
  where: SQL | undefined,
  segment: { ids: string[] | null; placed: readonly string[] },
  page: { limit: number; offset: number },
  slot?: Slot,
) {
  // Compiled (db/compiled-reads.ts): the ids and the page go in slots named as in `segmentSlots`.
  const value = <T>(name: string, given: T) => (slot ? slot(name) : given);
  const [first, ...rest] = query.sort;
  const key = column(kind, foreignKey(first!.field.split('.')[0]!));
  const id = column(kind, 'id');
  const within = [...orderBy(ctx, kind, rest).slice(0, -1), (query.sort.at(-1)!.isDescending ? desc : asc)(id)];
  const { ids: members, placed } = segment;
  const member: SQL | undefined =
    members === null
      ? placed.length
        ? or(isNull(key), notInArray(key, placed.map((id, i) => value(`p${i}`, id))))
        : undefined
      : members.length === 1
        ? eq(key, value('m0', members[0]!))
        : inArray(key, members.map((id, i) => value(`m${i}`, id)));
  // The segment's page of ids from the index, and their rows, in one statement.
  const ids = ctx.db.select({ id }).from(kind.table).where(and(where, member)).orderBy(...within).limit(value('limit', page.limit)).offset(value('offset', page.offset));
  const fieldset = fieldsetOf(query, kind.type);
  const flags = { ...visibilityColumns(ctx, kind, fieldset, new Set(query.include.keys())).columns(), ...permissionColumns(ctx, kind).columns() };
  return ctx.db.select({ ...readColumns(kind, ctx.actor, fieldset), ...flags }).from(kind.table).where(inArray(id, ids)).orderBy(...within);
}

/** What the page's visibility and permission columns depend on (`visibilityColumns`, `permissionColumns`): part of its key. */
const flagsKey = (ctx: EngineContext, kind: Kind, query: ListQuery) =>
  `${visibilityColumns(ctx, kind, fieldsetOf(query, kind.type), new Set(query.include.keys())).key}:${permissionColumns(ctx, kind).key}`;

/** The slots of a compiled segment statement: its ids and its page. */
function segmentSlots(segment: { ids: string[] | null; placed: readonly string[] }, page: { limit: number; offset: number }) {
  const slots: Record<string, unknown> = { ...page };
  if (segment.ids === null) segment.placed.forEach((id, i) => (slots[`p${i}`] = id));
  else segment.ids.forEach((id, i) => (slots[`m${i}`] = id));
  return slots;
}

/** A page of a list sorted first through a to-one, read segment by segment; null to sort by a join. */
async function segmentedPage(ctx: EngineContext, kind: Kind, query: ListQuery, where: SQL | undefined, whereKey: string | undefined): Promise<Page | null> {
  const [first, ...rest] = query.sort;
  if (!first?.field.includes('.') || rest.some(({ field }) => field.includes('.'))) return null;
  const segments = await segmentsOf(ctx, kind, first, where);
  if (!segments) return null;
  const placed = segments.flatMap((segment) => segment.ids ?? []);
  let offset = (query.page.number - 1) * query.page.size;
  let wanted = query.page.size;
  const rows: Row[] = [];
  for (const segment of segments) {
    if (wanted === 0) break;
    if (offset >= segment.size) {
      offset -= segment.size;
      continue;
    }
    const part = { ids: segment.ids, placed };
    const range = { limit: wanted, offset };
    const shape =
      whereKey &&
      `segment:${whereKey}:${columnsKey(ctx, kind, fieldsetOf(query, kind.type))}:${flagsKey(ctx, kind, query)}:${JSON.stringify(query.sort)}:${part.ids === null ? `rest${placed.length}` : `in${part.ids.length}`}`;
    const found = await compiledRead<Row>(ctx.db, shape, { ...segmentSlots(part, range), ...actorSlot(ctx), ...filterSlots(query) }, (slot) => segmentStatement(ctx, kind, query, where, part, range, slot));
    rows.push(...found);
    wanted -= found.length;
    offset = 0;
  }
  return { rows, total: segments.reduce((sum, segment) => sum + segment.size, 0) };
}

/** The rows of the requested page and the total of the list. */
export async function readPage(ctx: EngineContext, kind: Kind, query: ListQuery, restrict?: SQL): Promise<Page> {
  const segmented = await segmentedPage(ctx, kind, query, listCondition(ctx, kind, query, restrict), listKey(ctx, kind, query, restrict));
  if (segmented) return segmented;
  // Built once per shape: the list's condition, columns and sort (the page in slots).
  const whereKey = listKey(ctx, kind, query, restrict);
  const shape = whereKey && `${whereKey}:${columnsKey(ctx, kind, fieldsetOf(query, kind.type))}:${flagsKey(ctx, kind, query)}:${JSON.stringify(query.sort)}`;
  const { number, size } = query.page;
  // The page and the total in one statement; the total alone only for a page past the end.
  const found = await compiledRead<Row & { [TOTAL]: number }>(ctx.db, shape && `page+total:${shape}`, { limit: size, offset: (number - 1) * size, ...actorSlot(ctx), ...filterSlots(query) }, (slot) =>
    listStatements(ctx, kind, query, restrict, slot).rowsWithTotal,
  );
  if (found.length) return { rows: found.map(({ [TOTAL]: _total, ...row }) => row as Row), total: found[0]![TOTAL] };
  // An empty first page is an empty list.
  if (number === 1 && size > 0) return { rows: [], total: 0 };
  const counted = await compiledRead<{ total: number }>(ctx.db, whereKey && `count:${whereKey}`, { ...actorSlot(ctx), ...filterSlots(query) }, () => listStatements(ctx, kind, query, restrict).count);
  return { rows: [], total: counted[0]!.total };
}

