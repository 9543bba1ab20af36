import { getTableColumns } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AttributeDefinition, RelationshipDefinition, ResourceDefinition } from '@relais/domain';
import { isTimestamp } from '@relais/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { targetTypes } from '@relais/domain';
import { foreignKey, typeKey } from '../db/resource-tables.ts';
import { localizedIn } from '../db/list-indexes.ts';
import type { Actor } from '../auth/actor.ts';
import type { Row } from '../policies/types.ts';
import type { Kind } from './catalog.ts';
import type { EngineContext } from './context.ts';
import { availableKind } from './context.ts';

/** Attributes the engine adds to every kind; the registry reserves their names. */
export const TRANSLATION_ATTRIBUTES = ['translations', 'otherTranslationsLocales'] as const;

export const timestampsOf = (resource: ResourceDefinition): string[] =>
  resource.softDelete ? ['createdAt', 'updatedAt', 'deletedAt'] : ['createdAt', 'updatedAt'];

/** Declared attributes a client may ever read: everything but the hidden ones. */
export const readableAttributes = (resource: ResourceDefinition): [string, AttributeDefinition][] =>
  Object.entries(resource.attributes).filter(([, attribute]) => !attribute.hidden);

/** Attributes of a kind the policy hides from this actor (`hiddenAttributes`). */
export const hiddenFor = (kind: Kind, actor: Actor): ReadonlySet<string> => new Set(kind.policy.hiddenAttributes?.(actor) ?? []);

const NONE: ReadonlySet<string> = new Set();

/** Attributes and relationships this actor does not read on rows other than their own (`othersRead`). */
export function hiddenOnOthers(kind: Kind, actor: Actor): ReadonlySet<string> {
  const read = kind.policy.othersRead?.(actor);
  if (!read) return NONE;
  const names = [...readableAttributes(kind.resource).map(([name]) => name), ...Object.keys(kind.resource.relationships)];
  return new Set(names.filter((name) => !read.includes(name)));
}

/** Fields this actor may not filter, sort or include by: those hidden from them on any row. */
export const unqueryableFor = (kind: Kind, actor: Actor): ReadonlySet<string> => new Set([...hiddenFor(kind, actor), ...hiddenOnOthers(kind, actor)]);

export const hasTranslations = (resource: ResourceDefinition) => Object.values(resource.attributes).some((a) => a.translatable && !a.hidden);

/** Every name `fields[type]` accepts for a kind. */
export function fieldNames(resource: ResourceDefinition): Set<string> {
  return new Set([
    ...readableAttributes(resource).map(([name]) => name),
    ...timestampsOf(resource),
    ...(hasTranslations(resource) ? TRANSLATION_ATTRIBUTES : []),
    ...Object.keys(resource.relationships),
  ]);
}

/** A relationship stored on this side as a column (`pageId`). */
export const isStoredToOne = (relationship: RelationshipDefinition) => relationship.cardinality === 'one' && !relationship.inverse;

/** The kinds a relationship reaches for this actor: its target, or the available ones of a polymorphic to-one. */
export const availableTargets = (ctx: EngineContext, relationship: RelationshipDefinition): Kind[] =>
  targetTypes(relationship).flatMap((type) => availableKind(ctx, type) ?? []);

/** The type and id a row's stored to-one (polymorphic or not) points at, or null when unset. */
export function linkOf(row: Row, name: string, relationship: RelationshipDefinition): { type: string; id: string } | null {
  const id = row[foreignKey(name)];
  const type = relationship.types ? row[typeKey(name)] : relationship.type;
  return typeof id === 'string' && typeof type === 'string' ? { type, id } : null;
}

export const column = (kind: Kind, key: string): AnyPgColumn => {
  const found = kind.table[key] as AnyPgColumn | undefined;
  if (!found) throw new Error(`${kind.type} has no column "${key}".`);
  return found;
};

/** The locales a translatable value is read in, best first. */
export function readingLocales(ctx: Pick<EngineContext, 'locale' | 'defaultLocale'>): string[] {
  return [...new Set([ctx.locale, ctx.defaultLocale ?? 'en', 'en'])];
}

/**
 * A translatable column as the reader sees it: their locale, else the default, else English. The
 * locales are written as literals (they are the fixed codes of LOCALES), so that a sort matches the
 * expression indexes derived for it (db/list-indexes.ts).
 */
