import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { users } from '@relais/domain';
import { declaredText } from '../../../lib/forms/declared-field.ts';
import { updateSessionUser } from '../../../lib/session/actions.ts';
import type { ProfileUser } from '../api/profile-user.ts';
import { SectionForm } from './profile-section.tsx';
import { fieldProps, useSectionForm } from './use-section-form.ts';

/**
 * The address the user signs in with. A new one asks for the current password (of users who have
 * one) and waits until its owner follows the link mailed to it; the old address is told.
 */
export function EmailForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const schema = z.object({
    email: declaredText(t, users, 'email').pipe(z.email(t('validation.email'))),
    oldPassword: z.string(),
  });
  type Values = z.infer<typeof schema>;
  const isUnchanged = (email: string) => email.toLowerCase() === user.email.toLowerCase();
  const { form, onSubmit, failure } = useSectionForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: user.email, oldPassword: '' },
    fields: ['email', 'oldPassword'],
    save: async ({ email, oldPassword }) => {
      const proof = user.hasPassword && !isUnchanged(email) ? { oldPassword } : {};
      await updateSessionUser(queryClient, user, { attributes: { email, ...proof } });
      return { email: user.email, oldPassword: '' };
    },
    successMessage: ({ email }) => (isUnchanged(email) ? t('common.actionDone') : t('account.emailChanged', { email })),
  });
  return (
    <SectionForm title={t('account.emailTitle')} onSubmit={onSubmit} isSubmitting={form.formState.isSubmitting} failure={failure}>
      <Typography>{user.emailVerifiedAt ? t('account.emailVerified') : t('account.emailNotVerified')}</Typography>
      {user.pendingEmail && (
        <Typography sx={{ mt: 1 }} data-testid="pending-email">
          {t('account.emailPending', { email: user.pendingEmail })}
        </Typography>
      )}
      <TextField label={t('account.email')} type="email" required autoComplete="email" {...fieldProps(form, 'email', t('account.emailHelp'))} />
      {user.hasPassword && (
        <TextField label={t('account.currentPassword')} type="password" autoComplete="current-password" {...fieldProps(form, 'oldPassword', t('account.emailPasswordHelp'))} />
      )}
    </SectionForm>
  );
}
