import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useParams } from 'react-router';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SmartLink } from '../../../components/smart-link.tsx';
import { useAnnounce } from '../../../lib/announcer.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { paths } from '../../../paths.ts';
import { postTwoFactorLogin, resendTwoFactorCode } from '../api/sign-in.ts';
import { AuthForm, fieldProps } from '../components/form-fields.tsx';
import { AuthScreen } from '../components/auth-screen.tsx';
import { formErrorMessage } from '../hooks/auth-error-message.ts';
import { requiredText } from '../hooks/schemas.ts';
import { useFollowSignInReply } from '../hooks/use-sign-in-reply.ts';

const isExpiredStep = (error: unknown) => error instanceof ApiError && error.status === 419;

/**
 * `/auth/two-factor/:strategy` (guests, twoFactor feature): the second step of a sign-in, with the
 * authenticator's or the mailed code, or a recovery code; the e-mail code can be sent again.
 */
export function TwoFactorRoute() {
  const { t, i18n } = useTranslation();
  const announce = useAnnounce();
  const { strategy } = useParams();
  const isEmail = strategy === 'email';
  const follow = useFollowSignInReply();
  const [isRecovery, setRecovery] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [isExpired, setExpired] = useState(false);
  const [isResending, setResending] = useState(false);
  const [isResent, setResent] = useState(false);
  const schema = useMemo(() => z.object({ code: requiredText(t) }), [t]);
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { code: '' } });

  const failed = (error: unknown) => {
    if (isExpiredStep(error)) setExpired(true);
    else if (!applyServerErrors(error, form.setError, t, (key) => i18n.exists(key), { fields: ['code'], aliases: { recoveryCode: 'code' } })) setFormError(formErrorMessage(error, t));
  };

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      const reply = await postTwoFactorLogin(isRecovery ? { recoveryCode: code } : { code });
      if (!(await follow(reply))) setFormError(t('authScreens.failed'));
    } catch (error) {
      failed(error);
    }
  });

  const resend = async () => {
    setFormError(null);
    setResending(true);
    try {
      await resendTwoFactorCode();
      setResent(true);
      announce(t('authScreens.codeResent'));
    } catch (error) {
      failed(error);
    } finally {
      setResending(false);
    }
  };

  const switchKind = () => {
    setRecovery((current) => !current);
    form.reset({ code: '' });
  };

  const intro = isRecovery ? t('authScreens.recoveryIntro') : isEmail ? t('authScreens.twoFactorIntroEmail') : t('authScreens.twoFactorIntroTotp');
  return (
    <AuthScreen title={t('authScreens.twoFactorTitle')} intro={intro}>
      {isExpired ? (
        <Alert severity="error" role="alert">
          {t('authScreens.twoFactorExpired')} <SmartLink href={paths.auth.signIn}>{t('authScreens.signInAgain')}</SmartLink>
        </Alert>
      ) : (
        <>
          {isResent && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('authScreens.codeResent')}
            </Alert>
          )}
          <AuthForm onSubmit={onSubmit} error={formError} isPending={form.formState.isSubmitting} submitLabel={t('authScreens.submitCode')}>
            <TextField
              key={isRecovery ? 'recovery' : 'code'}
              {...fieldProps(form, 'code')}
              label={isRecovery ? t('authScreens.recoveryCode') : t('authScreens.code')}
              autoComplete={isRecovery ? 'off' : 'one-time-code'}
              slotProps={{ htmlInput: isRecovery ? { spellCheck: false, autoCapitalize: 'none' } : { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 12 } }}
              required
            />
          </AuthForm>
          <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
            {isEmail && !isRecovery && (
              <Button variant="text" onClick={() => void resend()} disabled={isResending}>
                {t('authScreens.resendCode')}
              </Button>
            )}
            <Button variant="text" onClick={switchKind}>
              {isRecovery ? t('authScreens.useCode') : t('authScreens.useRecoveryCode')}
            </Button>
          </Stack>
        </>
      )}
    </AuthScreen>
  );
}
