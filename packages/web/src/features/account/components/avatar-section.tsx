import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LazyFileUploadField } from '../../../components/file-upload/index.ts';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAnnounce } from '../../../lib/announcer.tsx';
import { updateSessionUser } from '../../../lib/session/actions.ts';
import type { Model } from '../../../lib/jsonapi.ts';
import type { ProfileUser } from '../api/profile-user.ts';
import { ProfileSection } from './profile-section.tsx';

/**
 * The profile picture: the one shown (the initials when there is none), a picture uploaded through
 * the site's resumable uploads and kept as the account's `avatarUrl` as soon as it arrives (a public
 * file of this site, as the server requires), and a button that takes it away.
 */
export function AvatarSection({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const save = async (avatarUrl: string | null) => {
    setSaving(true);
    setFailure(null);
    try {
      await updateSessionUser(queryClient, user, { attributes: { avatarUrl } });
      announce(t(avatarUrl ? 'account.avatarSaved' : 'account.avatarRemoved'));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('account.avatarFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ProfileSection title={t('account.avatarTitle')} description={t('account.avatarIntro')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <UserAvatar user={user} size="large" />
        {user.avatarUrl ? (
          <Button variant="outlined" onClick={() => void save(null)} disabled={isSaving}>
            {t('account.avatarRemove')}
          </Button>
        ) : (
          <Typography>{t('account.avatarNone')}</Typography>
        )}
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Suspense fallback={<Typography>{t('common.loading')}</Typography>}>
        <LazyFileUploadField label={t('account.avatarUpload')} accept="image/png,image/jpeg,image/webp,image/gif" isPublic onUploaded={(file: Model) => void save(String(file.url ?? ''))} />
      </Suspense>
    </ProfileSection>
  );
}
