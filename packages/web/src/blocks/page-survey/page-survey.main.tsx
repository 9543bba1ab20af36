import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { surveyUrl } from '@relais/domain';
import { Container } from '../../components/container.tsx';
import { SurveyView } from './survey-view.tsx';
import type { Survey } from './survey-view.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { deserialize } from '../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../lib/jsonapi.ts';
import type { BlockProps } from '../block-types.ts';

type Props = Extract<BlockProps<'pageSurvey'>, { screen: 'main' }>;

/** The block's survey, answered in place; after an answer its read (and the page's copy of it) is made again. */
export function SurveyBlock({ props, headingLevel, data }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const survey = data.survey ? deserialize<Survey | null>(data.survey as unknown as JsonApiDocument) : null;
  if (!survey) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Typography sx={{ textAlign: 'center' }}>{t('surveys.none')}</Typography>
      </Container>
    );
  }
  const url = surveyUrl(survey.id);
  const refresh = () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === 'block-data' && queryKey.includes(url) });
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <SurveyView survey={survey} headingLevel={headingLevel} title={props.title} onChanged={refresh} />
    </Container>
  );
}
