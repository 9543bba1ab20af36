import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AttributeDefinition, PolymorphicDefinition, Registry, RelationshipDefinition, ResourceDefinition } from '@relais/domain';
import { snakeCase } from '@relais/domain';
import type { SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn, PgColumnBuilderBase, PgTableWithColumns } from 'drizzle-orm/pg-core';
import { listIndexes, localizedIn } from './list-indexes.ts';

// The tables are built at run time from declarations, so their column types are only known as a map.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTable = PgTableWithColumns<any>;

/** A to-many stored in a join table: owner_id → related_id, with the order of the list. */
export interface JoinTable {
  table: AnyTable;
  owner: AnyPgColumn;
  related: AnyPgColumn;
  position: AnyPgColumn;
  /**
   * The owner's creation time, copied into each link (`linkSortKeys`): on a to-many that is a filter
   * of its kind, so that a list filtered by one related row and sorted by creation reads its page
   * from the link index `(related_id, owner_created_at, owner_id)` rather than sorting every linked row.
   */
  ownerCreatedAt?: AnyPgColumn;
}

/**
 * True when the links of `name` carry their owner's creation time: a stored to-many of one type
 * that the kind declares as an exact filter (`filter[categories]=…`).
 */
export const hasSortedLinks = (resource: ResourceDefinition, name: string): boolean => {
  const relationship = resource.relationships[name];
  if (!relationship || relationship.cardinality !== 'many' || !isStored(relationship) || relationship.types) return false;
  return Object.values(resource.filters).some((filter) => filter.kind === 'exact' && filter.field === name);
};

export interface ResourceTables {
  resource: ResourceDefinition;
  table: AnyTable;
  /** Join tables of the stored to-many relationships, by relationship name. */
  joins: Record<string, JoinTable>;
}

/** The JS key of the column that stores a to-one (`page` → `pageId`). */
export const foreignKey = (relationship: string) => `${relationship}Id`;

/** The JS key of the column that stores the type of a polymorphic to-one (`commentable` → `commentableType`). */
export const typeKey = (relationship: string) => `${relationship}Type`;

/** The columns (JS keys) a field of a declaration is stored in: an attribute's, a to-one's id, a polymorphic's type and id. */
export const columnKeys = (resource: ResourceDefinition, field: string): string[] => {
  const relationship = resource.relationships[field];
  if (!relationship) return [field];
  return relationship.types ? [typeKey(field), foreignKey(field)] : [foreignKey(field)];
};

/** True when the relationship has its own storage on this side (column or join table). */
export const isStored = (relationship: RelationshipDefinition) => !relationship.inverse;

function attributeColumn(name: string, attribute: AttributeDefinition): PgColumnBuilderBase {
  const column = snakeCase(name);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let builder: any;
  if (attribute.translatable) builder = jsonb(column);
  else {
    switch (attribute.kind) {
      case 'text':
      case 'richText':
      case 'enum':
        builder = text(column);
        break;
      case 'integer':
      case 'money':
        builder = integer(column);
        break;
      case 'decimal':
        builder = numeric(column, { precision: 14, scale: 4 });
        break;
      case 'boolean':
        builder = boolean(column);
        break;
      case 'date':
        builder = date(column, { mode: 'string' });
        break;
      case 'datetime':
        builder = timestamp(column, { withTimezone: true, mode: 'date' });
        break;
      case 'json':
      case 'stringList':
        builder = jsonb(column);
        break;
    }
  }
  if (!attribute.nullable) builder = builder.notNull();
  if (attribute.defaultValue !== undefined && !attribute.translatable) {
    builder = builder.default(attribute.kind === 'decimal' ? String(attribute.defaultValue) : attribute.defaultValue);
  }
  if (attribute.unique && !attribute.translatable) builder = builder.unique();
  return builder;
}

const idColumn = (resource: ResourceDefinition, name = 'id') => (resource.idKind === 'uuid' ? uuid(name) : text(name));

/**
 * A polymorphic to-one: a type column and an id column (uuid when every target has UUIDs), no
 * foreign key (it would point at one table), and a CHECK that the type is one of the declared ones
 * and that both are set or both null. The engine applies `onDelete` (operations/delete.ts).
 */
function polymorphicColumns(registry: Registry, name: string, relationship: PolymorphicDefinition) {
  const [typeColumn, idName] = [`${snakeCase(name)}_type`, `${snakeCase(name)}_id`];
  const isUuid = relationship.types.every((type) => registry.get(type).idKind === 'uuid');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let [type, id]: any[] = [text(typeColumn), isUuid ? uuid(idName) : text(idName)];
  if (relationship.required) [type, id] = [type.notNull(), id.notNull()];
  const allowed = sql.join(relationship.types.map((t) => sql.raw(`'${t}'`)), sql`, `);
  const [typeSql, idSql] = [sql.identifier(typeColumn), sql.identifier(idName)];
  // `is not null` spelt out: a CHECK that evaluates to null passes, and `null in (…)` is null.
  const rule: SQL = sql`(${typeSql} is null and ${idSql} is null) or (${typeSql} is not null and ${typeSql} in (${allowed}) and ${idSql} is not null)`;
  return { type, id, rule };
}

/** PostgreSQL cuts names at 63 bytes: a longer one keeps its start and a hash of the whole. */
const shortName = (name: string) => (name.length <= 63 ? name : `${name.slice(0, 50)}_${createHash('sha1').update(name).digest('hex').slice(0, 8)}_idx`);

