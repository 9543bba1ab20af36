import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { SmartLink } from '../../../components/smart-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { toast } from '../../../lib/ui-store.ts';
import { paths } from '../../../paths.ts';
import { postPasswordReset } from '../api/accounts.ts';
import { AuthForm, fieldProps } from '../components/form-fields.tsx';
import { AuthScreen } from '../components/auth-screen.tsx';
import { formErrorMessage } from '../hooks/auth-error-message.ts';
import { confirmedPassword, newPasswordField } from '../hooks/schemas.ts';

const isBadLink = (error: unknown) => error instanceof ApiError && error.status === 422 && error.errors.some((item) => item.source?.pointer === '/token' || item.source?.pointer === '/email');

/** `/auth/password/reset/:token/:email` (guests): the link of the reset mail; a new password, then sign-in. */
export function PasswordResetRoute() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { token = '', email = '' } = useParams();
  const [formError, setFormError] = useState<string | null>(null);
  const [isLinkBad, setLinkBad] = useState(false);
  const schema = useMemo(() => z.object({ password: newPasswordField(t), passwordConfirmation: z.string(), keepLinkedAccounts: z.boolean() }).superRefine(confirmedPassword(t)), [t]);
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { password: '', passwordConfirmation: '', keepLinkedAccounts: false } });

  const { ref: keepLinkedRef, ...keepLinked } = form.register('keepLinkedAccounts');

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await postPasswordReset({ token, email, ...values });
      toast(t('authScreens.resetDone'), { length: 'long' });
      void navigate(paths.auth.signIn, { replace: true });
    } catch (error) {
      if (isBadLink(error)) setLinkBad(true);
      else if (!applyServerErrors(error, form.setError, t, (key) => i18n.exists(key), { fields: ['password', 'passwordConfirmation'] })) setFormError(formErrorMessage(error, t));
    }
  });

  return (
    <AuthScreen title={t('authScreens.resetTitle')} intro={t('authScreens.resetIntro', { email })}>
      {isLinkBad && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('authScreens.resetLinkInvalid')} <SmartLink href={paths.auth.passwordForgot}>{t('authScreens.askNewLink')}</SmartLink>
        </Alert>
      )}
      <AuthForm onSubmit={onSubmit} error={formError} isPending={form.formState.isSubmitting} submitLabel={t('authScreens.submitReset')}>
        <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
        <TextField {...fieldProps(form, 'password', t('authScreens.passwordHint'))} label={t('authScreens.newPassword')} type="password" autoComplete="new-password" required />
        <TextField {...fieldProps(form, 'passwordConfirmation')} label={t('authScreens.passwordConfirmation')} type="password" autoComplete="new-password" required />
        {/* Off by default: a reset ends the provider links, which someone else may have made (docs/decisions.md). */}
        <FormControlLabel control={<Checkbox {...keepLinked} slotProps={{ input: { ref: keepLinkedRef } }} />} label={t('authScreens.keepLinkedAccounts')} />
      </AuthForm>
    </AuthScreen>
  );
}
