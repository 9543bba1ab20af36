import Box from '@mui/material/Box';
import { SURVEY_WIDTH, surveyScreens } from '@relais/domain';
import { Container } from '../../components/container.tsx';
import type { BlockProps } from '../block-types.ts';
import { lazyScreen } from '../screen-data/lazy-screen.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';

type Props = BlockProps<'pageSurvey'>;

const survey = lazyScreen(() => import('./page-survey.main.tsx').then((m) => m.SurveyBlock));

/** The survey block's one screen with its data. */
export function PageSurveyBlock(blockProps: Props) {
  return <survey.Screen {...blockProps} />;
}

/** While the survey first loads: its heading, a few choices and the button, at the block's width. */
function SurveyPlaceholder() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Box aria-hidden sx={{ maxWidth: SURVEY_WIDTH, mx: 'auto', height: 320, bgcolor: 'action.hover', borderRadius: 1 }} />
    </Container>
  );
}

/** A survey on a page (spec, platform "pageSurvey"): it reads the survey first. */
export const PageSurvey = withScreenData('pageSurvey', surveyScreens, PageSurveyBlock, SurveyPlaceholder, { main: survey.preload });
