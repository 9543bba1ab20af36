/**
 * Every feature flag of the product (spec, platform §1). Each is set by configuration
 * (`FEATURES` / `FEATURES_DISABLED`), exposed by the runtime-environment call, and a kind or route of a
 * disabled feature answers 404.
 */
export const FEATURE_FLAGS = [
  'auth',
  'register',
  'socialLogin',
  'twoFactor',
  'articles',
  'blogPosts',
  'forum',
  'organizations',
  'userOrganizations',
  'authorOrganization',
  'labs',
  'repository',
  'contacts',
  'forms',
  'advancedForms',
  'surveys',
  'trainings',
  'trainingResources',
  'trainingResourcesRequests',
  'openBadges',
  'reminders',
  'transactions',
  'documents',
  'coupons',
  'likes',
  'translator',
  'indexedSearch',
  'globalSearch',
  'calendar',
  'rental',
  'aacProducts',
  'software',
  'softwareStats',
  'validationRequests',
  'pageNavigation',
  'newsletter',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export type FeatureSet = Readonly<Record<FeatureFlag, boolean>>;

export const isFeatureFlag = (name: string): name is FeatureFlag => (FEATURE_FLAGS as readonly string[]).includes(name);

/** Features on unless configuration turns them off: all of them. */
export const DEFAULT_FEATURES: FeatureSet = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as Record<FeatureFlag, boolean>;

/**
 * Reads a configuration: `enabled` (comma list, or `*` / empty for all) then `disabled` (comma list).
 * Returns the flags, or the list of unknown names so configuration can refuse to start.
 */
export function parseFeatures(enabled: string | undefined, disabled: string | undefined): { features: FeatureSet; unknown: string[] } {
  const split = (value: string | undefined) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const on = split(enabled);
  const off = split(disabled);
  const unknown = [...on, ...off].filter((name) => name !== '*' && !isFeatureFlag(name));
  const all = on.length === 0 || on.includes('*');
  const features = Object.fromEntries(
    FEATURE_FLAGS.map((flag) => [flag, (all || on.includes(flag)) && !off.includes(flag)]),
  ) as Record<FeatureFlag, boolean>;
  return { features, unknown };
}
