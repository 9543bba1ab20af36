import { eq, or } from 'drizzle-orm';
import type { openBadgeTrainingModules } from '@relais/domain';
import { hasBadgePage, openBadges } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Condition } from '../../policies/conditions.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { tableOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';

const admin = (actor: Actor) => actor.isAdmin;

/** Published badges are everyone's to read; drafts are the administrators'. */
const readableBadges = (actor: Actor): boolean | Condition<typeof openBadges> => actor.isAdmin || { publishedAt: { isNull: false } };

/** Administrators manage badges; everyone reads the published ones (their pages are public). */
export const openBadgesPolicy: ResourcePolicy<typeof openBadges> = {
  see: admin,
  index: () => true,
  read: readableBadges,
  create: admin,
  update: admin,
  delete: admin,
  softDelete: admin,
  restore: admin,
};

export const openBadgesHooks: ResourceHooks<typeof openBadges> = {
  /**
   * A new version takes over its chain: the badge it replaces, and every badge that pointed at that
   * one as its newest, now point at the new badge (the newest itself points nowhere).
   */
  async afterWrite({ tx, action, after }) {
    if (action !== 'create' || !after?.previousBadgeId) return;
    const badges = tableOf(openBadges);
    await tx
      .update(badges)
      .set({ newestBadgeId: after.id })
      .where(or(eq(badges.id, after.previousBadgeId), eq(badges.newestBadgeId, after.previousBadgeId)));
  },
  computed: ({ rows }) => new Map(rows.map((row) => [row.id, { hasPage: hasBadgePage(row) }])),
};

/** Modules are read with their badge and written by administrators, usually in the badge's own atomic request. */
export const openBadgeTrainingModulesPolicy: ResourcePolicy<typeof openBadgeTrainingModules> = {
  see: admin,
  index: () => true,
  create: admin,
  update: admin,
  delete: admin,
  softDelete: admin,
  restore: admin,
  read: (actor) => actor.isAdmin || { badge: { where: { publishedAt: { isNull: false } } } },
};
