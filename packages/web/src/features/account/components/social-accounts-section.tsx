import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { paths } from '../../../paths.ts';
import { ProfileSection } from './profile-section.tsx';

const providerLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Links a social provider to the account, signed in: the provider's account then signs in to this
 * one (server: routes/auth/social.ts). Each button leaves for the provider, which comes back to the
 * social callback screen.
 */
export function SocialAccountsSection() {
  const { t } = useTranslation();
  const { socialProviders } = useRuntimeEnvironment();
  if (socialProviders.length === 0) return null;
  return (
    <ProfileSection title={t('account.socialAccountsTitle')} description={t('account.socialAccountsDescription')}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {socialProviders.map((provider) => (
          <Button key={provider} variant="outlined" href={paths.api.socialLinkRedirect(provider)}>
            {t('account.linkProvider', { provider: providerLabel(provider) })}
          </Button>
        ))}
      </Stack>
    </ProfileSection>
  );
}
