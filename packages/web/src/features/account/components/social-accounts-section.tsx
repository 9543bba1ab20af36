import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LINKED_ACCOUNTS_PATH } from '@relais/domain';
import { formatDate } from '../../../lib/format.ts';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { toast } from '../../../lib/ui-store.ts';
import { paths } from '../../../paths.ts';
import { linkedAccountsQueryOptions, unlinkAccount, useLinkedAccounts } from '../api/linked-accounts.ts';
import type { ProfileUser } from '../api/profile-user.ts';
import { ProfileSection } from './profile-section.tsx';
import { formFailure } from './use-section-form.ts';

const providerLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The mails about links point to this section: its anchor is the domain's path's. */
const ANCHOR = LINKED_ACCOUNTS_PATH.split('#')[1];

/**
 * The provider accounts that sign in to this one, each removable, and buttons that link another
 * (server: routes/accounts/linked-accounts.ts, routes/auth/social.ts). Each link button leaves for
 * the provider, which comes back to the social callback screen.
 */
export function SocialAccountsSection({ user }: { user: ProfileUser }) {
  const { t, i18n } = useTranslation();
  const { socialProviders } = useRuntimeEnvironment();
  const queryClient = useQueryClient();
  const linked = useLinkedAccounts(user.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (provider: string) => {
    setFailure(null);
    setRemoving(provider);
    try {
      await unlinkAccount(user.id, provider);
      toast(t('account.unlinked', { provider: providerLabel(provider) }));
      await queryClient.invalidateQueries({ queryKey: linkedAccountsQueryOptions(user.id).queryKey });
    } catch (error) {
      setFailure(formFailure(error, t, (key) => i18n.exists(key)));
    } finally {
      setRemoving(null);
    }
  };

  const links = linked.data?.data ?? [];
  if (socialProviders.length === 0 && links.length === 0) return null;
  return (
    <ProfileSection title={t('account.linkedAccountsTitle')} description={t('account.linkedAccountsDescription')} {...(ANCHOR ? { anchor: ANCHOR } : {})}>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {linked.isSuccess && links.length === 0 && <Typography sx={{ mb: 2 }}>{t('account.linkedAccountsNone')}</Typography>}
      {links.length > 0 && (
        <List sx={{ mb: 2 }}>
          {links.map(({ provider, linkedAt }) => (
            <ListItem
              key={`${provider}-${linkedAt}`}
              disableGutters
              secondaryAction={
                <Button variant="outlined" color="error" disabled={removing !== null} onClick={() => void remove(provider)}>
                  {t('account.unlinkProvider', { provider: providerLabel(provider) })}
                </Button>
              }
            >
              <ListItemText primary={t('account.linkedSince', { provider: providerLabel(provider), date: formatDate(linkedAt) })} />
            </ListItem>
          ))}
        </List>
      )}
      {socialProviders.length > 0 && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={t('account.linkAnotherProvider')}>
          {socialProviders.map((provider) => (
            <Button key={provider} variant="outlined" href={paths.api.socialLinkRedirect(provider)}>
              {t('account.linkProvider', { provider: providerLabel(provider) })}
            </Button>
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}
