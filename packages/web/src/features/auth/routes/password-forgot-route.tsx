import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SmartLink } from '../../../components/smart-link.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { paths } from '../../../paths.ts';
import { postPasswordForgot } from '../api/accounts.ts';
import { AuthForm, fieldProps } from '../components/form-fields.tsx';
import { AuthScreen } from '../components/auth-screen.tsx';
import { formErrorMessage } from '../hooks/auth-error-message.ts';
import { emailField } from '../hooks/schemas.ts';

/**
 * `/auth/password/forgot` (guests): asks for a reset link. The answer is the same whether the
 * address has an account or not, so the screen says nothing more.
 */
export function PasswordForgotRoute() {
  const { t, i18n } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [isSent, setSent] = useState(false);
  const schema = useMemo(() => z.object({ email: emailField(t) }), [t]);
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await postPasswordForgot(email);
      setSent(true);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, t, (key) => i18n.exists(key), { fields: ['email'] })) setFormError(formErrorMessage(error, t));
    }
  });

  return (
    <AuthScreen title={t('authScreens.forgotTitle')} intro={isSent ? undefined : t('authScreens.forgotIntro')}>
      {isSent ? (
        <Alert severity="success" role="status">
          {t('authScreens.forgotSent')}
        </Alert>
      ) : (
        <AuthForm onSubmit={onSubmit} error={formError} isPending={form.formState.isSubmitting} submitLabel={t('authScreens.submitForgot')}>
          <TextField {...fieldProps(form, 'email')} label={t('authScreens.email')} type="email" autoComplete="email" required />
        </AuthForm>
      )}
      <Typography variant="body1" sx={{ mt: 3 }}>
        <SmartLink href={paths.auth.signIn}>{t('authScreens.backToSignIn')}</SmartLink>
      </Typography>
    </AuthScreen>
  );
}
