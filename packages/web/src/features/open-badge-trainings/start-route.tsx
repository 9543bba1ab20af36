import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { dataProvider } from '../../lib/data-layer/data-provider.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLocale, useTranslation } from '../../lib/i18n/i18n.ts';
import { toast } from '../../lib/ui-store.ts';

/**
 * `/open-badge-trainings/start/:issuer/:badge`: a signed-in member with a verified address asks the
 * issuer organization for the badge's training (a session, which the issuer accepts or refuses in
 * the back office), then follows it at `/open-badge-trainings/:session`.
 */
export function StartTrainingRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { issuer = '', badge = '' } = useParams();
  const badgeQuery = useQuery({ queryKey: ['open-badges', badge, locale], queryFn: ({ signal }) => dataProvider.getOne<{ id: string; title: string }>('open-badges', badge, {}, { signal, locale }) });
  const issuerQuery = useQuery({ queryKey: ['organizations', issuer], queryFn: ({ signal }) => dataProvider.getOne<{ id: string; name: string }>('organizations', issuer, {}, { signal }) });
  const ask = useMutation({
    mutationFn: () => dataProvider.create<{ id: string }>('open-badge-training-sessions', { relationships: { badge, issuer } }, { badge: 'open-badges', issuer: 'organizations' }),
    onSuccess: (session) => {
      toast(t('openBadges.trainingAsked'));
      void navigate(`/open-badge-trainings/${encodeURIComponent(session.id)}`);
    },
    onError: () => toast(t('openBadges.trainingAskFailed'), { severity: 'error' }),
  });
  const title = badgeQuery.data?.title ?? null;
  useDocumentTitle(title ? t('openBadges.startTitle', { badge: title }) : t('openBadges.startHeading'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {title ? t('openBadges.startTitle', { badge: title }) : t('openBadges.startHeading')}
      </Typography>
      {(badgeQuery.isError || issuerQuery.isError) && <Typography>{t('openBadges.startMissing')}</Typography>}
      {badgeQuery.data && issuerQuery.data && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography>{t('openBadges.startIntro', { issuer: issuerQuery.data.name })}</Typography>
          <Box>
            <Button variant="contained" disabled={ask.isPending} onClick={() => ask.mutate()}>
              {t('openBadges.askTraining')}
            </Button>
          </Box>
        </Box>
      )}
    </Container>
  );
}
