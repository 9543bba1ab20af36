import { useQuery } from '@tanstack/react-query';
import type { MyOpenBadgesAnswer } from '@relais/domain';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Container } from '../../../components/container.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLocale, useTranslation } from '../../../lib/i18n/i18n.ts';
import { paths } from '../../../paths.ts';
import { AssertionStatus, sitePath } from '../../../blocks/page-open-badges/assertion-status.tsx';
import { useRecordPaths } from '../api/my-likes.ts';

/**
 * `/account/profile/open-badges` (spec, platform: account paths): the badges issued to the member's
 * verified address, newest first, each with its status, its page (when a page holds the badges
 * block) and its baked image to download.
 */
export function OpenBadgesRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const pathOf = useRecordPaths();
  const badges = useQuery({
    queryKey: ['open-badges', 'mine', locale],
    queryFn: ({ signal }) => apiRequest<MyOpenBadgesAnswer>('/api/v1/services/open-badges/mine', { signal, locale }),
  });
  useDocumentTitle(t('openBadges.myBadges'));
  const rows = badges.data?.data ?? [];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('openBadges.myBadges')}
      </Typography>
      <Link component={RouterLink} to={paths.account.profile}>
        {t('openBadges.backToProfile')}
      </Link>
      <Typography sx={{ mt: 2 }}>{t('openBadges.myBadgesIntro')}</Typography>
      {badges.isPending && (
        <Box aria-busy="true" aria-label={t('common.loading')} sx={{ mt: 3 }}>
          {Array.from({ length: 2 }, (_, index) => (
            <Skeleton key={index} variant="rectangular" height={120} sx={{ mb: 2 }} />
          ))}
        </Box>
      )}
      {badges.isError && <Typography sx={{ mt: 3 }}>{t('openBadges.myBadgesFailed')}</Typography>}
      {badges.isSuccess && rows.length === 0 && <Typography sx={{ mt: 3 }}>{t('openBadges.myBadgesEmpty')}</Typography>}
      {rows.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 3, display: 'grid', gap: 2 }}>
          {rows.map((assertion) => {
            const page = pathOf({ type: 'open-badge-assertions', id: assertion.id });
            return (
              <Box component="li" key={assertion.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                <Box component="img" src={sitePath(assertion.badge.imageUrl)} alt="" width={72} height={72} sx={{ borderRadius: '50%' }} />
                <Box sx={{ flex: '1 1 240px', display: 'grid', gap: 1 }}>
                  <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                    {assertion.badge.title}
                  </Typography>
                  <Typography variant="body2">
                    {t('openBadges.issuer')} {assertion.issuer.name} · {t('openBadges.issuedOn')} {formatDate(assertion.issuedAt)}
                  </Typography>
                  <AssertionStatus assertion={assertion} />
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    {page && (
                      <Button component={RouterLink} to={page} variant="outlined">
                        {t('openBadges.openPage', { badge: assertion.badge.title })}
                      </Button>
                    )}
                    {!assertion.revokedAt && (
                      <Button component="a" href={`${sitePath(assertion.imageUrl)}?download=1`} download variant="contained">
                        {t('openBadges.downloadNamed', { badge: assertion.badge.title })}
                      </Button>
                    )}
                  </Box>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Container>
  );
}
