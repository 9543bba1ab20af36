/** Survey and form rules (spec, domain "Surveys" and "Forms"). */

const time = (value: Date | string) => new Date(value).getTime();

/** Whether a survey or form takes answers: from openAt (if any) until closeAt (if any), closeAt excluded. */
export const isOpenAt = (window: { openAt?: Date | string | null; closeAt?: Date | string | null }, now: Date) =>
  (window.openAt == null || time(window.openAt) <= now.getTime()) && (window.closeAt == null || now.getTime() < time(window.closeAt));

/** How many choices one answer may hold: one, or up to maxSelectedChoices when multiple are allowed (no bound when unset). */
export const maxChoicesOf = (survey: { allowMultiple: boolean; maxSelectedChoices?: number | null }) =>
  survey.allowMultiple ? (survey.maxSelectedChoices ?? Number.POSITIVE_INFINITY) : 1;

/** Whether an answer holding `count` choices is allowed: at least one, at most the survey's maximum. */
export const isChoiceCountAllowed = (survey: { allowMultiple: boolean; maxSelectedChoices?: number | null }, count: number) =>
  count >= 1 && count <= maxChoicesOf(survey);

/** What the answering rule needs to know of a survey. */
export interface SurveyAnsweringRules {
  openAt?: Date | string | null;
  closeAt?: Date | string | null;
  allowMultiple: boolean;
  maxSelectedChoices?: number | null;
  allowNewChoice: boolean;
  requireAuth: boolean;
  onePerOrganization: boolean;
}

/** An answer as written: how many existing choices it picks, whether it adds one, who gives it. */
export interface SurveyAnswerFacts {
  choicesCount: number;
  hasNewChoice: boolean;
  isSignedIn: boolean;
  /** The organization the author acts for, if any. */
  organizationId: string | null;
  /** Whether that organization already answered (another answer than this one). */
  organizationHasAnswered: boolean;
}

/** Why an answer is refused: the field to point at, the rule broken, a sentence the author can act on. */
export interface SurveyAnswerRefusal {
  field: 'survey' | 'choices' | 'newChoice' | 'organization';
  rule: 'notOpen' | 'closed' | 'requireAuth' | 'required' | 'onePerOrganization' | 'allowNewChoice' | 'min' | 'max';
  detail: string;
}

/**
 * Every reason to refuse an answer (spec, domain "Surveys", §5): outside its opening window, from a
 * visitor when sign-in is required, without an organization or from one that already answered when
 * the survey takes one per organization, with a new choice it does not allow, with no choice, or
 * with more than one (allowMultiple off) or more than maxSelectedChoices. A new choice counts as one.
 */
export function surveyAnswerRefusals(survey: SurveyAnsweringRules, answer: SurveyAnswerFacts, now: Date): SurveyAnswerRefusal[] {
  const refusals: SurveyAnswerRefusal[] = [];
  if (survey.openAt != null && now.getTime() < time(survey.openAt)) refusals.push({ field: 'survey', rule: 'notOpen', detail: 'This survey is not open yet.' });
  else if (!isOpenAt(survey, now)) refusals.push({ field: 'survey', rule: 'closed', detail: 'This survey is closed.' });
  if (survey.requireAuth && !answer.isSignedIn) refusals.push({ field: 'survey', rule: 'requireAuth', detail: 'Sign in to answer this survey.' });
  if (survey.onePerOrganization) {
    if (answer.organizationId === null) refusals.push({ field: 'organization', rule: 'required', detail: 'This survey takes one answer per organization: act for your organization to answer.' });
    else if (answer.organizationHasAnswered) refusals.push({ field: 'survey', rule: 'onePerOrganization', detail: 'Your organization has already answered this survey.' });
  }
  if (answer.hasNewChoice && !survey.allowNewChoice) refusals.push({ field: 'newChoice', rule: 'allowNewChoice', detail: 'This survey does not take new choices.' });
  const count = answer.choicesCount + (answer.hasNewChoice ? 1 : 0);
  const max = maxChoicesOf(survey);
  if (count < 1) refusals.push({ field: 'choices', rule: 'min', detail: 'Pick a choice.' });
  else if (count > max) refusals.push({ field: 'choices', rule: 'max', detail: max === 1 ? 'Pick only one choice.' : `Pick at most ${max} choices.` });
  return refusals;
}

/** An advanced form's title and description: those of its first field by position. */
export function advancedFormHeading<Text>(fields: readonly { position: number; title?: Text | null; description?: Text | null }[]) {
  const first = [...fields].sort((a, b) => a.position - b.position)[0];
  return { title: first?.title ?? null, description: first?.description ?? null };
}
