import type { CredentialsRequest, SignInReply } from '@relais/domain';
import type { TWO_FACTOR_STRATEGIES } from '@relais/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { paths } from '../../../paths.ts';

/**
 * The sign-in calls (spec, platform §7): password, second factor, social provider. Each answers a
 * reply state that `useFollowSignInReply` acts on.
 */

export type TwoFactorStrategy = (typeof TWO_FACTOR_STRATEGIES)[number];
/** The answers of the sign-in steps, from their contract (`@relais/domain`). */
export type { SignInReply, SocialRegistration } from '@relais/domain';

/** Statuses the sign-in screens explain themselves: wrong input, expired step, too many attempts. */
export const SIGN_IN_SILENT = [401, 403, 404, 419, 422, 429] as const;

export const postLogin = (credentials: CredentialsRequest) =>
  apiRequest<SignInReply>(paths.api.login, { method: 'POST', body: credentials, silent: SIGN_IN_SILENT });

export const postTwoFactorLogin = (answer: { code: string } | { recoveryCode: string }) =>
  apiRequest<SignInReply>(paths.api.twoFactorLogin, { method: 'POST', body: answer, silent: SIGN_IN_SILENT });

/** Mails a new code for the e-mail strategy; the previous one stops working. */
export const resendTwoFactorCode = () => apiRequest<{ state: 'code_sent' }>(paths.api.twoFactorEmailResend, { method: 'POST', silent: SIGN_IN_SILENT });

/** The link mailed to the owner of an address a provider account gave: lets that provider account sign in. */
export const postSocialLink = (token: string) => apiRequest<SignInReply>(paths.api.socialLink, { method: 'POST', body: { token }, silent: SIGN_IN_SILENT });

export const postSocialLogin = (provider: string, callback: { code: string; state: string }) =>
  apiRequest<SignInReply>(paths.api.socialLogin(provider), { method: 'POST', body: callback, silent: SIGN_IN_SILENT });
