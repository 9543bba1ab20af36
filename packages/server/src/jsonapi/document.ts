import type { Row } from '../policies/types.ts';
import type { Kind } from './catalog.ts';
import { seeTranslationsRule, rowsAllowed } from '../policies/checks.ts';
import { tablesIn, visibleFlag } from './visibility.ts';
import type { EngineContext } from './context.ts';
import { availableKind } from './context.ts';
import { hasTranslations, isStoredToOne, linkOf, readableAttributes } from './fields.ts';
import type { IncludeTree, ReadQuery } from './query.ts';
import { fieldsetOf } from './query.ts';
import { documentPermissions, permissionFlags } from './permissions.ts';
import { loadPolymorphic, loadRelated, readableIds, sharedToOneReads } from './relations.ts';
import type { Linkage, ResourceObject, SerializationPlan } from './serialize.ts';
import { serializationPlan, serializeRow } from './serialize.ts';

export const JSONAPI_VERSION = { version: '1.1' } as const;

export interface TopLevel {
  data?: ResourceObject | ResourceObject[] | Linkage;
  included?: ResourceObject[];
  links?: Record<string, string | null>;
  meta?: Record<string, unknown>;
  jsonapi: typeof JSONAPI_VERSION;
}

const keyOf = (type: string, id: string) => `${type}:${id}`;

interface Loaded {
  kind: Kind;
  row: Row;
}

/** What `include` brought: rows by type+id, and the linkage of each row's included relationships. */
interface Compound {
  rows: Map<string, Loaded>;
  linkage: Map<string, Map<string, Linkage>>;
  /** `type:id` of the rows the includes asked for by id: those not in `rows` are ones the actor may not read. */
  checked: Set<string>;
}

/**
 * One query per relationship and level of the include tree, never one per row (a polymorphic
 * to-one costs one per target type present); the relationships of one level are read together
 * (one round trip), then merged in the order of the tree.
 */
async function loadIncludes(ctx: EngineContext, query: ReadQuery, kind: Kind, owners: readonly Row[], tree: IncludeTree, into: Compound): Promise<void> {
  const entries = [...tree];
  const shared = sharedToOneReads(ctx, kind, entries.map(([name]) => name), owners, (type) => fieldsetOf(query, type));
  const loaded = await Promise.all(
    entries.map(async ([name]) => {
      const relationship = kind.resource.relationships[name]!;
      if (relationship.types) return loadPolymorphic(ctx, kind, name, owners);
      return [await loadRelated(ctx, kind, name, owners, fieldsetOf(query, relationship.type), await shared.get(name))];
    }),
  );
  for (const [i, [name, subtree]] of entries.entries()) {
    const relationship = kind.resource.relationships[name]!;
    for (const related of loaded[i]!) {
      if (!isStoredToOne(relationship)) {
        for (const owner of owners) {
          const ids = related.byOwner.get(owner.id) ?? [];
          const identifiers = ids.map((id) => ({ type: related.target.type, id }));
          const linkage = relationship.cardinality === 'many' ? identifiers : (identifiers[0] ?? null);
          const key = keyOf(kind.type, owner.id);
          if (!into.linkage.has(key)) into.linkage.set(key, new Map());
          into.linkage.get(key)!.set(name, linkage);
        }
      }
      for (const row of related.rows) into.rows.set(keyOf(related.target.type, row.id), { kind: related.target, row });
      for (const id of related.checked ?? []) into.checked.add(keyOf(related.target.type, id));
      // Below a polymorphic to-one, a path goes on from the target kinds that declare it (query.ts).
      const below = new Map([...subtree].filter(([next]) => Object.hasOwn(related.target.resource.relationships, next)));
      if (below.size) await loadIncludes(ctx, query, related.target, related.rows, below, into);
    }
  }
}

/** Computed attributes of every row of the document, one hook call per kind. */
async function computeAll(ctx: EngineContext, query: ReadQuery, all: readonly Loaded[]) {
  const byType = new Map<string, Loaded[]>();
  for (const entry of all) {
    const entries = byType.get(entry.kind.type);
    if (entries) entries.push(entry);
    else byType.set(entry.kind.type, [entry]);
  }
  const computed = new Map<string, Record<string, unknown>>();
  // One hook call per kind, the kinds together.
  const results = await Promise.all(
    [...byType].map(async ([type, entries]) => {
      const kind = entries[0]!.kind;
      const fieldset = fieldsetOf(query, type);
      const wanted = readableAttributes(kind.resource).some(([name, a]) => a.computed && (!fieldset || fieldset.has(name)));
      if (!wanted || !kind.hooks.computed) return undefined;
      const asks = (name: string) => !fieldset || fieldset.has(name);
      return { type, values: await kind.hooks.computed({ db: ctx.db, actor: ctx.actor, resource: kind.resource, locale: ctx.locale, features: ctx.features, rows: entries.map((e) => e.row), asks }) };
    }),
  );
  for (const result of results) if (result) for (const [id, record] of result.values) computed.set(keyOf(result.type, id), record);
  return computed;
}

/**
 * Stored to-one targets the actor may see, as `type:id` keys. A target they may not see is linked
 * as `null`, as the relationship endpoint answers: its id alone would tell that the row exists.
 * Primary and included rows passed the same checks, and so did the rows the includes asked for
 * (`checked`: those not read are not readable); the others cost one query per target kind (their
 * ids alone, the kinds together).
 */
