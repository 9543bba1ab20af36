import type { RoleName } from '../constants/access.ts';

/** The events of the statistics (spec: a record is a view or a download). */
export const STATS_EVENTS = ['view', 'download'] as const;
export type StatsEvent = (typeof STATS_EVENTS)[number];

/**
 * The role that lets a non-admin read the statistics of one event (spec, platform §6: "non-admins
 * on stats may be restricted to views only or downloads only").
 */
export const STATS_EVENT_ROLES: Readonly<Record<StatsEvent, RoleName>> = { view: 'stats_views', download: 'stats_downloads' };

/** The events whose statistics a user may read: all for admins, else those their roles open; none for a visitor. */
export function statsEventsOf(user: { isAdmin: boolean; roles: Iterable<RoleName> } | null): StatsEvent[] {
  if (!user) return [];
  if (user.isAdmin) return [...STATS_EVENTS];
  const roles = new Set(user.roles);
  return STATS_EVENTS.filter((event) => roles.has(STATS_EVENT_ROLES[event]));
}
