import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpenBadgeTrainingProgressAnswer } from '@relais/domain';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { RichText } from '../../blocks/shared/rich-text.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLocale, useTranslation } from '../../lib/i18n/i18n.ts';
import { toast } from '../../lib/ui-store.ts';

const url = (session: string) => `/api/v1/services/open-badge-trainings/${encodeURIComponent(session)}`;

/**
 * `/open-badge-trainings/:session`: the trainee's way through the badge's modules. Waiting for the
 * issuer, refused (with the reason), or under way: each module is started, then finished, in order;
 * once the last is finished the training is done and its duration shown.
 */
export function TrainingSessionRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { session = '' } = useParams();
  const queryClient = useQueryClient();
  const key = ['open-badge-trainings', session, locale];
  const progress = useQuery({ queryKey: key, queryFn: ({ signal }) => apiRequest<OpenBadgeTrainingProgressAnswer>(url(session), { signal, locale }) });
  const step = useMutation({
    mutationFn: ({ position, action }: { position: number; action: 'start' | 'finish' }) => apiRequest<OpenBadgeTrainingProgressAnswer>(`${url(session)}/modules/${position}/${action}`, { method: 'POST', locale }),
    onSuccess: (answer, { action }) => {
      queryClient.setQueryData(key, answer);
      toast(answer.data.finishedAt ? t('openBadges.trainingFinished') : action === 'start' ? t('openBadges.moduleStarted') : t('openBadges.moduleFinished'));
    },
    onError: () => toast(t('openBadges.stepFailed'), { severity: 'error' }),
  });
  const data = progress.data?.data;
  useDocumentTitle(data ? t('openBadges.sessionTitle', { badge: data.badge.title }) : t('openBadges.startHeading'));
  if (progress.isError) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h3" component="h1" gutterBottom>
          {t('openBadges.startHeading')}
        </Typography>
        <Typography>{t('openBadges.sessionMissing')}</Typography>
      </Container>
    );
  }
  if (!data) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Box aria-busy="true" aria-label={t('common.loading')} sx={{ minHeight: 400 }} />
      </Container>
    );
  }
  const next = data.modules.findIndex((module) => module.finishedAt === null);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('openBadges.sessionTitle', { badge: data.badge.title })}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('openBadges.sessionIssuer', { issuer: data.issuer.name })}</Typography>
      {data.refusedAt ? (
        <Alert severity="error">{data.refusedReason ? t('openBadges.sessionRefusedBecause', { reason: data.refusedReason }) : t('openBadges.sessionRefused')}</Alert>
      ) : !data.acceptedAt ? (
        <Alert severity="info">{t('openBadges.sessionWaiting')}</Alert>
      ) : data.finishedAt ? (
        <Alert severity="success">{t('openBadges.sessionDone', { count: data.duration ?? 0 })}</Alert>
      ) : null}
      <Box component="ol" sx={{ pl: 3, mt: 3, display: 'grid', gap: 2 }}>
        {data.modules.map((module, index) => (
          <li key={module.id}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {module.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {module.finishedAt ? t('openBadges.moduleDone') : module.startedAt ? t('openBadges.moduleUnderWay') : t('openBadges.moduleToDo')}
            </Typography>
            {module.startedAt && !module.finishedAt && module.content && <RichText html={module.content} />}
            {data.acceptedAt && !data.refusedAt && !data.finishedAt && index === next && (
              <Button
                variant="contained"
                sx={{ mt: 1 }}
                disabled={step.isPending}
                onClick={() => step.mutate({ position: module.position, action: module.startedAt ? 'finish' : 'start' })}
              >
                {module.startedAt ? t('openBadges.finishModule', { module: module.title }) : t('openBadges.startModule', { module: module.title })}
              </Button>
            )}
          </li>
        ))}
      </Box>
    </Container>
  );
}
