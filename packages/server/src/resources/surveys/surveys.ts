import type { surveyAnswers, surveys } from '@relais/domain';
import { surveyAnswerRefusals } from '@relais/domain';
import type { SurveyAnswerRefusal } from '@relais/domain';
import { and, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Executor } from '../../db/client.ts';
import { attributePointer, relationshipPointer, validationFailed } from '../../http/errors.ts';
import type { Condition } from '../../policies/conditions.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import { keepCounts } from '../community/counters.ts';
import type { KeptCount } from '../community/counters.ts';
import type { ResourceHooks } from '../hooks.ts';

/**
 * Surveys (spec, domain "Surveys"): anyone reads surveys and their choices, administrators write
 * them (a survey and its choices in one `POST /operations`); anyone answers an open survey (a
 * member when it requires sign-in), and reads, changes or withdraws only their own answer.
 */

/** The actor's own answers. */
const ownAnswers = (actor: Actor): boolean | Condition<typeof surveyAnswers> => actor.isAdmin || (actor.userId !== null && { user: { equals: actor.userId } });

export const surveyAnswersPolicy: ResourcePolicy<typeof surveyAnswers> = {
  see: (actor) => actor.isAdmin,
  // Visitors reach the kind to answer; they read no answer.
  index: () => true,
  read: ownAnswers,
  create: () => true,
  update: ownAnswers,
  delete: ownAnswers,
  softDelete: ownAnswers,
  restore: (actor) => actor.isAdmin,
};

/** Each survey's answer by the actor, with its choices: `{ id, choices }` or null. */
async function answersBy(db: Executor, actor: Actor, surveyIds: readonly string[]) {
  const mine = new Map<string, { id: string; choices: string[] }>();
  if (actor.userId === null || !surveyIds.length) return mine;
  const answers = tablesOf('survey-answers');
  const rows = await db.select({ id: answers.table.id, surveyId: answers.table.surveyId }).from(answers.table).where(and(inArray(answers.table.surveyId, [...surveyIds]), eq(answers.table.userId, actor.userId)));
  const join = answers.joins.choices!;
  const links = rows.length ? await db.select({ answerId: join.owner, choiceId: join.related }).from(join.table).where(inArray(join.owner, rows.map((row) => row.id as string))).orderBy(join.position) : [];
  for (const row of rows) mine.set(row.surveyId as string, { id: row.id as string, choices: links.filter((link) => link.answerId === row.id).map((link) => link.choiceId as string) });
  return mine;
}

/**
 * How many answers picked each choice of each survey, in one grouped read: `{ [choiceId]: count }`.
 * Counts are public like answersCount; the screen shows them once the reader answered or the survey
 * closed (docs/decisions.md), so that seeing them first does not sway an answer.
 */
async function resultsOf(db: Executor, surveyIds: readonly string[]) {
  const results = new Map<string, Record<string, number>>(surveyIds.map((id) => [id, {}]));
  if (!surveyIds.length) return results;
  const join = tablesOf('survey-answers').joins.choices!;
  const choices = tablesOf('survey-choices').table;
  const rows = await db
    .select({ surveyId: choices.surveyId, choiceId: choices.id, count: sql<number>`count(${join.owner})::int` })
    .from(choices)
    .leftJoin(join.table, eq(join.related, choices.id))
    .where(inArray(choices.surveyId, [...surveyIds]))
    .groupBy(choices.surveyId, choices.id);
  for (const row of rows) results.get(row.surveyId as string)![row.choiceId as string] = Number(row.count);
  return results;
}

export const surveysHooks: ResourceHooks<typeof surveys> = {
  async computed({ db, actor, rows, asks }) {
    const ids = rows.map((row) => row.id);
    const [mine, results] = await Promise.all([answersBy(db, actor, ids), asks && !asks('results') ? new Map<string, Record<string, number>>() : resultsOf(db, ids)]);
    return new Map(rows.map((row) => [row.id, { myAnswer: mine.get(row.id) ?? null, results: results.get(row.id) ?? {} }]));
  },
};

/** The answer a user gave to a survey, if any. */
async function answerOf(tx: Executor, surveyId: string, userId: string) {
  const answers = tablesOf('survey-answers').table;
  const [found] = await tx.select({ id: answers.id }).from(answers).where(and(eq(answers.surveyId, surveyId), eq(answers.userId, userId))).limit(1);
  return found;
}

const ANSWERS_COUNT: readonly KeptCount[] = [{ idKey: 'surveyId', targetType: 'surveys', attribute: 'answersCount' }];

/** The new choice an answer brings, from its `beforeWrite` to its `afterWrite` (same transaction). */
const newChoices = new WeakMap<Executor, string>();

const POINTERS: Record<SurveyAnswerRefusal['field'], string> = {
  survey: relationshipPointer('survey'),
  choices: relationshipPointer('choices'),
  organization: relationshipPointer('organization'),
  newChoice: attributePointer('newChoice'),
};

