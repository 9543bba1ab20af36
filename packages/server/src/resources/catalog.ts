import { registry } from '@relais/domain';
import { resourceTables } from '../db/schema.ts';
import type { Catalog } from '../jsonapi/catalog.ts';
import { interactionPermissions } from './community/interaction-permissions.ts';
import { hooksFor, policyFor } from './index.ts';

/**
 * The kinds the application serves: the domain's registry, its tables, each area's policy and hooks,
 * and what the community area adds to permissions (comment, like).
 */
export const appCatalog: Catalog = { registry, tables: resourceTables, policyFor, hooksFor, morePermissions: interactionPermissions };
