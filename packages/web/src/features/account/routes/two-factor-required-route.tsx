import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import { Container } from '../../../components/container.tsx';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { setUiState } from '../../../lib/ui-store.ts';
import { paths } from '../../../paths.ts';
import { useProfileUser } from '../api/profile-user.ts';
import { TwoFactorSection } from '../components/two-factor-section.tsx';

/**
 * `/account/two-factor` (signed in): where the shell sends a user whose role requires two-factor
 * sign-in and who has none yet; once set up (and the recovery codes noted), the profile.
 */
export function TwoFactorRequiredRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useProfileUser();
  useDocumentTitle(t('account.twoFactorRequiredTitle'));
  useEffect(() => {
    if (user.twoFactorStrategy) setUiState({ twoFactorEnrolmentRequired: false });
  }, [user.twoFactorStrategy]);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('account.twoFactorRequiredTitle')}
      </Typography>
      {!user.twoFactorStrategy && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('account.twoFactorRequiredIntro')}
        </Alert>
      )}
      <TwoFactorSection user={user} onRecoveryCodesNoted={() => void navigate(paths.account.profile)} />
    </Container>
  );
}
