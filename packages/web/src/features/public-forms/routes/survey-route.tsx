import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { surveyUrl } from '@relais/domain';
import { Container } from '../../../components/container.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLocale, useTranslation } from '../../../lib/i18n/i18n.ts';
import { deserialize } from '../../../lib/jsonapi.ts';
import { paths } from '../../../paths.ts';
import type { JsonApiDocument } from '../../../lib/jsonapi.ts';
import { SurveyView } from '../../../blocks/page-survey/survey-view.tsx';
import type { Survey } from '../../../blocks/page-survey/survey-view.tsx';

/** `/services/surveys/:id`: one survey on a screen of its own, its question as title and heading. */
export function SurveyRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const key = ['survey-screen', id, locale];
  const read = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => deserialize<Survey>(await apiRequest<JsonApiDocument>(surveyUrl(id), { signal, locale, silent: [404] })),
    retry: false,
  });
  useDocumentTitle(read.data?.question ?? null);
  if (read.isPending) return <PageLoader label={t('common.loading')} minHeight={400} />;
  if (read.error instanceof ApiError && read.error.status === 404) return <Navigate to={paths.errors.notFound} replace />;
  if (!read.data) {
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Typography>{t('surveys.none')}</Typography>
      </Container>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <SurveyView survey={read.data} headingLevel={1} onChanged={() => queryClient.invalidateQueries({ queryKey: key })} />
    </Container>
  );
}
