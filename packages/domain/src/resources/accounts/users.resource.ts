import { PASSWORD_MAX } from '../../constants/passwords.ts';
import { LOCALES } from '../../constants/locales.ts';
import { DEFAULT_TIMEZONE } from '../../constants/locales.ts';
import { boolean, datetime, enumeration, integer, json, richText, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

export const TWO_FACTOR_STRATEGIES = ['totp', 'email'] as const;

/** The system user's fixed id (spec, platform §3 "User"): author of what the platform does itself. */
export const SYSTEM_USER_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A person with an account (spec, platform §3 "User").
 */
export const users = defineResource({
  type: 'users',
  /** A large kind the back office lists whole: its total is kept by trigger. */
  countedTotal: true,
  adminCategory: 'accounts',
  /** Disabling an account puts it in the trash: its sessions end and it cannot sign in. */
  softDelete: true,
  defaultSort: ['lastName', 'firstName'],
  filters: ['email', 'job', 'userCategory', 'accessLevel', { name: 'search', kind: 'search', fields: ['firstName', 'lastName', 'email'] }],
  sortable: ['firstName', 'lastName', 'email', 'createdAt', 'updatedAt', 'lastLoginAt', 'validatedAt'],
  attributes: {
    isAdmin: boolean({ privileged: true }),
    firstName: text({ required: true, min: 1, max: 100 }),
    lastName: text({ required: true, min: 1, max: 100 }),
    email: text({ required: true, unique: true, min: 3, max: 254 }),
    /** A new primary address waiting for its owner to follow the mailed link; `email` changes then. */
    pendingEmail: text({ readOnly: true, max: 254 }),
    phone: text({ max: 50 }),
    /**
     * argon2id hash of the password, never read. A client sends the new password itself (up to the
     * policy's 256 characters); the users hook checks and hashes it.
     */
    password: text({ hidden: true, writeOnly: true, max: PASSWORD_MAX }),
    /** The current password, asked when a user changes their own; never stored. */
    oldPassword: text({ hidden: true, computed: true, max: PASSWORD_MAX }),
    /** Changed only by the `/auth/two-factor` routes, with the current password: never by PATCH. */
    twoFactorStrategy: enumeration(TWO_FACTOR_STRATEGIES, { readOnly: true }),
    twoFactorSecret: text({ hidden: true, readOnly: true, max: 255 }),
    twoFactorRecoveryCodes: json({ hidden: true, readOnly: true }),
    /** The last accepted TOTP time step: a code is never accepted twice. */
    twoFactorLastTimeStep: integer({ hidden: true, readOnly: true }),
    avatarUrl: text({ max: 2048 }),
    description: richText({ max: 10_000 }),
    organizationName: text({ max: 255 }),
    notificationsPreferences: json(),
    /**
     * The accessibility drawer's settings and the dark theme, kept on the account so that they follow
     * the user to another browser (spec, platform §3 "Accessibility parameters"); checked by the
     * domain's rules/accessibility on write.
     */
    accessibilityParameters: json(),
    locale: enumeration(LOCALES),
    editionLocale: enumeration(LOCALES),
    timezone: text({ max: 64, defaultValue: DEFAULT_TIMEZONE, nullable: false }),
    canUseTransactions: boolean({ privileged: true }),
    rentalMonthlyInvoicing: boolean({ privileged: true }),
    jobOther: text({ max: 255 }),
    /** The member chose to be named on the pages of the organizations they belong to (`/organizations/:id`). */
    isListedInOrganizations: boolean({ nullable: false, defaultValue: false }),
    emailVerifiedAt: datetime({ privileged: true }),
    validatedAt: datetime({ privileged: true }),
    lastInitializationAt: datetime({ readOnly: true }),
    lastLoginAt: datetime({ readOnly: true }),
    fullName: text({ computed: true, readOnly: true }),
    initials: text({ computed: true, readOnly: true }),
    hasPassword: boolean({ computed: true, readOnly: true }),
    impersonating: boolean({ computed: true, readOnly: true }),
  },
  relationships: {
    accessLevel: toOne('access-levels', { privileged: true }),
    roles: toMany('roles', { privileged: true }),
    organizations: toMany('organizations', { privileged: true }),
    actingAsOrganization: toOne('organizations'),
    job: toOne('jobs'),
    userCategory: toOne('user-categories', { privileged: true }),
    validationRequests: toMany('validation-requests', { readOnly: true, inverse: 'user' }),
    secondaryEmailAddresses: toMany('secondary-email-addresses', { inverse: 'user' }),
    newsletterFrequency: toOne('newsletter-frequencies'),
    rentalInvoicingStrategy: toOne('rental-invoicing-strategies', { privileged: true }),
    purchasedCoupons: toMany('purchased-coupons', { inverse: 'user', readOnly: true }),
  },
});
