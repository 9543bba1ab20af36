import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Navigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import { Container } from '../../../components/container.tsx';
import Typography from '@mui/material/Typography';
import { fullName, initials } from '@relais/domain';
import { PageLoader } from '../../../components/page-loader.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useDeferredView } from '../../../lib/stats.ts';
import { paths } from '../../../paths.ts';
import { usePublicProfile } from '../api/get-public-profile.ts';

/** `/users/:user/profile`: what anyone may see of a member — name, picture, admin badge. */
export function UserProfileRoute() {
  const { t } = useTranslation();
  const { user: id = '' } = useParams();
  const profile = usePublicProfile(id);
  const name = profile.data ? fullName(profile.data) : undefined;
  useDocumentTitle(name);
  useDeferredView('users', profile.data?.id);
  if (profile.error instanceof ApiError && profile.error.status === 404) return <Navigate to={paths.errors.notFound} replace />;
  if (profile.error) throw profile.error;
  if (!profile.data) return <PageLoader label={t('common.loading')} minHeight={300} />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
        {/* Decorative: the name is the heading beside it. */}
        <UserAvatar user={{ avatarUrl: profile.data.avatarUrl, initials: initials(profile.data) }} size="large" />
        <Box>
          <Typography variant="h3" component="h1">
            {name}
          </Typography>
        </Box>
      </Box>
    </Container>
  );
}
