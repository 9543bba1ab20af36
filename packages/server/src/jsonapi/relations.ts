import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { foreignKey, typeKey } from '../db/resource-tables.ts';
import type { Row } from '../policies/types.ts';
import type { Kind } from './catalog.ts';
import type { EngineContext } from './context.ts';
import { availableKind, requireKind } from './context.ts';
import { compiledRead } from '../db/compiled-reads.ts';
import { actorSlot, visibilityColumns, visibleKey, visibleRows } from './visibility.ts';
import { orderBy } from './sort.ts';
import { column, columnsKey, hiddenOnOthers, isStoredToOne, linkOf, readColumns } from './fields.ts';
import type { SortField } from './query.ts';

export interface RelatedRows {
  target: Kind;
  /** The related rows the actor may see, each once. */
  rows: Row[];
  /** Owner id → ids of its related rows, in the relationship's order. */
  byOwner: Map<string, string[]>;
  /** Ids of the target kind this read asked for by id (stored to-ones): those absent from `rows` are ones the actor may not read. */
  checked?: readonly string[];
}

export const defaultSortOf = (kind: Kind): SortField[] =>
  kind.resource.defaultSort.map((entry) => ({ field: entry.replace(/^-/, ''), isDescending: entry.startsWith('-') }));

/**
 * Where a relationship is stored, seen from its owner: a column here, a join table here, or the
 * other side's column or join table (an inverse).
 */
function storageOf(ctx: EngineContext, kind: Kind, name: string) {
  const relationship = kind.resource.relationships[name]!;
  if (relationship.types) throw new Error(`${kind.type}.${name} is polymorphic: read it with loadPolymorphic.`);
  const target = requireKind(ctx, relationship.type);
  if (isStoredToOne(relationship)) return { target, kind: 'column' as const };
  if (!relationship.inverse) return { target, kind: 'join' as const, join: kind.joins[name]! };
  const inverse = target.resource.relationships[relationship.inverse]!;
  if (isStoredToOne(inverse)) {
    const key = foreignKey(relationship.inverse);
    // The inverse of a polymorphic to-one (a post's comments) also matches the owner's type.
    const ofType = inverse.types ? eq(column(target, typeKey(relationship.inverse)), kind.type) : undefined;
    return { target, kind: 'inverseColumn' as const, key, column: column(target, key), ofType };
  }
  return { target, kind: 'inverseJoin' as const, join: target.joins[relationship.inverse]! };
}

/** Rows of a kind by id, as the actor may read them (the kind's read rule, compiled to SQL). One statement, whatever the number of ids. */
export async function readableRows(ctx: EngineContext, target: Kind, ids: readonly string[]): Promise<Row[]> {
  if (!ids.length) return [];
  return (await ctx.db.select().from(target.table).where(and(inArray(column(target, 'id'), [...ids]), visibleRows(ctx, target)))) as Row[];
}

/**
 * The ids among `ids` of rows the actor may read (the same rule as `readableRows`), reading the ids
 * alone: one statement built once per shape (the kind, the actor's read rule, the number of ids).
 */
export async function readableIds(ctx: EngineContext, target: Kind, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const id = column(target, 'id');
  const slots = { ...Object.fromEntries(ids.map((value, i) => [`i${i}`, value])), ...actorSlot(ctx) };
  const rows = await compiledRead<{ id: string }>(ctx.db, `readable:${visibleKey(ctx, target)}:${ids.length}`, slots, (slot) =>
    ctx.db
      .select({ id })
      .from(target.table)
      .where(and(inArray(id, ids.map((_, i) => slot(`i${i}`))), visibleRows(ctx, target))),
  );
  return rows.map((row) => row.id);
}

/** The slots of a compiled read of related rows: the owners' ids (`o0`…) and the reader. */
const ownerSlots = (ctx: EngineContext, ownerIds: readonly string[]) => ({ ...Object.fromEntries(ownerIds.map((id, i) => [`o${i}`, id])), ...actorSlot(ctx) });

function group(pairs: readonly { owner: string; row: Row }[]): Pick<RelatedRows, 'rows' | 'byOwner'> {
  const rows = new Map<string, Row>();
  const byOwner = new Map<string, string[]>();
  for (const { owner, row } of pairs) {
    rows.set(row.id, row);
    const list = byOwner.get(owner) ?? [];
    if (!list.includes(row.id)) list.push(row.id);
    byOwner.set(owner, list);
  }
  return { rows: [...rows.values()], byOwner };
}

type Pair = { owner: string; row: Row };
/** The key the owner's id is selected under beside a related row's columns (no column is named so). */
const OWNER = '\u0000owner';
type Pairs = { pairs: Pair[]; checked?: readonly string[] };

