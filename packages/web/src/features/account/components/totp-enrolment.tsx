import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { confirmTotpEnrolment } from '../api/two-factor.ts';
import type { TotpEnrolment as Enrolment } from '../api/two-factor.ts';
import { fieldProps, useSectionForm } from './use-section-form.ts';

/**
 * Setting up an authenticator app: scan the QR code (or type the secret), then prove it works with
 * a code; the answer holds the recovery codes.
 */
export function TotpEnrolment({ enrolment, onEnabled, onCancel }: { enrolment: Enrolment; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const schema = z.object({ code: z.string().trim().regex(/^\d{6}$/, t('account.totpCodeFormat')) });
  type Values = z.infer<typeof schema>;
  const { form, onSubmit, failure } = useSectionForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
    fields: ['code'],
    save: async ({ code }) => {
      const { recoveryCodes } = await confirmTotpEnrolment(code);
      onEnabled(recoveryCodes);
      return { code: '' };
    },
    successMessage: () => t('account.twoFactorEnabled'),
  });
  return (
    <Box>
      <Typography component="ol" sx={{ pl: 3 }}>
        <li>{t('account.totpStepScan')}</li>
        <li>{t('account.totpStepCode')}</li>
      </Typography>
      <Box component="img" src={enrolment.qrCode} alt={t('account.totpQrAlt')} sx={{ width: 240, height: 240, display: 'block', my: 2, bgcolor: '#fff' }} />
      <Typography component="p">
        {t('account.totpSecret')}{' '}
        <Box component="code" sx={{ fontSize: '1.125rem', wordBreak: 'break-all' }} data-testid="totp-secret">
          {enrolment.secret}
        </Box>
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('account.totpConfirm')}>
        <TextField
          label={t('account.totpCode')}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          {...fieldProps(form, 'code')}
          fullWidth={false}
        />
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('account.totpConfirm')}
          </Button>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
        </Box>
      </Box>
    </Box>
  );
}
