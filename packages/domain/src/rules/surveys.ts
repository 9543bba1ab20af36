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

/** An advanced form's title and description: those of its first field by position. */
export function advancedFormHeading<Text>(fields: readonly { position: number; title?: Text | null; description?: Text | null }[]) {
  const first = [...fields].sort((a, b) => a.position - b.position)[0];
  return { title: first?.title ?? null, description: first?.description ?? null };
}
