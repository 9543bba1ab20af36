import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ContributionType } from '@relais/domain';
import { Container } from '../../../components/container.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { useSession } from '../../../lib/session/session.ts';
import { paths } from '../../../paths.ts';
import { useMyContributions } from '../api/contributions.ts';
import type { ContributionModel } from '../api/contributions.ts';
import { enabledKinds, KIND_WORDS, stateLabel } from '../components/kinds.ts';

/**
 * `/account/contributions`: what the signed-in contributor wrote, kind by kind (the kinds whose
 * feature is on), each item with where it stands and whether a publication request waits, linked to
 * its form; a way to write a new one when the server lets them.
 */
export function ContributionsRoute() {
  const { t } = useTranslation();
  const { features } = useRuntimeEnvironment();
  const kinds = enabledKinds(features);
  useDocumentTitle(t('contributions.title'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('contributions.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{kinds.length ? t('contributions.intro') : t('contributions.noKinds')}</Typography>
      {kinds.map((type) => (
        <KindSection key={type} type={type} />
      ))}
    </Container>
  );
}

function KindSection({ type }: { type: ContributionType }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const items = useMyContributions(type, user!.id);
  const words = KIND_WORDS[type];
  const headingId = `contributions-${type}`;
  const rows = items.data?.data ?? [];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h5" component="h2" id={headingId}>
          {t(words.section)}
        </Typography>
        {items.data?.permissions.create && (
          <Button component={RouterLink} to={paths.account.contribution(type)} variant="contained">
            {t(words.create)}
          </Button>
        )}
      </Box>
      {items.isPending && (
        <Box aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rectangular" height={56} />
        </Box>
      )}
      {items.isError && <Typography>{t('contributions.failed')}</Typography>}
      {items.isSuccess && rows.length === 0 && <Typography color="text.secondary">{t(words.empty)}</Typography>}
      {rows.length > 0 && (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {rows.map((item) => (
            <ContributionRow key={item.id} type={type} item={item} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function ContributionRow({ type, item }: { type: ContributionType; item: ContributionModel }) {
  const { t } = useTranslation();
  const title = item.title?.trim() || t('contributions.untitled');
  return (
    <Box component="li" sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1.5, borderBottom: 1, borderColor: 'divider', minHeight: 56 }}>
      <Box sx={{ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={paths.account.contribution(type, item.id)} sx={{ fontWeight: 'bold' }}>
          {title}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {stateLabel(t, item)}
        </Typography>
      </Box>
      {item.pendingPublicationRequest && <Chip label={t('contributions.statePending')} variant="outlined" size="small" />}
    </Box>
  );
}
