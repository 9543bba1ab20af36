import type { FeatureSet, Registry, ResourceDefinition, ResourcePermissions } from '@relais/domain';
import type { Actor } from '../auth/actor.ts';
import type { Executor } from '../db/client.ts';
import type { Row } from '../policies/types.ts';
import type { JoinTable, ResourceTables, AnyTable } from '../db/resource-tables.ts';
import type { ResourcePolicy } from '../policies/types.ts';
import type { ResourceHooks } from '../resources/hooks.ts';

/**
 * Everything the engine knows about the kinds it serves, given to it in each context: the
 * application's is `appCatalog` (`resources/catalog.ts`, the registry with each area's policies and
 * hooks); a test can serve a kind of its own (a soft-deletable one, say) without touching the registry.
 * The engine imports no kind.
 */
export interface Catalog {
  registry: Registry;
  tables: ReadonlyMap<string, ResourceTables>;
  policyFor(type: string): ResourcePolicy;
  hooksFor(type: string): ResourceHooks;
  /**
   * What else the reader may do with loaded rows beyond the policy's four actions (comment, like…),
   * by id; answered by the areas that own those actions, in at most one statement per kind.
   */
  morePermissions?(ctx: MorePermissionsContext, kind: Kind, rows: readonly Row[]): Promise<Map<string, Partial<ResourcePermissions>>>;
}

/** What `morePermissions` reads of the request. */
export interface MorePermissionsContext {
  db: Executor;
  actor: Actor;
  features: FeatureSet;
}

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
