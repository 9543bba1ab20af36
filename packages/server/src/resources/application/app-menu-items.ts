import type { appMenuItems } from '@relais/domain';
import type { ResourcePolicy } from '../../policies/types.ts';
import { canManagePages } from '../../services/access.ts';
import { tablesOf } from '../../services/tables.ts';
import { bumpVersion } from '../../services/versions.ts';
import type { ResourceHooks } from '../hooks.ts';
import { guardCondition } from './guard-sql.ts';
import { writableBy } from './write-policy.ts';

/** Menu items are read through the same permission check as pages; app admins edit them. */
export const appMenuItemsPolicy: ResourcePolicy<typeof appMenuItems> = {
  see: canManagePages,
  index: () => true,
  scope: (actor, table) => (canManagePages(actor) ? undefined : guardCondition(actor, table, tablesOf('app-menu-items').joins.roles!)),
  show: (actor, row) => canManagePages(actor) || row.requiresAuth === false || actor.userId !== null,
  ...writableBy(canManagePages),
};

export const appMenuItemsHooks: ResourceHooks<typeof appMenuItems> = {
  async beforeWrite({ actor, action, values }) {
    if (!actor.userId) return;
    values.updatedById = actor.userId;
    if (action === 'create') values.createdById = actor.userId;
  },
  async afterWrite({ tx }) {
    await bumpVersion(tx, 'menu');
  },
};
