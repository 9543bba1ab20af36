import type { appMenuItems } from '@relais/domain';
import type { ResourcePolicy } from '../../policies/types.ts';
import { canManagePages } from '../../services/access.ts';
import { bumpVersion } from '../../services/versions.ts';
import type { ResourceHooks } from '../hooks.ts';
import { guardCondition } from './guard.ts';
import { writableBy } from './write-policy.ts';

/** Menu items are read through the same permission check as pages; app admins edit them. */
export const appMenuItemsPolicy: ResourcePolicy<typeof appMenuItems> = {
  see: canManagePages,
  index: () => true,
  read: (actor) => canManagePages(actor) || guardCondition(actor),
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
