import type { z } from 'zod';
import type { ResourceDocument } from '../contracts/jsonapi.ts';
import { apiRead, blockScreen } from './screens.ts';
import type { surveyProps } from './page-survey.block.ts';

/**
 * The survey block's screen (spec, platform "pageSurvey", width 500): one survey, its choices in
 * order, the reader's answer and the counts, in one read. The same read feeds `/services/surveys/:id`.
 */

/** The read of one survey as its screens show it. */
export const surveyUrl = (id: string) => `/api/v1/surveys/${encodeURIComponent(id)}?include=choices`;

/** The spec's width of the survey block, in pixels. */
export const SURVEY_WIDTH = 500;

type Props = z.output<typeof surveyProps>;

export const surveyScreens = {
  main: blockScreen<Props>()({
    reads: ({ props }) => ({ survey: props.survey ? apiRead<ResourceDocument>(surveyUrl(props.survey)) : undefined }),
  }),
};
