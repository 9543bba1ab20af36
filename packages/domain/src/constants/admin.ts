/** Admin menu categories, in menu order (spec, platform §2 "Admin menu"). */
export const ADMIN_CATEGORIES = [
  'application',
  'accounts',
  'community',
  'articles',
  'repository',
  'forum',
  'contacts',
  'software',
  'trainingResources',
  'trainings',
  'openBadges',
  'adProjects',
  'eqlaat',
  'rental',
  'aacProducts',
  'stats',
] as const;

export type AdminCategory = (typeof ADMIN_CATEGORIES)[number];

/** Actions of resource policies: `read` is the one rule every read goes through. */
export const RESOURCE_ACTIONS = ['see', 'index', 'read', 'create', 'update', 'delete', 'softDelete', 'restore'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

/** Actions of the admin area's URLs (spec, platform §2: `/admin/resources/:resource/:action/:id?`); `show` displays a record. */
export const ADMIN_ACTIONS = ['see', 'index', 'create', 'update', 'delete', 'show', 'softDelete', 'restore'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];
