import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { common, plainText } from './props.ts';
import { surveyScreens } from './surveys.screens.ts';

export const surveyProps = z.strictObject({
  ...common,
  /** The survey's id (the back office's surveys). */
  survey: z.string().trim().max(64).default(''),
  /** A heading above the question; none shows the question as the heading. */
  title: plainText(300).default(''),
});

/** One survey on a page: its question, the choices to answer, and its results once answered or closed. */
export const pageSurvey = defineBlock({
  name: 'pageSurvey',
  description: 'A survey on the page: visitors pick their answer, change it while it is open, and see the results as a chart and a table.',
  props: surveyProps,
  defaults: { survey: '', title: '' },
  screens: surveyScreens,
});
