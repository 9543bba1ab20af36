import type { FeatureFlag } from '../constants/features.ts';
import { GUEST_ONLY_PATTERNS, matchesPattern } from './route-patterns.ts';

export { GUEST_ONLY_PATTERNS, isGuestOnlyPath, matchesPattern, normalizePath } from './route-patterns.ts';

/**
 * The fixed screens of the app shell (spec, platform §2), as router patterns: `:name` is one path
 * segment. The web's route table and the server's answer to a navigation (200 or 404) both come from
 * this list, with the runtime environment's pages and redirections and the short URLs (`/s/:token`).
 */
export interface ShellRoute {
  pattern: string;
  /** Features that must all be on; otherwise the path does not exist. */
  features?: readonly FeatureFlag[];
  /** Features of which one at least must be on (a screen two areas share). */
  anyOfFeatures?: readonly FeatureFlag[];
  /** Sign-in, registration, password and two-factor screens: for visitors who are not signed in. */
  isGuestOnly?: boolean;
}

export const SHORT_URL_PATTERN = '/s/:token';

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { pattern: '/errors/not-found' },
  { pattern: '/errors/unauthorized' },
  { pattern: '/site-map' },
  { pattern: '/users/:user/profile' },
  /** An organization's page, by slug or id (spec, platform §2 "Public routes"). */
  { pattern: '/organizations/:id', features: ['organizations', 'userOrganizations'] },
  /** One printable drawn alone to be printed (`?component=&componentProps=&previousRoute=`; web features/print). */
  { pattern: '/services/internals/print' },
  /** An accompaniment appointment, as its invitation's link opens it (spec, platform §2; calendar feature). */
  { pattern: '/services/eqlaat/appointments/:appointment', features: ['calendar'] },
  /** An accompaniment project, the team's screen of it (docs/decisions.md; projects have no feature). */
  { pattern: '/services/eqlaat/projects/:project' },
  { pattern: '/account/profile' },
  { pattern: '/account/profile/likes', features: ['likes'] },
  { pattern: '/account/profile/open-badges', features: ['openBadges'] },
  /** The member's software authorizations and installations (spec, domain: account paths). */
  { pattern: '/account/software/associations', features: ['software'] },
  { pattern: '/account/coupons', features: ['coupons'] },
  { pattern: '/account/transactions', features: ['transactions'] },
  { pattern: '/account/documents', features: ['documents'] },
  /** Earning a badge through training (spec, platform: sign-in and verified e-mail). */
  { pattern: '/open-badge-trainings/start/:issuer/:badge', features: ['openBadges'] },
  { pattern: '/open-badge-trainings/:session', features: ['openBadges'] },
  { pattern: '/account/two-factor', features: ['twoFactor'] },
  /** What a contributor wrote, and the form of one item (`new` or its id; rules/contributions.ts). */
  { pattern: '/account/contributions' },
  { pattern: '/account/contributions/:type/:id' },
  { pattern: '/admin' },
  { pattern: '/admin/dashboard' },
  { pattern: '/admin/stats' },
  { pattern: '/admin/my-organization', features: ['organizations'] },
  { pattern: '/admin/my-lab', features: ['organizations', 'labs'] },
  { pattern: '/admin/app-menu-items' },
  { pattern: '/admin/pages/:id/preview' },
  { pattern: '/admin/resources/*' },
  /** The accompaniment team's calendar (spec, platform: `?n&u&a`; calendar feature, the team and admins). */
  { pattern: '/admin/resources/eqlaat-calendar', features: ['calendar'] },
  /** The software's statistics (spec, domain: admins, software feature). */
  { pattern: '/admin/resources/software/stats/events', features: ['software', 'softwareStats'] },
  { pattern: '/admin/resources/software/stats/sessions', features: ['software', 'softwareStats'] },
  { pattern: GUEST_ONLY_PATTERNS[0], features: ['auth'], isGuestOnly: true },
  { pattern: GUEST_ONLY_PATTERNS[1], features: ['auth', 'register'], isGuestOnly: true },
  { pattern: GUEST_ONLY_PATTERNS[2], features: ['auth'], isGuestOnly: true },
  { pattern: GUEST_ONLY_PATTERNS[3], features: ['auth'], isGuestOnly: true },
  { pattern: GUEST_ONLY_PATTERNS[4], features: ['auth', 'socialLogin'], isGuestOnly: true },
  { pattern: '/auth/social/link', features: ['auth', 'socialLogin'] },
  { pattern: GUEST_ONLY_PATTERNS[5], features: ['auth', 'twoFactor'], isGuestOnly: true },
  { pattern: '/auth/email/verify', features: ['auth'] },
  { pattern: '/auth/email/verify/expired', features: ['auth'] },
  { pattern: '/auth/email/verify/:id/:hash', features: ['auth'] },
  { pattern: '/auth/not-validated', features: ['auth'] },
  { pattern: '/services/unsubscribe/:id', features: ['newsletter'] },
  { pattern: '/services/light-users/unsubscribe/:id', features: ['newsletter'] },
  /** The double opt-in link of a form's confirmation or of a newsletter subscription (`?token=`). */
  { pattern: '/services/confirm-address/:id', anyOfFeatures: ['advancedForms', 'forms'] },
  /** A mailing as it will be sent (administrators). */
  { pattern: '/services/newsletters/preview/:id', features: ['newsletter'] },
  /** A survey on a screen of its own (spec, platform §2). */
  { pattern: '/services/surveys/:id', features: ['surveys'] },
  /** A light-user form, standalone (`?t={token}`); the site's contact and newsletter forms. */
  { pattern: '/services/forms/:id', features: ['forms'] },
  { pattern: '/contact-us', features: ['forms'] },
  /** An advanced form (spec, domain §2 `/services/aforms/:form/:token?/:section?`): a saved draft's token, then its step from 1. */
  { pattern: '/services/aforms/:form', features: ['advancedForms'] },
  { pattern: '/services/aforms/:form/:token', features: ['advancedForms'] },
  { pattern: '/services/aforms/:form/:token/:section', features: ['advancedForms'] },
  { pattern: '/newsletter/subscribe', features: ['forms'] },
  /** The global search's screen (spec, platform §2). */
  { pattern: '/services/search', features: ['globalSearch'] },
  /** The rental journey (spec, platform "Rental routes"; the last four need sign-in, the web's guard asks it). */
  { pattern: '/services/rentals/cart', features: ['rental'] },
  { pattern: '/services/rentals/period', features: ['rental'] },
  { pattern: '/services/rentals/addresses', features: ['rental'] },
  { pattern: '/services/rentals/summary', features: ['rental'] },
  { pattern: '/services/rentals/commands', features: ['rental'] },
  { pattern: '/services/rentals/commands/:command', features: ['rental'] },
];

/** The shell route of a path, if one exists with its features on. */
export const shellRouteOf = (path: string, features: Readonly<Partial<Record<string, boolean>>>) =>
  SHELL_ROUTES.find(
    (route) =>
      matchesPattern(route.pattern, path) &&
      (route.features ?? []).every((feature) => features[feature]) &&
      (route.anyOfFeatures === undefined || route.anyOfFeatures.some((feature) => features[feature])),
  );
