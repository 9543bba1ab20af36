import { organizationCompleteName } from '@relais/domain';
import type { organizations } from '@relais/domain';
import { publicReadPolicy } from '../../policies/defaults.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import type { ResourceHooks } from '../hooks.ts';

const ADMIN_ONLY_READ = ['adminOnlyNote'] as const;

/**
 * Anyone reads organizations; admins create and delete them; an organization's administrators
 * update it too, but its privileged fields (level, admin tags, administrators, validation,
 * invoicing id, admin note) stay the admins' (declared `privileged`). The admin note is not even
 * read by anyone else.
 */
export const organizationsPolicy: ResourcePolicy<typeof organizations> = {
  ...publicReadPolicy,
  update: (actor) => actor.isAdmin || { id: { in: [...actor.administeredOrganizationIds] } },
  hiddenAttributes: (actor) => (actor.isAdmin ? [] : ADMIN_ONLY_READ),
};

export const organizationsHooks: ResourceHooks = {
  computed: ({ rows }) =>
    new Map(rows.map((row) => [row.id, { completeName: organizationCompleteName({ name: String(row.name ?? ''), unitName: row.unitName as string | null }) }])),
};
