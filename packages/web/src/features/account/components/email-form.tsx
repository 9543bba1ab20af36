import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { updateSessionUser } from '../../../lib/session/actions.ts';
import type { ProfileUser } from '../api/profile-user.ts';
import { SectionForm } from './profile-section.tsx';
import { fieldProps, useSectionForm } from './use-section-form.ts';

/** The address the user signs in with; a new one must be verified again (a link is mailed to it). */
export function EmailForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const schema = z.object({ email: z.string().trim().min(1, t('validation.required')).max(254, t('validation.max')).pipe(z.email(t('validation.email'))) });
  type Values = z.infer<typeof schema>;
  const { form, onSubmit, failure } = useSectionForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: user.email },
    fields: ['email'],
    save: async ({ email }) => {
      await updateSessionUser(queryClient, user, { attributes: { email } });
    },
    successMessage: ({ email }) => (email.toLowerCase() === user.email.toLowerCase() ? t('common.actionDone') : t('account.emailChanged', { email })),
  });
  return (
    <SectionForm title={t('account.emailTitle')} onSubmit={onSubmit} isSubmitting={form.formState.isSubmitting} failure={failure}>
      <Typography>{user.emailVerifiedAt ? t('account.emailVerified') : t('account.emailNotVerified')}</Typography>
      <TextField label={t('account.email')} type="email" required autoComplete="email" {...fieldProps(form, 'email', t('account.emailHelp'))} />
    </SectionForm>
  );
}
