import { CONTRIBUTIONS_PATH, SHORT_URL_PATTERN, contributionPath } from '@relais/domain';
import type { UnsubscribeKind } from '@relais/domain';

/**
 * Every URL the web app knows, API and screens, in one place: a route or a call is renamed here
 * and nowhere else.
 */
export const paths = {
  home: '/',
  errors: { notFound: '/errors/not-found', unauthorized: '/errors/unauthorized' },
  legal: {
    notice: '/legal/notice',
    privacyPolicy: '/legal/privacy-policy',
    cookies: '/legal/cookies',
    terms: '/legal/terms',
    termsOfSale: '/legal/terms-of-sale',
  },
  accessibility: '/accessibility',
  /** The rental journey (spec, platform "Rental routes"). */
  /** The global search's screen (`?q=&types=&page=`). */
  search: '/services/search',
  rentals: {
    cart: '/services/rentals/cart',
    period: '/services/rentals/period',
    addresses: '/services/rentals/addresses',
    summary: '/services/rentals/summary',
    commands: '/services/rentals/commands',
    command: (id: string) => `/services/rentals/commands/${encodeURIComponent(id)}`,
    commandPattern: '/services/rentals/commands/:command',
  },
  accessibilityGuidelines: '/services/accessibility-guidelines',
  siteMap: '/site-map',
  userProfile: (id: string) => `/users/${encodeURIComponent(id)}/profile`,
  /** The route pattern of `userProfile`. */
  userProfilePattern: '/users/:user/profile',
  /** An organization's page, by its slug or id (spec, platform §2). */
  organization: (slugOrId: string) => `/organizations/${encodeURIComponent(slugOrId)}`,
  organizationPattern: '/organizations/:id',
  /** The accompaniment's screens: an appointment (spec, platform §2) and a project, the team's (docs/decisions.md). */
  eqlaat: {
    appointment: (id: string) => `/services/eqlaat/appointments/${encodeURIComponent(id)}`,
    project: (id: string) => `/services/eqlaat/projects/${encodeURIComponent(id)}`,
    projectPattern: '/services/eqlaat/projects/:project',
    reportPdf: (id: string) => `/api/v1/services/eqlaat-reports/${encodeURIComponent(id)}/pdf`,
    reportView: (id: string) => `/services/eqlaat-reports/${encodeURIComponent(id)}/show/pdf`,
  },
  /** A short URL (`/s/abc`), resolved by the server, then followed. */
  shortUrlPattern: SHORT_URL_PATTERN,
  shortUrl: (token: string) => `/s/${encodeURIComponent(token)}`,
  auth: {
    signIn: '/auth/sign-in',
    register: '/auth/register',
    passwordForgot: '/auth/password/forgot',
    passwordReset: (token: string, email: string) => `/auth/password/reset/${encodeURIComponent(token)}/${encodeURIComponent(email)}`,
    socialCallback: (provider: string) => `/auth/social/${encodeURIComponent(provider)}/callback`,
    twoFactor: (strategy: string) => `/auth/two-factor/${encodeURIComponent(strategy)}`,
    verifyEmail: '/auth/email/verify',
    verifyEmailExpired: '/auth/email/verify/expired',
    notValidated: '/auth/not-validated',
    /** The link mailed to let a provider account sign in to an existing account (`?token=`). */
    socialLink: '/auth/social/link',
    /** The router's patterns of the screens with parameters. */
    patterns: {
      passwordReset: '/auth/password/reset/:token/:email',
      socialCallback: '/auth/social/:provider/callback',
      twoFactor: '/auth/two-factor/:strategy',
      verifyEmailLink: '/auth/email/verify/:id/:hash',
    },
  },
  account: {
    profile: '/account/profile',
    /** What the member liked (spec, domain: account paths). */
    likes: '/account/profile/likes',
    /** The badges issued to the member (spec, platform: account paths, open badges on). */
    openBadges: '/account/profile/open-badges',
    /** The member's coupons, transactions and documents (spec, platform: account paths, each behind its feature). */
    coupons: '/account/coupons',
    transactions: '/account/transactions',
    documents: '/account/documents',
    /** The member's software authorizations and installations (spec, domain: account paths, software on). */
    softwareAssociations: '/account/software/associations',
    /** Where a session that must enrol in two-factor sign-in is sent (server: auth/two-factor-enrolment.ts). */
    twoFactor: '/account/two-factor',
    /** What a contributor wrote, and the form of one item (domain rules/contributions.ts). */
    contributions: CONTRIBUTIONS_PATH,
    contribution: contributionPath,
    contributionPattern: `${CONTRIBUTIONS_PATH}/:type/:id`,
  },
  admin: {
    dashboard: '/admin/dashboard',
    /** Page views and downloads (spec, platform §2 `/admin/stats`). */
    stats: '/admin/stats',
    /** The software's events and sessions per day (spec, domain: software feature, admins). */
    softwareStats: { events: '/admin/resources/software/stats/events', sessions: '/admin/resources/software/stats/sessions' },
    /** The accompaniment team's calendar (spec, platform §2: calendar feature; query n, u, a). */
    eqlaatCalendar: '/admin/resources/eqlaat-calendar',
    /** A page (a draft) as visitors would see it, for page editors; `?locale=` picks its language. */
    pagePreview: (id: string) => `/admin/pages/${encodeURIComponent(id)}/preview`,
    pagePreviewPattern: '/admin/pages/:id/preview',
    /** Screens of each kind: `adminPaths` (features/admin/admin-paths.ts), kept out of the public bundle. */
  },
  /** A mailing's unsubscribe screens (`?signature=`): a member's, a light user's (spec's paths). */
  newsletter: {
    unsubscribePattern: '/services/unsubscribe/:id',
    lightUserUnsubscribePattern: '/services/light-users/unsubscribe/:id',
    /** The double opt-in link mailed before a form's confirmation (`?token=`). */
    confirmAddressPattern: '/services/confirm-address/:id',
  },
  adminPrefix: '/admin',
  api: {
    me: '/api/v1/users/me',
    user: (id: string) => `/api/v1/users/${encodeURIComponent(id)}`,
    publicProfile: (id: string) => `/api/v1/services/users/${encodeURIComponent(id)}/profile`,
    secondaryEmails: (id: string) => `/api/v1/services/users/${encodeURIComponent(id)}/secondary-emails`,
    linkedAccounts: (id: string) => `/api/v1/services/users/${encodeURIComponent(id)}/linked-accounts`,
    linkedAccount: (id: string, provider: string) => `/api/v1/services/users/${encodeURIComponent(id)}/linked-accounts/${encodeURIComponent(provider)}`,
    secondaryEmailAddresses: (userId: string) => `/api/v1/secondary-email-addresses?filter[user]=${encodeURIComponent(userId)}&page[size]=100`,
    jobs: '/api/v1/jobs?page[size]=100',
    newsletterFrequencies: '/api/v1/newsletter-frequencies',
    stopImpersonating: '/api/v1/services/users/impersonate',
    login: '/auth/login',
    logout: '/auth/logout',
    register: '/auth/register',
    passwordForgot: '/auth/password/forgot',
    passwordReset: '/auth/password/reset',
    verifyEmail: (id: string, hash: string) => `/auth/email/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`,
    verificationNotification: '/auth/email/verification-notification',
    twoFactorLogin: '/auth/two-factor/login',
    twoFactorTotp: '/auth/two-factor/totp',
    twoFactorTotpConfirm: '/auth/two-factor/totp/confirm',
    twoFactorEmail: '/auth/two-factor/email',
    twoFactorEmailResend: '/auth/two-factor/email/resend',
    twoFactor: '/auth/two-factor',
    socialRedirect: (provider: string) => `/auth/social/${encodeURIComponent(provider)}/redirect`,
    socialLogin: (provider: string) => `/auth/social/${encodeURIComponent(provider)}/login`,
    /** Links the provider to the signed-in account instead of signing in. */
    socialLinkRedirect: (provider: string) => `/auth/social/${encodeURIComponent(provider)}/redirect?link=1`,
    socialLink: '/auth/social/link',
    runtimeEnvironment: '/api/v1/services/runtime-environment',
    appMenu: '/api/v1/services/app-menu',
    webLanguageLines: '/api/v1/services/web-language-lines',
    appPage: (id: string) => `/api/v1/services/app-pages/${encodeURIComponent(id)}`,
    homeStats: '/api/v1/services/home-stats',
    statsRecords: '/api/v1/services/stats/records',
    shortUrl: (token: string) => `/api/v1/services/short-urls/${encodeURIComponent(token)}`,
    /** Makes (or finds) the short URL of a path, to share it. */
    shortUrls: '/api/v1/services/short-urls',
    /** Takes a mailing's recipient off the newsletter; the link's signature is the proof. */
    unsubscribe: (kind: UnsubscribeKind, id: string, signature: string) =>
      `/api/v1/services/${kind}/${encodeURIComponent(id)}/unsubscribe?signature=${encodeURIComponent(signature)}`,
    /** Confirms the address a form's confirmation waits for; the link's token is the proof. */
    confirmAddress: (id: string, token: string) => `/api/v1/services/address-confirmations/${encodeURIComponent(id)}/confirm?token=${encodeURIComponent(token)}`,
    pageAccess: (path: string) => `/api/v1/services/page-access?path=${encodeURIComponent(path)}`,
    /** Whether a publishable item exists at all (after a 404: missing, or not for this reader). */
    publishable: (type: string, id: string) => `/api/v1/services/publishables/${encodeURIComponent(type)}/${encodeURIComponent(id)}`,
  },
} as const;

/** Admin screens send the edition language with their requests (spec, platform §2). */
export const isAdminPath = (pathname: string) => pathname === paths.adminPrefix || pathname.startsWith(`${paths.adminPrefix}/`);