/** Derives every table of the registry: one per kind, plus a join table per stored to-many. */
export function buildResourceTables(registry: Registry): Map<string, ResourceTables> {
  const built = new Map<string, ResourceTables>();
  const tableOf = (type: string) => {
    const entry = built.get(type);
    if (!entry) throw new Error(`No table for ${type}`);
    return entry.table;
  };

  for (const resource of registry.resources) {
    const columns: Record<string, PgColumnBuilderBase> = {
      id: resource.idKind === 'uuid' ? uuid('id').primaryKey().defaultRandom() : text('id').primaryKey(),
    };
    for (const [name, attribute] of Object.entries(resource.attributes)) {
      if (!attribute.computed) columns[name] = attributeColumn(name, attribute);
    }
    const foreignKeys: string[] = [];
    const polymorphic: { name: string; rule: SQL }[] = [];
    for (const [name, relationship] of Object.entries(resource.relationships)) {
      if (relationship.cardinality !== 'one' || !isStored(relationship)) continue;
      if (relationship.types) {
        const { type, id, rule } = polymorphicColumns(registry, name, relationship);
        columns[typeKey(name)] = type;
        columns[foreignKey(name)] = id;
        polymorphic.push({ name, rule });
        continue;
      }
      const target = registry.get(relationship.type);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      let builder: any = idColumn(target, `${snakeCase(name)}_id`).references(() => tableOf(target.type).id as AnyPgColumn, {
        onDelete: relationship.onDelete,
      });
      if (relationship.required) builder = builder.notNull();
      columns[foreignKey(name)] = builder;
      foreignKeys.push(foreignKey(name));
    }
    columns.createdAt = timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
    columns.updatedAt = timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
    if (resource.softDelete) columns.deletedAt = timestamp('deleted_at', { withTimezone: true, mode: 'date' });

    const table = pgTable(resource.table, columns, (t) => [
      ...foreignKeys.map((key) => index(`${resource.table}_${snakeCase(key)}_idx`).on(t[key]!)),
      ...polymorphic.flatMap(({ name, rule }) => [
        index(`${resource.table}_${snakeCase(name)}_idx`).on(t[typeKey(name)]!, t[foreignKey(name)]!),
        check(`${resource.table}_${snakeCase(name)}_type_check`, rule),
      ]),
      ...resource.indexes.map((fields) => {
        const keys = fields.flatMap((field) => columnKeys(resource, field));
        const missing = keys.filter((key) => !t[key]);
        if (missing.length) throw new Error(`${resource.type}: index on unknown field(s) ${missing.join(', ')}.`);
        return index(`${resource.table}_${keys.map(snakeCase).join('_')}_idx`).on(...(keys.map((key) => t[key]!) as unknown as [AnyPgColumn, ...AnyPgColumn[]]));
      }),
      ...listIndexes(resource).map(({ name, parts }) =>
        index(name).on(
          ...(parts.map(({ key, descending, locales }) => {
            const target = locales ? localizedIn(locales, t[key]!) : t[key]!;
            return descending ? (locales ? sql`${target} desc` : t[key]!.desc()) : target;
          }) as unknown as [AnyPgColumn, ...AnyPgColumn[]]),
        ),
      ),
      ...resource.uniqueTogether.map((fields) => {
        const keys = fields.flatMap((field) => columnKeys(resource, field));
        return unique(`${resource.table}_${keys.map(snakeCase).join('_')}_unique`).on(...(keys.map((key) => t[key]!) as unknown as [AnyPgColumn, ...AnyPgColumn[]]));
      }),
    ]) as AnyTable;
    built.set(resource.type, { resource, table, joins: {} });
  }

  for (const resource of registry.resources) {
    const entry = built.get(resource.type)!;
    for (const [name, relationship] of Object.entries(resource.relationships)) {
      if (relationship.cardinality !== 'many' || !isStored(relationship) || relationship.types) continue;
      const target = registry.get(relationship.type);
      const joinName = `${resource.table}_${snakeCase(name)}`;
      const sorted = hasSortedLinks(resource, name);
      const table = pgTable(
        joinName,
        {
          ownerId: idColumn(resource, 'owner_id').notNull().references(() => entry.table.id as AnyPgColumn, { onDelete: 'cascade' }),
          relatedId: idColumn(target, 'related_id').notNull().references(() => tableOf(target.type).id as AnyPgColumn, { onDelete: 'cascade' }),
          position: integer('position').notNull().default(0),
          // Filled by a trigger (db/link-sort-keys.ts): no writer sets it.
          ...(sorted ? { ownerCreatedAt: timestamp('owner_created_at', { withTimezone: true, mode: 'date' }).notNull() } : {}),
        },
        (t) => [
          primaryKey({ columns: [t.ownerId, t.relatedId] }),
          sorted ? index(shortName(`${joinName}_related_created_idx`)).on(t.relatedId, t.ownerCreatedAt!, t.ownerId) : index(`${joinName}_related_idx`).on(t.relatedId),
        ],
      ) as AnyTable;
      entry.joins[name] = { table, owner: table.ownerId, related: table.relatedId, position: table.position, ...(sorted ? { ownerCreatedAt: table.ownerCreatedAt } : {}) };
    }
  }
  return built;
}
