import { surveyAnswers, surveyChoices, surveys } from '@relais/domain';
import { publicReadPolicy } from '../../policies/defaults.ts';
import { defineKind } from '../define-kind.ts';
import type { KindBinding } from '../define-kind.ts';
import { surveyAnswersHooks, surveyAnswersPolicy, surveysHooks } from './surveys.ts';

/** Surveys and their choices are read by anyone and written by administrators; answers are their authors'. */
export const SURVEY_KINDS: readonly KindBinding[] = [
  defineKind(surveys, { policy: publicReadPolicy, hooks: surveysHooks }),
  defineKind(surveyChoices, { policy: publicReadPolicy }),
  defineKind(surveyAnswers, { policy: surveyAnswersPolicy, hooks: surveyAnswersHooks }),
];