/** Adds the author's own choice at the end of the survey and to their answer. */
async function addNewChoice(tx: Executor, { surveyId, answerId, text, locale }: { surveyId: string; answerId: string; text: string; locale: string }) {
  const choices = tablesOf('survey-choices').table;
  const [{ last } = { last: null }] = await tx.select({ last: max(choices.position) }).from(choices).where(eq(choices.surveyId, surveyId));
  const [choice] = await tx
    .insert(choices)
    .values({ surveyId, text: { [locale]: text }, position: last === null ? 0 : Number(last) + 1, addedByUser: true })
    .returning({ id: choices.id });
  const join = tablesOf('survey-answers').joins.choices!;
  const [{ position } = { position: null }] = await tx.select({ position: max(join.position) }).from(join.table).where(eq(join.owner, answerId));
  await tx.insert(join.table).values({ ownerId: answerId, relatedId: choice!.id, position: position === null ? 0 : Number(position) + 1 });
}

/**
 * An answer is its author's (and their organization's, while they act for one), stays on its
 * survey, and is checked against the survey's rules (rules/surveys.ts) once its choices are written;
 * the survey's answersCount moves in the same transaction, its row lock ordering concurrent answers.
 */
export const surveyAnswersHooks: ResourceHooks<typeof surveyAnswers> = {
  async beforeWrite({ tx, actor, action, values, before, services }) {
    // Counted first, per address and per survey: a public form (docs/decisions.md, "Spam and abuse").
    if (!actor.isAdmin && services) {
      const surveyId = values.surveyId ?? before?.surveyId;
      await services.consumeLimit('surveyAnswersByAddress', services.clientAddress);
      await services.consumeLimit('surveyAnswersByAddressAndSurvey', `${services.clientAddress}|${surveyId}`);
    }
    if (action === 'create') {
      values.userId = actor.userId;
      values.organizationId = actor.actingAsOrganizationId;
      // One answer per person (the unique index guards the race); a visitor's answers are not told apart.
      if (actor.userId !== null && values.surveyId && (await answerOf(tx, values.surveyId, actor.userId))) {
        throw validationFailed([{ pointer: relationshipPointer('survey'), rule: 'unique', detail: 'You have already answered this survey: change your answer instead.' }]);
      }
    } else if (values.surveyId !== undefined && values.surveyId !== before?.surveyId) {
      throw validationFailed([{ pointer: relationshipPointer('survey'), rule: 'read_only', detail: 'An answer stays on its survey; give a new answer instead.' }]);
    }
    newChoices.delete(tx);
    // A computed attribute: handed to the hooks, never stored.
    const newChoice = (values as Record<string, unknown>).newChoice;
    if (typeof newChoice === 'string' && newChoice.trim()) newChoices.set(tx, newChoice.trim());
  },
  async afterWrite({ tx, actor, action, before, after, locale }) {
    // The counter's `count + 1` locks the survey row first, so the checks below see concurrent answers committed.
    await keepCounts(tx, ANSWERS_COUNT, before, after);
    if (!after?.surveyId || action === 'delete') return;
    const surveyId = after.surveyId;
    const newChoice = newChoices.get(tx);
    newChoices.delete(tx);
    const surveysTable = tablesOf('surveys').table;
    const [survey] = await tx.select().from(surveysTable).where(eq(surveysTable.id, surveyId));
    if (!survey) return;
    const answers = tablesOf('survey-answers');
    const join = answers.joins.choices!;
    const choices = tablesOf('survey-choices').table;
    const picked = await tx.select({ surveyId: choices.surveyId }).from(join.table).innerJoin(choices, eq(choices.id, join.related)).where(eq(join.owner, after.id));
    if (picked.some((choice) => choice.surveyId !== surveyId)) {
      throw validationFailed([{ pointer: relationshipPointer('choices'), rule: 'exists', detail: 'Pick choices of this survey only.' }]);
    }
    const organizationId = after.organizationId ?? null;
    const [others] = organizationId
      ? await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(answers.table)
          .where(and(eq(answers.table.surveyId, surveyId), eq(answers.table.organizationId, organizationId), ne(answers.table.id, after.id)))
      : [{ count: 0 }];
    const refusals = surveyAnswerRefusals(
      survey as Parameters<typeof surveyAnswerRefusals>[0],
      { choicesCount: picked.length, hasNewChoice: newChoice !== undefined, isSignedIn: actor.userId !== null, organizationId, organizationHasAnswered: (others?.count ?? 0) > 0 },
      new Date(),
    );
    if (refusals.length) throw validationFailed(refusals.map(({ field, rule, detail }) => ({ pointer: POINTERS[field], rule, detail })));
    if (newChoice !== undefined) await addNewChoice(tx, { surveyId, answerId: after.id, text: newChoice, locale });
  },
};