export function localized(ctx: Pick<EngineContext, 'locale' | 'defaultLocale'>, jsonColumn: AnyPgColumn | SQL): SQL {
  return localizedIn(readingLocales(ctx), jsonColumn);
}


/**
 * The SQL expression of a field usable in filters and sorts: an attribute (in the reader's locale
 * when translatable), a timestamp, the id, or the column of a stored to-one.
 */
export function fieldExpression(ctx: EngineContext, kind: Kind, field: string): SQL | AnyPgColumn {
  const attribute = kind.resource.attributes[field];
  if (attribute) return attribute.translatable ? localized(ctx, column(kind, field)) : column(kind, field);
  if (isTimestamp(field) || field === 'id') return column(kind, field);
  const relationship = kind.resource.relationships[field];
  if (relationship && isStoredToOne(relationship)) return column(kind, foreignKey(field));
  throw new Error(`${kind.type}.${field} cannot be used in SQL.`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Readable ids of reference data: `main`, `app_admin`, `member_level_1`, `en`. */
const READABLE_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/** Whether a string can be an id of the kind; a malformed id is a row that does not exist. */
export const isValidId = (resource: ResourceDefinition, id: string) => (resource.idKind === 'uuid' ? UUID : READABLE_ID).test(id);

/** Texts declared longer than this many characters are read only when they are sent. */
const LONG_TEXT = 1000;

/**
 * Whether a column is worth leaving out of a read that does not send it: translatable values (every
 * language), json, lists, rich text and long text. The short scalar columns are always read: row
 * checks (`show`, `update` behind `canEdit` and `translations`) and computed hooks read them.
 */
const isBulky = (attribute: AttributeDefinition) =>
  attribute.translatable ||
  attribute.kind === 'json' ||
  attribute.kind === 'stringList' ||
  attribute.kind === 'richText' ||
  (attribute.kind === 'text' && (attribute.max === undefined || attribute.max > LONG_TEXT));

/**
 * The columns a list, include, related or single read selects for an actor and a fieldset
 * (`fields[type]`): every column but the bulky ones the answer will not send, and the values the
 * kind's hooks read beside its rows (`besideRow`) when the fieldset asks for what they compute.
 * `null`: only what row checks and linkage need (no bulky column at all). Writes keep whole rows.
 */
export function readColumns(kind: Kind, actor: Actor, fieldset: ReadonlySet<string> | undefined | null): Record<string, AnyPgColumn | SQL> {
  const hidden = hiddenFor(kind, actor);
  const wantsTranslations = fieldset !== null && (!fieldset || fieldset.has('translations') || fieldset.has('otherTranslationsLocales'));
  const selected: Record<string, AnyPgColumn | SQL> = {};
  for (const [key, value] of Object.entries(getTableColumns(kind.table) as Record<string, AnyPgColumn>)) {
    const attribute = kind.resource.attributes[key];
    if (attribute && isBulky(attribute)) {
      const sent = fieldset !== null && (!fieldset || fieldset.has(key)) && !attribute.hidden && !hidden.has(key);
      if (!sent && !(attribute.translatable && wantsTranslations)) continue;
    }
    selected[key] = value;
  }
  if (readsBeside(kind, fieldset)) Object.assign(selected, kind.hooks.besideRow!.columns(kind.table as unknown as Record<string, AnyPgColumn>));
  return selected;
}

/** Whether a read with this fieldset selects the kind's `besideRow` values. */
const readsBeside = (kind: Kind, fieldset: ReadonlySet<string> | undefined | null) => {
  const beside = kind.hooks.besideRow;
  return !!beside && fieldset !== null && (!fieldset || beside.for.some((name) => fieldset.has(name)));
};

/** What `readColumns` depends on besides the kind (the fieldset, the attributes hidden from the actor): part of a compiled read's key. */
export const columnsKey = (ctx: Pick<EngineContext, 'actor'>, kind: Kind, fieldset: ReadonlySet<string> | undefined | null) =>
  `${fieldset === null ? '-' : fieldset ? [...fieldset].join(',') : '*'}:${[...hiddenFor(kind, ctx.actor)].join(',')}${readsBeside(kind, fieldset) ? ':beside' : ''}`;
