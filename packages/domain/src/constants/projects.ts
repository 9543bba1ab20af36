/**
 * Project statuses (spec, domain §4 "Project statuses"): the seeded ids of `eqlaat-project-statuses`,
 * the order they are shown in, and the colour of the four the spec colours.
 */
export const PROJECT_STATUSES = [
  'pending',
  'needs_assessing',
  'testing',
  'funding',
  'getting_started',
  'following_up',
  'closed',
  'suspended',
  'stopped',
] as const;
export type ProjectStatusId = (typeof PROJECT_STATUSES)[number];

/** Display order: suspended comes before following up, unlike the ids' order. */
export const PROJECT_STATUS_DISPLAY_ORDER: readonly ProjectStatusId[] = [
  'pending',
  'needs_assessing',
  'testing',
  'funding',
  'getting_started',
  'suspended',
  'following_up',
  'closed',
  'stopped',
];

/** The theme's fixed status colours (platform §9), plus the neutral one for everything else. */
export type StatusColor = 'default' | 'info' | 'success' | 'warning' | 'error';

export const PROJECT_STATUS_COLORS: Readonly<Partial<Record<ProjectStatusId, StatusColor>>> = {
  following_up: 'info',
  closed: 'success',
  suspended: 'warning',
  stopped: 'error',
};

/** A project's short reason is cut to this many characters (spec, domain §9). */
export const PROJECT_SHORT_REASON_LENGTH = 30;

/** Project tags are coloured by a hash of their id among these (spec, domain §9; platform §9). */
export const TAG_COLORS = ['red', 'pink', 'teal', 'indigo', 'deep-purple', 'cyan', 'blue'] as const;
export type TagColor = (typeof TAG_COLORS)[number];

/** A project's priority runs from 0 (none) to this (the most urgent). */
export const PROJECT_PRIORITY_MAX = 5;

/** The short reason a person gives when asking for accompaniment (block pageEqlaatRequest), at most this long. */
export const EQLAAT_SHORT_REASON_MAX = 30;
