import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REDIRECT_PARAM, safeRedirect } from '../../../lib/router/guard.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { paths } from '../../../paths.ts';
import { postLogin } from '../api/sign-in.ts';
import { AuthForm, fieldProps } from '../components/form-fields.tsx';
import { AuthScreen } from '../components/auth-screen.tsx';
import { SocialButtons } from '../components/social-buttons.tsx';
import { formErrorMessage } from '../hooks/auth-error-message.ts';
import { emailField } from '../hooks/schemas.ts';
import { useFollowSignInReply } from '../hooks/use-sign-in-reply.ts';

/** `/auth/sign-in` (guests): e-mail and password, then wherever the reply leads. */
export function SignInRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { features, socialProviders } = useRuntimeEnvironment();
  const follow = useFollowSignInReply();
  const [formError, setFormError] = useState<string | null>(null);
  const redirectUrl = safeRedirect(search.get(REDIRECT_PARAM));
  const registerHref = redirectUrl ? `${paths.auth.register}?${new URLSearchParams({ [REDIRECT_PARAM]: redirectUrl }).toString()}` : paths.auth.register;
  const schema = useMemo(
    () => z.object({ email: emailField(t), password: z.string().min(1, t('validation.required')) }),
    [t],
  );
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

  const onSubmit = form.handleSubmit(async (credentials) => {
    setFormError(null);
    try {
      if (!(await follow(await postLogin(credentials)))) setFormError(t('authScreens.failed'));
    } catch (error) {
      const isWrong = error instanceof ApiError && error.status === 422 && error.errors.some((item) => item.code === 'auth.failed');
      setFormError(isWrong ? t('authScreens.wrongCredentials') : formErrorMessage(error, t));
    }
  });

  return (
    <AuthScreen title={t('authScreens.signInTitle')}>
      {search.get('guarded') === 'auth' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('authScreens.guardedNotice')}
        </Alert>
      )}
      <AuthForm onSubmit={onSubmit} error={formError} isPending={form.formState.isSubmitting} submitLabel={t('authScreens.submitSignIn')}>
        <TextField {...fieldProps(form, 'email')} label={t('authScreens.email')} type="email" autoComplete="email" required />
        <TextField {...fieldProps(form, 'password')} label={t('authScreens.password')} type="password" autoComplete="current-password" required />
      </AuthForm>
      <Stack spacing={1} sx={{ mt: 3 }}>
        <SmartLink href={paths.auth.passwordForgot}>{t('authScreens.forgotPasswordLink')}</SmartLink>
        {features.register && (
          <Typography variant="body1">
            {t('authScreens.noAccount')} <SmartLink href={registerHref}>{t('authScreens.registerLink')}</SmartLink>
          </Typography>
        )}
      </Stack>
      {features.socialLogin && <SocialButtons providers={socialProviders} />}
    </AuthScreen>
  );
}
