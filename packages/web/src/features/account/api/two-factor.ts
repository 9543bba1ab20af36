import { paths } from '../../../paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { TotpEnrolment, TwoFactorEnabled } from '@relais/domain';

export type { TotpEnrolment, TwoFactorEnabled };

/** Two-factor enrolment and removal for the signed-in user (server: routes/auth/two-factor.ts). */

/** The current password, for users who have one: every change of factor asks for it (a 422 on `/password`). */
const reauthentication = (password: string | null) => (password === null ? {} : { password });

export const startTotpEnrolment = (password: string | null) => apiRequest<TotpEnrolment>(paths.api.twoFactorTotp, { method: 'POST', body: reauthentication(password) });

export const confirmTotpEnrolment = (code: string) => apiRequest<TwoFactorEnabled>(paths.api.twoFactorTotpConfirm, { method: 'POST', body: { code } });

export const enableEmailCodes = (password: string | null) => apiRequest<TwoFactorEnabled>(paths.api.twoFactorEmail, { method: 'POST', body: reauthentication(password) });

/** The password is asked of users who have one; a role that requires two-factor is refused (403). */
export const disableTwoFactor = (password: string | null) =>
  apiRequest<void>(paths.api.twoFactor, { method: 'DELETE', body: password === null ? {} : { password } });
