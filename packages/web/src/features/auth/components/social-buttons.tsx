import { useTranslation } from '../../../lib/i18n/i18n.ts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../paths.ts';

/** A provider's name as people write it: `google` → Google. */
export const providerLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * One button per configured social provider. Each is a plain link: the server answers with the
 * redirection to the provider, which comes back to the social callback screen.
 */
export function SocialButtons({ providers }: { providers: readonly string[] }) {
  const { t } = useTranslation();
  if (providers.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="social-sign-in" spacing={1} sx={{ mt: 4 }}>
      <Typography id="social-sign-in" variant="h6" component="h2">
        {t('authScreens.socialSignIn')}
      </Typography>
      {providers.map((provider) => (
        <Button key={provider} variant="outlined" href={paths.api.socialRedirect(provider)} fullWidth>
          {t('authScreens.socialProvider', { provider: providerLabel(provider) })}
        </Button>
      ))}
    </Stack>
  );
}
