import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@relais/domain';
import TextField from '@mui/material/TextField';
import { updateSessionUser } from '../../../lib/session/actions.ts';
import type { ProfileUser } from '../api/profile-user.ts';
import { SectionForm } from './profile-section.tsx';
import { fieldProps, useSectionForm } from './use-section-form.ts';

/** The server's password policy (auth/password-policy.ts), said beforehand so nobody types in vain. */

const EMPTY = { oldPassword: '', password: '', passwordConfirmation: '' };

/**
 * A new password, with the current one when the account has one (an account made through a social
 * provider has none yet). The server then ends the user's other sessions.
 */
export function PasswordForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const schema = z
    .object({
      oldPassword: user.hasPassword ? z.string().min(1, t('validation.required')) : z.string(),
      password: z.string().min(PASSWORD_MIN, t('account.newPasswordHelp', { min: PASSWORD_MIN })).max(PASSWORD_MAX, t('validation.max')),
      passwordConfirmation: z.string(),
    })
    .refine((values) => values.password === values.passwordConfirmation, { path: ['passwordConfirmation'], message: t('validation.confirmed') });
  type Values = z.infer<typeof schema>;
  const { form, onSubmit, failure } = useSectionForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    fields: ['oldPassword', 'password'],
    save: async ({ oldPassword, password }) => {
      await updateSessionUser(queryClient, user, { attributes: { password, ...(user.hasPassword ? { oldPassword } : {}) } });
      return EMPTY;
    },
    successMessage: () => t('account.passwordChanged'),
  });
  return (
    <SectionForm title={t('account.passwordTitle')} description={t('account.passwordDescription')} onSubmit={onSubmit} isSubmitting={form.formState.isSubmitting} failure={failure}>
      {user.hasPassword && <TextField label={t('account.currentPassword')} type="password" required autoComplete="current-password" {...fieldProps(form, 'oldPassword')} />}
      <TextField label={t('account.newPassword')} type="password" required autoComplete="new-password" {...fieldProps(form, 'password', t('account.newPasswordHelp', { min: PASSWORD_MIN }))} />
      <TextField label={t('account.passwordConfirmation')} type="password" required autoComplete="new-password" {...fieldProps(form, 'passwordConfirmation')} />
    </SectionForm>
  );
}