/** The rows among `ids` of a stored to-one's target kind that the actor may read, by id: one statement built once per shape. */
async function readToOneTargets(ctx: EngineContext, target: Kind, ids: readonly string[], fieldset: Fieldset): Promise<Map<string, Row>> {
  const flags = visibilityColumns(ctx, target, fieldset);
  // Built once per shape (the kind, the actor's read rule, the columns, the number of ids).
  const shape = `include:${visibleKey(ctx, target)}:${columnsKey(ctx, target, fieldset)}:${flags.key}:${ids.length}`;
  const slots = { ...Object.fromEntries(ids.map((id, i) => [`i${i}`, id])), ...actorSlot(ctx) };
  const rows = await compiledRead<Row>(ctx.db, shape, slots, (slot) =>
    ctx.db
      .select({ ...readColumns(target, ctx.actor, fieldset), ...flags.columns() })
      .from(target.table)
      .where(and(inArray(column(target, 'id'), ids.map((_, i) => slot(`i${i}`))), visibleRows(ctx, target))),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The target rows of several stored to-ones of the owners towards the same kind (a command's
 * billing and shipping addresses), read once for all of them: name → the shared read. A to-one
 * alone towards its kind is not in the map (its own read serves it).
 */
export function sharedToOneReads(ctx: EngineContext, kind: Kind, names: readonly string[], owners: readonly Row[], fieldsetOf: (type: string) => Fieldset): Map<string, Promise<Map<string, Row>>> {
  const byType = new Map<string, string[]>();
  for (const name of names) {
    const relationship = kind.resource.relationships[name]!;
    if (relationship.types || !isStoredToOne(relationship)) continue;
    byType.set(relationship.type, [...(byType.get(relationship.type) ?? []), name]);
  }
  const reads = new Map<string, Promise<Map<string, Row>>>();
  for (const [type, sharing] of byType) {
    if (sharing.length < 2 || ctx.rowsRead?.has(type)) continue;
    const ids = [...new Set(sharing.flatMap((name) => owners.map((owner) => owner[foreignKey(name)]).filter((id): id is string => typeof id === 'string')))];
    const read = ids.length ? readToOneTargets(ctx, requireKind(ctx, type), ids, fieldsetOf(type)) : Promise.resolve(new Map<string, Row>());
    for (const name of sharing) reads.set(name, read);
  }
  return reads;
}

/** One query: each visible related row with the owner it belongs to. */
async function relatedPairs(
  ctx: EngineContext,
  kind: Kind,
  storage: ReturnType<typeof storageOf>,
  name: string,
  owners: readonly Row[],
  fieldset: Fieldset,
  preloaded?: ReadonlyMap<string, Row>,
): Promise<Pairs> {
  const { target } = storage;
  // Built only when a shape is compiled.
  // Beside each related row, whether the reader may read its own to-ones' targets (visibility.ts `visibilityColumns`).
  const flags = visibilityColumns(ctx, target, fieldset);
  const columns = () => ({ ...readColumns(target, ctx.actor, fieldset), ...flags.columns() });
  const ownerIds = owners.map((row) => row.id);
  const visible = () => visibleRows(ctx, target);
  switch (storage.kind) {
    case 'column': {
      const key = foreignKey(name);
      const ids = [...new Set(owners.map((row) => row[key]).filter((id): id is string => typeof id === 'string'))];
      if (!ids.length) return { pairs: [] };
      // This read has the target kind's readable rows already, whole (a sort through this to-one, or
      // the other to-ones towards the same kind): a row absent from them is one the actor may not read.
      const rows = preloaded ?? ctx.rowsRead?.get(target.type) ?? (await readToOneTargets(ctx, target, ids, fieldset));
      return { pairs: owners.filter((owner) => rows.has(owner[key] as string)).map((owner) => ({ owner: owner.id, row: rows.get(owner[key] as string)! })), checked: ids };
    }
    case 'inverseColumn': {
      // Built once per shape (the relationship, the target's read rule, the columns, the number of owners).
      const shape = `inverse:${kind.type}:${name}:${visibleKey(ctx, target)}:${columnsKey(ctx, target, fieldset)}:${flags.key}:${ownerIds.length}`;
      const rows = await compiledRead<Row>(ctx.db, shape, ownerSlots(ctx, ownerIds), (slot) =>
        ctx.db
          .select(columns())
          .from(target.table)
          .where(and(inArray(storage.column, ownerIds.map((_, i) => slot(`o${i}`))), storage.ofType, visible()))
          .orderBy(...orderBy(ctx, target, defaultSortOf(target))),
      );
      return { pairs: rows.map((row) => ({ owner: row[storage.key] as string, row })) };
    }
    case 'join':
    case 'inverseJoin': {
      const { join } = storage;
      // Seen from the inverse side, the join table's owner is the related row and the other way round;
      // its position orders the other side's lists, so the inverse side follows the target's default sort.
      const isInverse = storage.kind === 'inverseJoin';
      const [ownerColumn, targetColumn] = isInverse ? [join.related, join.owner] : [join.owner, join.related];
      // Built once per shape, as above; the owner's id comes beside the row's columns (a flat selection).
      const shape = `join:${kind.type}:${name}:${visibleKey(ctx, target)}:${columnsKey(ctx, target, fieldset)}:${flags.key}:${ownerIds.length}`;
      const found = await compiledRead<Row & { [OWNER]: string }>(ctx.db, shape, ownerSlots(ctx, ownerIds), (slot) =>
        ctx.db
          .select({ ...columns(), [OWNER]: ownerColumn })
          .from(join.table)
          .innerJoin(target.table, eq(targetColumn, column(target, 'id')))
          .where(and(inArray(ownerColumn, ownerIds.map((_, i) => slot(`o${i}`))), visible()))
          .orderBy(...(isInverse ? [] : [asc(join.position)]), ...orderBy(ctx, target, defaultSortOf(target))),
      );
      return {
        pairs: found.map(({ [OWNER]: owner, ...row }) => ({ owner, row: row as Row })),
      };
    }
  }
}

/**
 * The related rows of many owners in one query, whatever their number: this is what keeps lists
 * with `include` free of N+1. Rows pass the target's `read` rule in SQL.
 */
/**
 * What a read of related rows sends of them: a fieldset (`fields[type]`; undefined: everything),
 * or null for linkage only. It decides which bulky columns are read (`readColumns`).
 */
export type Fieldset = ReadonlySet<string> | undefined | null;

export async function loadRelated(
  ctx: EngineContext,
  kind: Kind,
  name: string,
  owners: readonly Row[],
  fieldset: Fieldset = undefined,
  /** A stored to-one's readable targets, read already (`sharedToOneReads`). */
  preloaded?: ReadonlyMap<string, Row>,
): Promise<RelatedRows> {
  const storage = storageOf(ctx, kind, name);
  const { target } = storage;
  // A relationship the actor reads only on their own row (`othersRead`) is not read for anyone else's.
  const showing = hiddenOnOthers(kind, ctx.actor).has(name) ? owners.filter((owner) => owner.id === ctx.actor.userId) : owners;
  if (!showing.length) return { target, rows: [], byOwner: new Map() };
  const { pairs, checked } = await relatedPairs(ctx, kind, storage, name, showing, fieldset, preloaded);
  return { target, ...group(pairs), ...(checked ? { checked } : {}) };
}

/** Rows of the target kind related to one owner, as a condition on the target's table. */
export function relatedCondition(ctx: EngineContext, kind: Kind, name: string, ownerId: string): { target: Kind; condition: SQL } {
  const storage = storageOf(ctx, kind, name);
  const { target } = storage;
  const id = column(target, 'id');
  switch (storage.kind) {
    case 'column':
      throw new Error('A stored to-one is read from its column.');
    case 'inverseColumn':
      return { target, condition: and(eq(storage.column, ownerId), storage.ofType)! };
    case 'join':
      return { target, condition: inArray(id, ctx.db.select({ id: storage.join.related }).from(storage.join.table).where(eq(storage.join.owner, ownerId))) };
    case 'inverseJoin':
      return { target, condition: inArray(id, ctx.db.select({ id: storage.join.owner }).from(storage.join.table).where(eq(storage.join.related, ownerId))) };
  }
}

/**
 * The targets of a polymorphic to-one for many owners: one statement per target type present
 * among them (never one per row), each with that kind's read rules. Types the actor cannot reach,
 * and rows they may not read or that no longer exist, are left out.
 */
export async function loadPolymorphic(ctx: EngineContext, kind: Kind, name: string, owners: readonly Row[]): Promise<RelatedRows[]> {
  const relationship = kind.resource.relationships[name]!;
  const idsByType = new Map<string, Set<string>>();
  for (const owner of owners) {
    const link = linkOf(owner, name, relationship);
    if (!link) continue;
    idsByType.set(link.type, (idsByType.get(link.type) ?? new Set()).add(link.id));
  }
  const loaded: RelatedRows[] = [];
  for (const [type, ids] of idsByType) {
    const target = availableKind(ctx, type);
    if (!target) continue;
    const rows = new Map((await readableRows(ctx, target, [...ids])).map((row) => [row.id, row]));
    const pairs = owners.flatMap((owner) => {
      const link = linkOf(owner, name, relationship);
      return link?.type === type && rows.has(link.id) ? [{ owner: owner.id, row: rows.get(link.id)! }] : [];
    });
    loaded.push({ target, ...group(pairs), checked: [...ids] });
  }
  return loaded;
}
