import type { TFunction } from '../../../lib/i18n/i18n.ts';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@relais/domain';

/** The client-side rules of the auth forms, with messages in the user's language. The server checks again. */

export { PASSWORD_MIN };

export const requiredText = (t: TFunction) => z.string().trim().min(1, t('validation.required'));

export const emailField = (t: TFunction) => requiredText(t).pipe(z.email(t('validation.email')));

export const newPasswordField = (t: TFunction) =>
  z.string().min(1, t('validation.required')).min(PASSWORD_MIN, t('authScreens.passwordMin', { min: PASSWORD_MIN })).max(PASSWORD_MAX, t('validation.max'));

/** The confirmation must repeat the password; the error goes on the confirmation field. */
export const confirmedPassword = <T extends { password?: string; passwordConfirmation?: string }>(t: TFunction) => (value: T, context: z.RefinementCtx) => {
  if ((value.password ?? '') !== (value.passwordConfirmation ?? '')) {
    context.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: t('validation.confirmed') });
  }
};
