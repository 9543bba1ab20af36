import { registry } from '@relais/domain';
import type { Registry, ResourceDefinition } from '@relais/domain';
import type { JoinTable, ResourceTables, AnyTable } from '../db/resource-tables.ts';
import { resourceTables } from '../db/schema.ts';
import type { ResourcePolicy } from '../policies/types.ts';
import type { ResourceHooks } from '../resources/hooks.ts';
import { hooksFor, policyFor } from '../resources/index.ts';

/**
 * Everything the engine knows about the kinds it serves. The application uses `defaultCatalog`;
 * a test can serve a kind of its own (a soft-deletable one, say) without touching the registry.
 */
export interface Catalog {
  registry: Registry;
  tables: ReadonlyMap<string, ResourceTables>;
  policyFor(type: string): ResourcePolicy;
  hooksFor(type: string): ResourceHooks;
}

export const defaultCatalog: Catalog = { registry, tables: resourceTables, policyFor, hooksFor };

/** One kind with all it needs at hand: declaration, tables, policy and hooks. */
export interface Kind {
  type: string;
  resource: ResourceDefinition;
  table: AnyTable;
  joins: Readonly<Record<string, JoinTable>>;
  policy: ResourcePolicy;
  hooks: ResourceHooks;
}

/** The kind of a type, or undefined when the catalog does not declare it. */
export function kindIn(catalog: Catalog, type: string): Kind | undefined {
  const resource = catalog.registry.find(type);
  const tables = catalog.tables.get(type);
  if (!resource || !tables) return undefined;
  return { type, resource, table: tables.table, joins: tables.joins, policy: catalog.policyFor(type), hooks: catalog.hooksFor(type) };
}
