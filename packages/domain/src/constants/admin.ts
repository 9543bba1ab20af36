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

/** Actions of the admin area and of resource policies. */
export const RESOURCE_ACTIONS = ['see', 'index', 'read', 'create', 'update', 'delete', 'softDelete', 'restore'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];
