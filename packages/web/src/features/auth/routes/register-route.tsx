import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isLocale, users } from '@relais/domain';
import { SmartLink } from '../../../components/smart-link.tsx';
import { declaredText } from '../../../lib/forms/declared-field.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { getLocale } from '../../../lib/locale.ts';
import { paths } from '../../../paths.ts';
import { postRegister } from '../api/accounts.ts';
import { AuthForm, fieldProps } from '../components/form-fields.tsx';
import { AuthScreen } from '../components/auth-screen.tsx';
import { providerLabel } from '../components/social-buttons.tsx';
import { formErrorMessage } from '../hooks/auth-error-message.ts';
import { confirmedPassword, emailField, newPasswordField } from '../hooks/schemas.ts';
import { FROM_SOCIAL_PARAM, useFollowSignInReply } from '../hooks/use-sign-in-reply.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation'] as const;

/**
 * `/auth/register` (guests, register feature). After a social sign-in the query carries what the
 * provider told (prefilled, the address fixed) and the password becomes optional. The server answers
 * alike for a new and a taken address (check the mailbox, then sign in); only an address the
 * provider verified signs the new account in at once.
 */
export function RegisterRoute() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const follow = useFollowSignInReply();
  const [formError, setFormError] = useState<string | null>(null);
  const provider = search.get(FROM_SOCIAL_PARAM) ? search.get('provider') : null;
  const fromSocialProvider = !!provider;
  const schema = useMemo(() => {
    const password = fromSocialProvider ? z.union([z.literal(''), newPasswordField(t)]) : newPasswordField(t);
    return z
      .object({ firstName: declaredText(t, users, 'firstName'), lastName: declaredText(t, users, 'lastName'), email: emailField(t), password, passwordConfirmation: z.string() })
      .superRefine(confirmedPassword(t));
  }, [t, fromSocialProvider]);
  type Values = z.input<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: fromSocialProvider ? (search.get('firstName') ?? '') : '',
      lastName: fromSocialProvider ? (search.get('lastName') ?? '') : '',
      email: fromSocialProvider ? (search.get('email') ?? '') : '',
      password: '',
      passwordConfirmation: '',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const passwords = values.password ? { password: values.password, passwordConfirmation: values.passwordConfirmation } : {};
    const locale = getLocale();
    const registration = { firstName: values.firstName, lastName: values.lastName, email: values.email, ...passwords, ...(isLocale(locale) ? { locale } : {}), ...(fromSocialProvider ? { fromSocialProvider } : {}) };
    try {
      if (!(await follow(await postRegister(registration)))) setFormError(t('authScreens.failed'));
    } catch (error) {
      if (!applyServerErrors(error, form.setError, t, (key) => i18n.exists(key), { fields: FIELDS })) setFormError(formErrorMessage(error, t));
    }
  });

  const hint = fromSocialProvider ? t('authScreens.socialPasswordHint', { provider: providerLabel(provider ?? '') }) : t('authScreens.passwordHint');
  return (
    <AuthScreen title={t('authScreens.registerTitle')}>
      {fromSocialProvider && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('authScreens.fromSocialNotice', { provider: providerLabel(provider ?? '') })}
        </Alert>
      )}
      <AuthForm onSubmit={onSubmit} error={formError} isPending={form.formState.isSubmitting} submitLabel={t('authScreens.submitRegister')}>
        <TextField {...fieldProps(form, 'firstName')} label={t('authScreens.firstName')} autoComplete="given-name" required />
        <TextField {...fieldProps(form, 'lastName')} label={t('authScreens.lastName')} autoComplete="family-name" required />
        <TextField {...fieldProps(form, 'email')} label={t('authScreens.email')} type="email" autoComplete="email" required slotProps={{ htmlInput: { readOnly: fromSocialProvider } }} />
        <TextField {...fieldProps(form, 'password', hint)} label={t('authScreens.password')} type="password" autoComplete="new-password" required={!fromSocialProvider} />
        <TextField {...fieldProps(form, 'passwordConfirmation')} label={t('authScreens.passwordConfirmation')} type="password" autoComplete="new-password" required={!fromSocialProvider} />
      </AuthForm>
      <Typography variant="body1" sx={{ mt: 3 }}>
        {t('authScreens.haveAccount')} <SmartLink href={paths.auth.signIn}>{t('authScreens.signInLink')}</SmartLink>
      </Typography>
    </AuthScreen>
  );
}
