import type { FeatureFlag } from '../constants/features.ts';

/**
 * Every fixed route the specification lists (platform §2 "Screens and routes": public, account,
 * admin, auth and rental routes; domain §2 "Screens and routes"), as data, with the guard the spec
 * gives it. The route walk tests read it: the web's (every screen route exists in the app's route
 * table with this guard), the server's (every page route is a demo page, every file route answers).
 * The block sub-routes (`/:id` under a page…) are the blocks' own tests' (block-sub-routes.test.tsx).
 */
export type SpecGuard =
  /** Anyone. */
  | 'public'
  /** Signed in. */
  | 'signed-in'
  /** Signed in with a verified e-mail address. */
  | 'verified'
  /** Signed in, verified e-mail, validated account (the admin area; its rights then decide). */
  | 'admin'
  /** Visitors who are not signed in. */
  | 'guests';

export interface SpecRoute {
  /** As the spec writes it. */
  path: string;
  /** An address of it, its parameters filled. */
  sample: string;
  guard: SpecGuard;
  /** Features that must be on for it to exist. */
  features?: readonly FeatureFlag[];
  /**
   * `screen`: a screen of the app's route table (the default); `page`: an editable page of the site
   * (the demo seeds it); `file`: a server route answering a file rather than the app.
   */
  kind?: 'screen' | 'page' | 'file';
  /** Why this product guards it otherwise than the spec's list says (docs/decisions.md). */
  deviation?: { guard: SpecGuard; why: string };
}

const ID = '3f0c2a56-1b1e-4c55-9b7e-5a1d2c3b4a59';

