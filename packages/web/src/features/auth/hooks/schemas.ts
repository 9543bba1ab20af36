import type { TFunction } from 'i18next';
import { z } from 'zod';

/** The client-side rules of the auth forms, with messages in the user's language. The server checks again. */

/** The server's password rule (NIST SP 800-63B): at least 8 characters; it also refuses common ones. */
export const PASSWORD_MIN = 8;

export const requiredText = (t: TFunction) => z.string().trim().min(1, t('validation.required'));

export const emailField = (t: TFunction) => requiredText(t).pipe(z.email(t('validation.email')));

export const newPasswordField = (t: TFunction) =>
  z.string().min(1, t('validation.required')).min(PASSWORD_MIN, t('authScreens.passwordMin', { min: PASSWORD_MIN }));

/** The confirmation must repeat the password; the error goes on the confirmation field. */
export const confirmedPassword = <T extends { password?: string; passwordConfirmation?: string }>(t: TFunction) => (value: T, context: z.RefinementCtx) => {
  if ((value.password ?? '') !== (value.passwordConfirmation ?? '')) {
    context.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: t('validation.confirmed') });
  }
};
