import type { PasswordResetRequest, RegistrationRequest, passwordForgotReply, passwordResetReply } from '@relais/domain';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { paths } from '../../../paths.ts';
import { SIGN_IN_SILENT } from './sign-in.ts';
import type { SignInReply } from './sign-in.ts';

/** Registration, forgotten password and e-mail verification calls (spec, platform §2 auth routes). */

export type Registration = RegistrationRequest;

export const postRegister = (registration: Registration) =>
  apiRequest<SignInReply>(paths.api.register, { method: 'POST', body: registration, silent: SIGN_IN_SILENT });

/** Always answers the same, whether the address has an account or not. */
export const postPasswordForgot = (email: string) =>
  apiRequest<z.infer<typeof passwordForgotReply>>(paths.api.passwordForgot, { method: 'POST', body: { email }, silent: SIGN_IN_SILENT });

export const postPasswordReset = (reset: PasswordResetRequest) =>
  apiRequest<z.infer<typeof passwordResetReply>>(paths.api.passwordReset, { method: 'POST', body: reset, silent: SIGN_IN_SILENT });

/** Confirms the signed-in user's address with the signed link of the verification mail. */
export const postVerifyEmail = ({ id, hash, expires, signature }: { id: string; hash: string; expires: string; signature: string }) =>
  apiRequest<{ state: 'email_verified' }>(`${paths.api.verifyEmail(id, hash)}?${new URLSearchParams({ expires, signature }).toString()}`, {
    method: 'POST',
    silent: SIGN_IN_SILENT,
  });

export const postVerificationNotification = () =>
  apiRequest<{ state: 'verification_link_sent' | 'email_verified' }>(paths.api.verificationNotification, { method: 'POST', silent: [429] });
