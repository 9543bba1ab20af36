/**
 * Contracts of the `/auth` calls: each request body and answer as a zod schema. The server parses
 * bodies with them (`parseBody`, 422 naming the field), the web takes its types from them, and the
 * user's bounds come from the users declaration, so they are written once.
 */
import { z } from 'zod';
import { LOCALES } from '../constants/locales.ts';
import { TWO_FACTOR_STRATEGIES, users } from '../resources/accounts/users.resource.ts';
/** What a password field accepts before the policy speaks: longer input is not even hashed. */
const PASSWORD_INPUT_MAX = 1024;

const name = (attribute: { min?: number; max?: number }) =>
  z
    .string()
    .trim()
    .min(attribute.min ?? 1)
    .max(attribute.max!);
const email = () => z.email().max(users.attributes.email.max);

/** `POST /auth/register`. */
export const registrationRequest = z
  .object({
    firstName: name(users.attributes.firstName),
    lastName: name(users.attributes.lastName),
    email: email(),
    password: z.string().max(PASSWORD_INPUT_MAX).optional(),
    passwordConfirmation: z.string().max(PASSWORD_INPUT_MAX).optional(),
    locale: z.enum(LOCALES).optional(),
    roles: z.array(z.string().max(50)).max(10).optional(),
    /** Completes a social sign-in: the provider's profile (kept in a sealed cookie) vouches for the e-mail. */
    fromSocialProvider: z.boolean().optional(),
  })
  .strict();
export type RegistrationRequest = z.input<typeof registrationRequest>;

/** `POST /auth/login`. */
export const credentialsRequest = z.object({
  email: z.string().trim().min(1).max(users.attributes.email.max),
  password: z.string().min(1).max(PASSWORD_INPUT_MAX),
  remember: z.boolean().optional(),
});
export type CredentialsRequest = z.input<typeof credentialsRequest>;

/** `POST /auth/password/forgot`. */
export const passwordForgotRequest = z.object({ email: email() });
/** `POST /auth/password/reset`. */
export const passwordResetRequest = z.object({
  token: z.string().min(1).max(512),
  email: email(),
  password: z.string().max(PASSWORD_INPUT_MAX),
  passwordConfirmation: z.string().max(PASSWORD_INPUT_MAX),
  /** A reset ends every provider link made before it unless the owner keeps them (off when absent). */
  keepLinkedAccounts: z.boolean().optional(),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;

/** What a social provider told about a person who has no account yet. */
export const socialRegistration = z.object({ email: z.string(), firstName: z.string(), lastName: z.string() });
export type SocialRegistration = z.infer<typeof socialRegistration>;

/** The answer of every sign-in step (password, second factor, social provider, registration). */
export const signInReply = z.discriminatedUnion('state', [
  z.object({ state: z.literal('authenticated'), twoFactorEnrolmentRequired: z.boolean().optional() }),
  z.object({ state: z.literal('two_factor_required'), strategy: z.enum(TWO_FACTOR_STRATEGIES) }),
  z.object({ state: z.literal('registration_required'), provider: z.string(), data: socialRegistration }),
  /** Registration: the answer is the same for a new and a taken address; nobody is signed in yet. */
  z.object({ state: z.literal('verification_link_sent') }),
  /** A provider account whose address is an existing account's: its owner was mailed a link. */
  z.object({ state: z.literal('link_mail_sent'), provider: z.string() }),
  /** A provider account now signs in to the account (linked from the profile or the mailed link). */
  z.object({ state: z.literal('linked'), provider: z.string() }),
]);
export type SignInReply = z.infer<typeof signInReply>;

/** `POST /auth/password/forgot`: always the same, whether the address has an account or not. */
export const passwordForgotReply = z.object({ state: z.literal('reset_link_sent') });
export const passwordResetReply = z.object({ state: z.literal('password_reset') });

/** `POST /auth/two-factor/totp`: an authenticator app to set up, confirmed by its first code. */
export const totpEnrolment = z.object({
  /** The secret, for typing into an app by hand. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  uri: z.string(),
  /** The QR code as a PNG data URL. */
  qrCode: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolment>;

/** Two-factor sign-in turned on (totp confirmed, e-mail codes) or its recovery codes renewed. */
export const twoFactorEnabled = z.object({
  strategy: z.enum(TWO_FACTOR_STRATEGIES),
  /** Shown once: each lets the user in once without a code. */
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabled>;

/** `POST /auth/two-factor/email/resend`: a new sign-in code is on its way. */
export const codeSentReply = z.object({ state: z.literal('code_sent') });

/** `POST /auth/email/verify/…` and `POST /auth/email/verification-notification`. */
export const emailVerificationReply = z.object({ state: z.enum(['email_verified', 'verification_link_sent']) });

/** `POST /api/v1/services/users/{id}/impersonate`: the session now acts as that user. */
export const impersonationStarted = z.object({ state: z.literal('impersonating'), userId: z.string() });

/** `GET /api/v1/services/users/{id}/profile`: the reduced field set anyone may read. */
export const publicProfileAnswer = z.object({
  data: z.object({
    type: z.literal('users'),
    id: z.string(),
    attributes: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable(), avatarUrl: z.string().nullable() }),
  }),
  jsonapi: z.object({ version: z.literal('1.1') }),
});
export type PublicProfileAnswer = z.infer<typeof publicProfileAnswer>;

/** Where the profile lists the linked accounts: the mails about them point there. */
export const LINKED_ACCOUNTS_PATH = '/account/profile#linked-accounts';

/** `GET /api/v1/services/users/{id}/linked-accounts`: the provider accounts that sign in to the user. */
export const linkedAccountsAnswer = z.object({
  data: z.array(z.object({ provider: z.string(), linkedAt: z.string() })),
  meta: z.object({ hasPassword: z.boolean() }),
});
export type LinkedAccountsAnswer = z.infer<typeof linkedAccountsAnswer>;