export const SPEC_ROUTES: readonly SpecRoute[] = [
  // Public routes.
  { path: '/users/:user/profile', sample: `/users/${ID}/profile`, guard: 'public' },
  { path: '/organizations/:id', sample: '/organizations/voix-libre', guard: 'public', features: ['organizations', 'userOrganizations'] },
  { path: '/services/eqlaat/appointments/:appointment', sample: `/services/eqlaat/appointments/${ID}`, guard: 'public', features: ['calendar'] },
  { path: '/errors/not-found', sample: '/errors/not-found', guard: 'public' },
  { path: '/errors/unauthorized', sample: '/errors/unauthorized', guard: 'public' },
  { path: '/site-map', sample: '/site-map', guard: 'public' },
  { path: '/accessibility', sample: '/accessibility', guard: 'public', kind: 'page' },
  { path: '/services/accessibility-guidelines', sample: '/services/accessibility-guidelines', guard: 'public', kind: 'page' },
  { path: '/legal/notice', sample: '/legal/notice', guard: 'public', kind: 'page' },
  { path: '/legal/privacy-policy', sample: '/legal/privacy-policy', guard: 'public', kind: 'page' },
  { path: '/legal/cookies', sample: '/legal/cookies', guard: 'public', kind: 'page' },
  { path: '/legal/terms', sample: '/legal/terms', guard: 'public', kind: 'page' },
  { path: '/legal/terms-of-sale', sample: '/legal/terms-of-sale', guard: 'public', features: ['rental'], kind: 'page' },
  { path: '/services/forms/:id', sample: `/services/forms/${ID}`, guard: 'public', features: ['forms'] },
  { path: '/services/light-users/unsubscribe/:id', sample: `/services/light-users/unsubscribe/${ID}`, guard: 'public', features: ['newsletter'] },
  { path: '/services/unsubscribe/:email', sample: '/services/unsubscribe/ana%40example.org', guard: 'public', features: ['newsletter'] },
  { path: '/services/internals/print', sample: '/services/internals/print', guard: 'public' },
  { path: '/services/surveys/:id', sample: `/services/surveys/${ID}`, guard: 'public', features: ['surveys'] },
  { path: '/services/aforms/:form', sample: `/services/aforms/${ID}`, guard: 'public', features: ['advancedForms'] },
  { path: '/services/aforms/:form/:token', sample: `/services/aforms/${ID}/abc`, guard: 'public', features: ['advancedForms'] },
  { path: '/services/aforms/:form/:token/:section', sample: `/services/aforms/${ID}/abc/2`, guard: 'public', features: ['advancedForms'] },
  { path: '/services/search', sample: '/services/search', guard: 'public', features: ['globalSearch'] },
  // Anyone opens the address; the mailing's read is the administrators' (the screen says so to others).
  { path: '/services/newsletters/preview/:id', sample: `/services/newsletters/preview/${ID}`, guard: 'public', features: ['newsletter'] },
  { path: '/services/files/:slugOrId', sample: '/services/files/some-file', guard: 'public', kind: 'file' },
  { path: '/services/secured-files/:id/show', sample: `/services/secured-files/${ID}/show`, guard: 'public', kind: 'file' },
  { path: '/services/eqlaat-reports/:id/show/pdf', sample: `/services/eqlaat-reports/${ID}/show/pdf`, guard: 'public', kind: 'file' },
  { path: '/s/:token', sample: '/s/abcdef', guard: 'public' },
  // Account routes (login required).
  { path: '/account/profile', sample: '/account/profile', guard: 'signed-in' },
  { path: '/account/software/associations', sample: '/account/software/associations', guard: 'signed-in', features: ['software'] },
  { path: '/account/profile/likes', sample: '/account/profile/likes', guard: 'signed-in', features: ['likes'] },
  { path: '/account/transactions', sample: '/account/transactions', guard: 'signed-in', features: ['transactions'] },
  { path: '/account/documents', sample: '/account/documents', guard: 'signed-in', features: ['documents'] },
  { path: '/account/coupons', sample: '/account/coupons', guard: 'signed-in', features: ['coupons'] },
  { path: '/account/profile/open-badges', sample: '/account/profile/open-badges', guard: 'signed-in', features: ['openBadges'] },
  // Open-badge training: login and verified e-mail.
  { path: '/open-badge-trainings/start/:issuer/:badge', sample: `/open-badge-trainings/start/${ID}/${ID}`, guard: 'verified', features: ['openBadges'] },
  { path: '/open-badge-trainings/:session', sample: `/open-badge-trainings/${ID}`, guard: 'verified', features: ['openBadges'] },
  // Admin routes (login, verified e-mail and validated account).
  { path: '/admin/dashboard', sample: '/admin/dashboard', guard: 'admin' },
  { path: '/admin/stats', sample: '/admin/stats', guard: 'admin' },
  { path: '/admin/app-menu-items', sample: '/admin/app-menu-items', guard: 'admin' },
  { path: '/admin/resources/app-menu-items', sample: '/admin/resources/app-menu-items', guard: 'admin' },
  { path: '/admin/resources/:resource/:action/:id?', sample: `/admin/resources/articles/show/${ID}`, guard: 'admin' },
  { path: '/admin/resources/:resource', sample: '/admin/resources/articles', guard: 'admin' },
  { path: '/admin/resources/eqlaat-calendar', sample: '/admin/resources/eqlaat-calendar?n=2030-05-12', guard: 'admin', features: ['calendar'] },
  { path: '/admin/resources/organizations/:action/my-organization', sample: '/admin/resources/organizations/update/my-organization', guard: 'admin', features: ['organizations'] },
  { path: '/admin/resources/organizations/:action/my-lab', sample: '/admin/resources/organizations/update/my-lab', guard: 'admin', features: ['organizations', 'labs'] },
  { path: '/admin/resources/software/stats/events', sample: '/admin/resources/software/stats/events', guard: 'admin', features: ['software'] },
  { path: '/admin/resources/software/stats/sessions', sample: '/admin/resources/software/stats/sessions', guard: 'admin', features: ['software'] },
  // Auth routes.
  { path: '/auth/sign-in', sample: '/auth/sign-in', guard: 'guests' },
  { path: '/auth/password/forgot', sample: '/auth/password/forgot', guard: 'guests' },
  { path: '/auth/password/reset/:token/:email', sample: '/auth/password/reset/abc/ana%40example.org', guard: 'guests' },
  { path: '/auth/register', sample: '/auth/register', guard: 'guests', features: ['register'] },
  {
    path: '/auth/social/:provider/callback',
    sample: '/auth/social/google/callback',
    guard: 'guests',
    features: ['socialLogin'],
    deviation: { guard: 'public', why: 'a signed-in member links a social account through the same callback' },
  },
  { path: '/auth/two-factor/:strategy', sample: '/auth/two-factor/totp', guard: 'guests', features: ['twoFactor'] },
  { path: '/auth/email/verify', sample: '/auth/email/verify', guard: 'signed-in' },
  { path: '/auth/email/verify/:expired', sample: '/auth/email/verify/expired', guard: 'signed-in' },
  { path: '/auth/email/verify/:id/:hash', sample: `/auth/email/verify/${ID}/abc`, guard: 'signed-in' },
  { path: '/auth/not-validated', sample: '/auth/not-validated', guard: 'signed-in' },
  // Rental routes (only when the rental system is on).
  { path: '/services/rentals/cart', sample: '/services/rentals/cart', guard: 'public', features: ['rental'] },
  { path: '/services/rentals/period', sample: '/services/rentals/period', guard: 'public', features: ['rental'] },
  { path: '/services/rentals/addresses', sample: '/services/rentals/addresses', guard: 'signed-in', features: ['rental'] },
  { path: '/services/rentals/summary', sample: '/services/rentals/summary', guard: 'signed-in', features: ['rental'] },
  { path: '/services/rentals/commands', sample: '/services/rentals/commands', guard: 'signed-in', features: ['rental'] },
  { path: '/services/rentals/commands/:command', sample: `/services/rentals/commands/${ID}`, guard: 'signed-in', features: ['rental'] },
];

/**
 * The spec's routes this product does not have yet, each named by its path: the walk tests fail on
 * any other missing route, and on one of these once it exists (then it leaves this list).
 */
export const SPEC_ROUTES_NOT_YET: readonly string[] = [];
