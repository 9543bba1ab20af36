import type { ResourceDefinition } from '../../registry/resource.ts';
import { surveyAnswers, surveyChoices, surveys } from './surveys.resource.ts';

/** The surveys kinds, in registry order. An area adds its kind here, in its own folder, and nowhere else. */
export const SURVEYS_RESOURCES = [surveys, surveyChoices, surveyAnswers] as const satisfies readonly ResourceDefinition[];

export * from './surveys.resource.ts';
