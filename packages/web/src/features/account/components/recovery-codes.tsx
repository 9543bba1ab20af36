import { useTranslation } from '../../../lib/i18n/i18n.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { toast } from '../../../lib/ui-store.ts';

/** The recovery codes, shown once: each lets the user in once without a code. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast(t('account.recoveryCodesCopied'));
    } catch {
      toast(t('account.copyFailed'), { severity: 'warning' });
    }
  };
  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('account.recoveryCodesHelp')}
      </Alert>
      <Box component="ul" aria-label={t('account.recoveryCodes')} sx={{ fontFamily: 'monospace', fontSize: '1.125rem', columns: { xs: 1, sm: 2 }, pl: 3 }} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void copy()}>
          {t('account.copyRecoveryCodes')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('account.recoveryCodesSaved')}
        </Button>
      </Box>
    </Box>
  );
}
