import { useTranslation } from '../../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ADMIN_CATEGORIES } from '@relais/domain';
import type { AdminDashboardAnswer } from '@relais/domain';
import { Container } from '../../../components/container.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/session.ts';
import { paths } from '../../../paths.ts';
import { adminPaths } from '../admin-paths.ts';
import { useAdminDashboard } from '../api/admin-dashboard.ts';
import { useAdminKinds } from '../api/admin-kinds.ts';
import { AddIcon } from '../components/admin-icons.tsx';
import { gridSearch } from '../../../lib/resources/list-state.ts';
import { categoryLabel, kindLabel } from '../../../lib/resources/labels.ts';

type Counts = AdminDashboardAnswer['data']['counts'];

function CountCards({ counts }: { counts: Counts }) {
  const { t } = useTranslation();
  const categories = ADMIN_CATEGORIES.filter((category) => counts.some((count) => count.category === category));
  return categories.map((category) => (
    <Box component="section" key={category} aria-labelledby={`dashboard-${category}`} sx={{ mb: 3 }}>
      <Typography id={`dashboard-${category}`} variant="h6" component="h3" gutterBottom>
        {categoryLabel(t, category)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(12rem, 100%), 1fr))' }}>
        {counts
          .filter((count) => count.category === category)
          .map((count) => (
            <li key={count.type}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={SmartLink} href={adminPaths.resource(count.type)} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography component="span" sx={{ display: 'block', fontSize: '2rem', fontWeight: 600, lineHeight: 1.2 }}>
                      {formatNumber(count.count)}
                    </Typography>
                    <Typography component="span">{kindLabel(t, count.type)}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
      </Box>
    </Box>
  ));
}

/** The admin area's home (spec §2 "admin.dashboard"): what the user may act on, and where to go from it. */
export function AdminDashboardRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const dashboard = useAdminDashboard();
  const kinds = useAdminKinds();
  useDocumentTitle(t('admin.dashboardTitle'));
  const pending = dashboard.data?.data.pendingValidationRequests ?? null;
  const pendingPublications = dashboard.data?.data.pendingPublicationRequests ?? null;
  const creatable = (kinds.data?.data ?? []).filter((kind) => kind.canCreate);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('admin.dashboardTitle')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('admin.welcome', { name: user?.firstName ?? '' })}</Typography>
      {(pending !== null || pendingPublications !== null) && (
        <Box component="section" aria-labelledby="dashboard-requests" sx={{ mb: 4 }}>
          <Typography id="dashboard-requests" variant="h5" component="h2" gutterBottom>
            {t('admin.requestsTitle')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {pending !== null && (
              <li>
                <SmartLink href={`${adminPaths.resource('validation-requests')}${gridSearch({ filter: { status: 'pending' } })}`}>
                  {t('admin.pendingValidationRequests', { count: pending })}
                </SmartLink>
              </li>
            )}
            {pendingPublications !== null && (
              <li>
                <SmartLink href={`${adminPaths.resource('publication-requests')}${gridSearch({ filter: { status: 'pending' } })}`}>
                  {t('admin.pendingPublicationRequests', { count: pendingPublications })}
                </SmartLink>
              </li>
            )}
          </Box>
        </Box>
      )}
      <Box component="section" aria-labelledby="dashboard-counts" sx={{ mb: 4 }}>
        <Typography id="dashboard-counts" variant="h5" component="h2" gutterBottom>
          {t('admin.countsTitle')}
        </Typography>
        {dashboard.data ? <CountCards counts={dashboard.data.data.counts} /> : <PageLoader label={t('common.loading')} minHeight={120} />}
        {dashboard.data && !dashboard.data.data.counts.length && <Typography>{t('admin.nothingToManage')}</Typography>}
      </Box>
      <Box component="section" aria-labelledby="dashboard-shortcuts">
        <Typography id="dashboard-shortcuts" variant="h5" component="h2" gutterBottom>
          {t('admin.shortcutsTitle')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {creatable.map((kind) => (
            <li key={kind.type}>
              <Button component={SmartLink} href={adminPaths.resource(kind.type, 'create')} variant="outlined" startIcon={<AddIcon />}>
                {t('admin.createKind', { kind: kindLabel(t, kind.type) })}
              </Button>
            </li>
          ))}
          <li>
            <Button component={SmartLink} href={paths.account.profile}>
              {t('auth.profile')}
            </Button>
          </li>
          <li>
            <Button component={SmartLink} href={paths.home}>
              {t('admin.backToSite')}
            </Button>
          </li>
        </Box>
      </Box>
    </Container>
  );
}