async function visibleTargets(ctx: EngineContext, query: ReadQuery, all: readonly Loaded[], checked: ReadonlySet<string>): Promise<Set<string>> {
  const visible = new Set(all.map(({ kind, row }) => keyOf(kind.type, row.id)));
  const wanted = new Map<string, { target: Kind; ids: Set<string> }>();
  for (const { kind, row } of all) {
    const fieldset = fieldsetOf(query, kind.type);
    for (const [name, relationship] of Object.entries(kind.resource.relationships)) {
      if (!isStoredToOne(relationship) || (fieldset && !fieldset.has(name))) continue;
      const link = linkOf(row, name, relationship);
      if (!link || visible.has(keyOf(link.type, link.id)) || checked.has(keyOf(link.type, link.id))) continue;
      // Read beside the row (visibility.ts `visibilityColumns`).
      const flag = row[visibleFlag(name)];
      if (typeof flag === 'boolean') {
        if (flag) visible.add(keyOf(link.type, link.id));
        continue;
      }
      const target = availableKind(ctx, link.type);
      if (!target) continue;
      const entry = wanted.get(target.type) ?? { target, ids: new Set<string>() };
      entry.ids.add(link.id);
      wanted.set(target.type, entry);
    }
  }
  const found = await Promise.all([...wanted.values()].map(({ target, ids }) => readableIds(ctx, target, [...ids]).then((readable) => ({ target, readable }))));
  for (const { target, readable } of found) for (const id of readable) visible.add(keyOf(target.type, id));
  return visible;
}

/**
 * Rows whose `translations` the actor may read, as `type:id` keys: the policy's `seeTranslations`
 * rule, for the kinds whose fieldset asks for them (decided on the rows, or one query per kind).
 */
async function translationReaders(ctx: EngineContext, query: ReadQuery, all: readonly Loaded[]): Promise<Set<string>> {
  const byType = new Map<string, { kind: Kind; rows: Row[] }>();
  for (const { kind, row } of all) {
    const fieldset = fieldsetOf(query, kind.type);
    if (!hasTranslations(kind.resource) || (fieldset && !fieldset.has('translations'))) continue;
    const entry = byType.get(kind.type) ?? { kind, rows: [] };
    entry.rows.push(row);
    byType.set(kind.type, entry);
  }
  const keys = new Set<string>();
  const allowed = await Promise.all(
    [...byType.values()].map(async ({ kind, rows }) => ({ kind, ids: await rowsAllowed(ctx.db, kind, seeTranslationsRule(kind.policy)(ctx.actor), rows, tablesIn(ctx)) })),
  );
  for (const { kind, ids } of allowed) for (const id of ids) keys.add(keyOf(kind.type, id));
  return keys;
}

/**
 * The primary data and `included` of a document. Included resources are unique by type and id and
 * never repeat a primary resource. Each resource, primary or included, carries what the reader may
 * do with it (`meta.permissions`, jsonapi/permissions.ts), and a kind declaring `canEdit` /
 * `canDelete` gets them from those permissions unless its own hook decides them.
 */
export async function renderResources(
  ctx: EngineContext,
  kind: Kind,
  primary: readonly Row[],
  query: ReadQuery,
): Promise<{ data: ResourceObject[]; included: ResourceObject[] | undefined }> {
  const compound: Compound = { rows: new Map(), linkage: new Map(), checked: new Set() };
  if (query.include.size) await loadIncludes(ctx, query, kind, primary, query.include, compound);
  const primaryKeys = new Set(primary.map((row) => keyOf(kind.type, row.id)));
  const included = [...compound.rows.entries()].filter(([key]) => !primaryKeys.has(key)).map(([, entry]) => entry);
  const all = [...primary.map((row) => ({ kind, row })), ...compound.rows.values()];
  // Independent reads of the loaded rows: sent together.
  const [computed, targets, translationKeys, permissions] = await Promise.all([
    computeAll(ctx, query, [...primary.map((row) => ({ kind, row })), ...included]),
    visibleTargets(ctx, query, all, compound.checked),
    translationReaders(ctx, query, all),
    documentPermissions(ctx, all),
  ]);
  const plans = new Map<string, SerializationPlan>();
  const render = ({ kind: of, row }: Loaded) => {
    let plan = plans.get(of.type);
    if (!plan) plans.set(of.type, (plan = serializationPlan(ctx, of, fieldsetOf(query, of.type))));
    const key = keyOf(of.type, row.id);
    const granted = permissions.get(key);
    return serializeRow(plan, row, {
      computed: { ...permissionFlags(of, granted), ...computed.get(key) },
      linkage: compound.linkage.get(key),
      isVisible: (type, id) => targets.has(keyOf(type, id)),
      seesTranslations: translationKeys.has(key),
      permissions: granted,
    });
  };
  return {
    data: primary.map((row) => render({ kind, row })),
    included: query.include.size ? included.map((entry) => render(entry)) : undefined,
  };
}

/** A document whose primary data is one resource (or null). */
export async function singleDocument(ctx: EngineContext, kind: Kind, row: Row | null, query: ReadQuery, links: Record<string, string>): Promise<TopLevel> {
  const { data, included } = await renderResources(ctx, kind, row ? [row] : [], query);
  return { data: data[0] ?? null, ...(included ? { included } : {}), links, jsonapi: JSONAPI_VERSION };
}

