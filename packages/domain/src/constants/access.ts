/**
 * Roles (spec, platform §3 and §6). Their ids are these names. The last two are ours: the spec lets
 * non-admins read the statistics of views only or of downloads only (docs/decisions.md).
 */
export const ROLES = ['app_admin', 'admin', 'organization_admin', 'contributor', 'eqlaat_member', 'rental_admin', 'aac_moderator', 'stats_views', 'stats_downloads'] as const;
export type RoleName = (typeof ROLES)[number];

/**
 * Access levels and their weights. Only member_level_1 = 300 is given by the spec; the others are
 * ours (docs/decisions.md): evenly spaced by 100 so that a level can be inserted between two.
 */
export const ACCESS_LEVELS = [
  { id: 'contact', weight: 0 },
  { id: 'potential_member', weight: 100 },
  { id: 'friendly_member', weight: 200 },
  { id: 'member_level_1', weight: 300 },
  { id: 'member_level_2', weight: 400 },
] as const;
export type AccessLevelName = (typeof ACCESS_LEVELS)[number]['id'];
