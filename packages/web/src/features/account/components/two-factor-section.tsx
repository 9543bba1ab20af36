import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { refreshSession } from '../../../lib/session/session.ts';
import { disableTwoFactor, enableEmailCodes, startTotpEnrolment } from '../api/two-factor.ts';
import type { TotpEnrolment as Enrolment } from '../api/two-factor.ts';
import type { ProfileUser } from '../api/profile-user.ts';
import { ProfileSection } from './profile-section.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TotpEnrolment } from './totp-enrolment.tsx';
import { fieldProps, formFailure, useSectionForm } from './use-section-form.ts';

type Step = { name: 'idle' } | { name: 'totp'; enrolment: Enrolment } | { name: 'codes'; codes: string[] };

/**
 * Two-factor sign-in: off, by an authenticator app (TOTP) or by codes sent by e-mail. Turning it on
 * or off asks for the current password (of users who have one); a role that requires it is refused
 * and the server says why.
 */
export function TwoFactorSection({ user, onRecoveryCodesNoted }: { user: ProfileUser; onRecoveryCodesNoted?: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [password, setPassword] = useState('');
  const currentPassword = user.hasPassword ? password : null;

  const run = async (action: () => Promise<void>) => {
    setFailure(null);
    setIsBusy(true);
    try {
      await action();
    } catch (error) {
      setFailure(formFailure(error, t, (key) => i18n.exists(key)));
    } finally {
      setIsBusy(false);
    }
  };
  const showCodes = async (codes: string[]) => {
    setStep({ name: 'codes', codes });
    await refreshSession(queryClient);
  };
  const startTotp = () => run(async () => setStep({ name: 'totp', enrolment: await startTotpEnrolment(currentPassword) }));
  const startEmail = () => run(async () => showCodes((await enableEmailCodes(currentPassword)).recoveryCodes));

  const state = user.twoFactorStrategy === 'totp' ? t('account.twoFactorTotp') : user.twoFactorStrategy === 'email' ? t('account.twoFactorEmail') : t('account.twoFactorOff');
  return (
    <ProfileSection title={t('account.twoFactorTitle')} description={t('account.twoFactorDescription')}>
      <Typography sx={{ fontWeight: 'bold', mb: 2 }} data-testid="two-factor-state">
        {t('account.twoFactorState', { state })}
      </Typography>
      {step.name === 'codes' && (
        <RecoveryCodes
          codes={step.codes}
          onDone={() => {
            setStep({ name: 'idle' });
            onRecoveryCodesNoted?.();
          }}
        />
      )}
      {step.name === 'totp' && <TotpEnrolment enrolment={step.enrolment} onEnabled={(codes) => void showCodes(codes)} onCancel={() => setStep({ name: 'idle' })} />}
      {step.name === 'idle' && !user.twoFactorStrategy && user.hasPassword && (
        <TextField
          label={t('account.currentPassword')}
          helperText={t('account.twoFactorPasswordHelp')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          sx={{ mb: 2 }}
        />
      )}
      {step.name === 'idle' && !user.twoFactorStrategy && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={isBusy} onClick={() => void startTotp()}>
            {t('account.useAuthenticatorApp')}
          </Button>
          <Button variant="outlined" disabled={isBusy} onClick={() => void startEmail()}>
            {t('account.useEmailCodes')}
          </Button>
        </Box>
      )}
      {step.name === 'idle' && user.twoFactorStrategy && <DisableTwoFactorForm user={user} />}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </ProfileSection>
  );
}

function DisableTwoFactorForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const schema = z.object({ password: user.hasPassword ? z.string().min(1, t('validation.required')) : z.string() });
  type Values = z.infer<typeof schema>;
  const { form, onSubmit, failure } = useSectionForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
    fields: ['password'],
    save: async ({ password }) => {
      await disableTwoFactor(user.hasPassword ? password : null);
      await refreshSession(queryClient);
      return { password: '' };
    },
    successMessage: () => t('account.twoFactorDisabled'),
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('account.disableTwoFactor')}>
      {user.hasPassword && <TextField label={t('account.currentPassword')} type="password" autoComplete="current-password" required {...fieldProps(form, 'password')} />}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Button type="submit" variant="outlined" color="error" disabled={form.formState.isSubmitting} sx={{ mt: 1 }}>
        {t('account.disableTwoFactor')}
      </Button>
    </Box>
  );
}
