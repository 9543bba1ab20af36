import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { JSON_API_ATOMIC } from '../../jsonapi/media-types.ts';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/**
 * Surveys through the API (spec, domain "Surveys", §5, §7 "Saving … surveys saves or deletes …
 * choices"): a survey is saved with its choices in one request, answered within its window by whom
 * its rules allow, each refusal a 422 naming the field; answersCount stays right under concurrent answers.
 */

const idOf = (response: LightMyRequestResponse) => response.json().data.id as string;
const link = (type: string, id: string) => ({ data: { type, id } });
const choicesOf = (ids: string[]) => ({ data: ids.map((id) => ({ type: 'survey-choices', id })) });
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe.each(TEST_DATABASES)('surveys on %s', (databaseKind) => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let stranger: SignedIn;
  let visitor: Record<string, string>;
  const as = (who: SignedIn | null) => client(t, who?.headers ?? visitor);

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    admin = await signIn(t, { isAdmin: true });
    member = await signIn(t);
    stranger = await signIn(t);
    visitor = await visitorHeaders(t);
  }, 60_000);
  afterAll(() => t.close());

  const atomic = (who: SignedIn, operations: Record<string, unknown>[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/operations',
      headers: { 'content-type': JSON_API_ATOMIC, accept: JSON_API_ATOMIC, ...who.headers },
      payload: JSON.stringify({ 'atomic:operations': operations }),
    });
  const addChoice = (text: string, position: number) => ({
    op: 'add',
    data: { type: 'survey-choices', attributes: { text, position }, relationships: { survey: { data: { type: 'surveys', lid: 'survey' } } } },
  });

  /** A survey and its choices, saved together; returns their ids. */
  async function createSurvey(attributes: Record<string, unknown> = {}, texts = ['Switches', 'Eye gaze', 'Head pointer']) {
    const response = await atomic(admin, [
      { op: 'add', data: { type: 'surveys', lid: 'survey', attributes: { question: 'How do you reach your device?', ...attributes } } },
      ...texts.map((text, position) => addChoice(text, position)),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const [survey, ...choices] = (response.json()['atomic:results'] as { data: { id: string } }[]).map((result) => result.data.id);
    return { survey: survey!, choices };
  }
  const answer = (who: SignedIn | null, survey: string, choices: string[], attributes: Record<string, unknown> = {}) =>
    as(who).send('POST', '/api/v1/survey-answers', { data: { type: 'survey-answers', attributes, relationships: { survey: link('surveys', survey), choices: choicesOf(choices) } } });
  const surveyAttributes = async (who: SignedIn | null, survey: string) => (await as(who).get(`/api/v1/surveys/${survey}`)).json().data.attributes;

  describe('surveys and their choices', () => {
    it('are saved together, read by anyone in order, and written by administrators only', async () => {
      const { survey, choices } = await createSurvey();
      const read = await as(null).get(`/api/v1/surveys/${survey}?include=choices`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().data.attributes).toMatchObject({ question: 'How do you reach your device?', answersCount: 0, myAnswer: null });
      expect(read.json().included.map((row: { id: string }) => row.id)).toEqual(choices);
      const document = { data: { type: 'surveys', attributes: { question: 'Mine?' } } };
      expect((await as(member).send('POST', '/api/v1/surveys', document)).statusCode).toBe(403);
      expect((await as(null).send('POST', '/api/v1/surveys', document)).statusCode).toBe(401);
      expect((await as(member).send('PATCH', `/api/v1/surveys/${survey}`, { data: { type: 'surveys', id: survey, attributes: { question: 'Taken' } } })).statusCode).toBe(403);
      expect((await as(member).send('DELETE', `/api/v1/survey-choices/${choices[0]}`)).statusCode).toBe(403);
    });

    it('are saved again with choices changed, added and removed in one request', async () => {
      const { survey, choices } = await createSurvey();
      const [first, second, third] = choices as [string, string, string];
      const response = await atomic(admin, [
        { op: 'update', data: { type: 'surveys', id: survey, attributes: { question: 'Which access do you use?' } } },
        { op: 'update', data: { type: 'survey-choices', id: first, attributes: { text: 'Switch', position: 1 } } },
        { op: 'remove', ref: { type: 'survey-choices', id: second } },
        { op: 'add', data: { type: 'survey-choices', attributes: { text: 'Scanning', position: 0 }, relationships: { survey: link('surveys', survey) } } },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const listed = (await as(null).get(`/api/v1/surveys/${survey}/choices`)).json().data as { id: string; attributes: { text: string } }[];
      expect(listed.map((choice) => choice.attributes.text)).toEqual(['Scanning', 'Switch', 'Head pointer']);
      expect(listed.map((choice) => choice.id)).not.toContain(second);
      expect(listed.map((choice) => choice.id)).toContain(third);
    });

    it('leave nothing written when one choice is bad', async () => {
      const response = await atomic(admin, [
        { op: 'add', data: { type: 'surveys', lid: 'survey', attributes: { question: 'Half written?' } } },
        addChoice('Fine', 0),
        addChoice('x'.repeat(300), 1),
      ]);
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual([{ code: 'validation.max', pointer: '/atomic:operations/2/data/attributes/text' }]);
      const table = tablesOf('surveys').table;
      expect(await t.database.db.select({ id: table.id }).from(table).where(eq(table.question, { en: 'Half written?' }))).toEqual([]);
    });

    it('go with their answers when the survey is deleted', async () => {
      const { survey, choices } = await createSurvey();
      const given = await answer(member, survey, [choices[0]!]);
      expect(given.statusCode, given.body).toBe(201);
      expect((await as(admin).send('DELETE', `/api/v1/surveys/${survey}`)).statusCode).toBe(204);
      expect((await as(admin).get(`/api/v1/survey-choices/${choices[0]}`)).statusCode).toBe(404);
      expect((await as(admin).get(`/api/v1/survey-answers/${idOf(given)}`)).statusCode).toBe(404);
    });
  });

  describe('answers', () => {
    it('are given by a visitor when sign-in is not required, and counted', async () => {
      const { survey, choices } = await createSurvey();
      const given = await answer(null, survey, [choices[1]!]);
      expect(given.statusCode, given.body).toBe(201);
      expect((await surveyAttributes(null, survey)).answersCount).toBe(1);
      // A visitor reads no answer, not even the one they gave.
      expect((await as(null).get(`/api/v1/survey-answers/${idOf(given)}`)).statusCode).toBe(401);
    });

    it('are their author’s: shown as myAnswer, read, changed and withdrawn by them alone', async () => {
      const { survey, choices } = await createSurvey();
      const given = await answer(member, survey, [choices[0]!]);
      const id = idOf(given);
      expect(given.json().data.relationships.user.data).toEqual({ type: 'users', id: member.userId });
      expect((await surveyAttributes(member, survey)).myAnswer).toEqual({ id, choices: [choices[0]] });
      expect((await surveyAttributes(stranger, survey)).myAnswer).toBeNull();
      expect((await as(stranger).get(`/api/v1/survey-answers/${id}`)).statusCode).toBe(404);
      expect((await as(stranger).get(`/api/v1/survey-answers?filter[survey]=${survey}`)).json().data).toEqual([]);
      const change = (who: SignedIn) => as(who).send('PATCH', `/api/v1/survey-answers/${id}`, { data: { type: 'survey-answers', id, relationships: { choices: choicesOf([choices[2]!]) } } });
      expect((await change(stranger)).statusCode).toBe(404);
      expect((await change(member)).statusCode).toBe(200);
      expect((await surveyAttributes(member, survey)).myAnswer).toEqual({ id, choices: [choices[2]] });
      // One answer each: a second is refused.
      const again = await answer(member, survey, [choices[1]!]);
      expect(again.statusCode).toBe(422);
      expect(again.json().errors[0]).toMatchObject({ code: 'validation.unique', source: { pointer: '/data/relationships/survey' }, detail: 'You have already answered this survey: change your answer instead.' });
      expect((await as(stranger).send('DELETE', `/api/v1/survey-answers/${id}`)).statusCode).toBe(404);
      expect((await as(member).send('DELETE', `/api/v1/survey-answers/${id}`)).statusCode).toBe(204);
      expect(await surveyAttributes(member, survey)).toMatchObject({ answersCount: 0, myAnswer: null });
    });

    it('are taken only between openAt and closeAt', async () => {
      const early = await createSurvey({ openAt: inHours(1) });
      const notYet = await answer(member, early.survey, [early.choices[0]!]);
      expect(notYet.statusCode).toBe(422);
      expect(errorsOf(notYet)).toEqual([{ code: 'validation.notOpen', pointer: '/data/relationships/survey' }]);
      const late = await createSurvey({ openAt: inHours(-2), closeAt: inHours(-1) });
      const closed = await answer(member, late.survey, [late.choices[0]!]);
      expect(errorsOf(closed)).toEqual([{ code: 'validation.closed', pointer: '/data/relationships/survey' }]);
      const open = await createSurvey({ openAt: inHours(-1), closeAt: inHours(1) });
      expect((await answer(member, open.survey, [open.choices[0]!])).statusCode).toBe(201);
      expect((await surveyAttributes(null, late.survey)).answersCount).toBe(0);
    });

    it('need a signed-in author when the survey requires it', async () => {
      const { survey, choices } = await createSurvey({ requireAuth: true });
      const anonymous = await answer(null, survey, [choices[0]!]);
      expect(anonymous.statusCode).toBe(422);
      expect(errorsOf(anonymous)).toEqual([{ code: 'validation.requireAuth', pointer: '/data/relationships/survey' }]);
      expect((await answer(member, survey, [choices[0]!])).statusCode).toBe(201);
    });

    it('hold one choice, or up to maxSelectedChoices when multiple are allowed, all of the survey', async () => {
      const single = await createSurvey();
      const two = await answer(member, single.survey, single.choices.slice(0, 2));
      expect(two.statusCode).toBe(422);
      expect(errorsOf(two)).toEqual([{ code: 'validation.max', pointer: '/data/relationships/choices' }]);
      const none = await answer(member, single.survey, []);
      expect(errorsOf(none)).toEqual([{ code: 'validation.min', pointer: '/data/relationships/choices' }]);
      const other = await createSurvey();
      const foreign = await answer(member, single.survey, [other.choices[0]!]);
      expect(errorsOf(foreign)).toEqual([{ code: 'validation.exists', pointer: '/data/relationships/choices' }]);

      const multiple = await createSurvey({ allowMultiple: true, maxSelectedChoices: 2 });
      expect(errorsOf(await answer(member, multiple.survey, multiple.choices))).toEqual([{ code: 'validation.max', pointer: '/data/relationships/choices' }]);
      expect((await answer(member, multiple.survey, multiple.choices.slice(0, 2))).statusCode).toBe(201);
      expect((await surveyAttributes(null, single.survey)).answersCount).toBe(0);
    });

    it('add a choice of their own only where the survey allows it', async () => {
      const closedList = await createSurvey();
      const refused = await answer(member, closedList.survey, [], { newChoice: 'Voice control' });
      expect(refused.statusCode).toBe(422);
      expect(errorsOf(refused)).toEqual([{ code: 'validation.allowNewChoice', pointer: '/data/attributes/newChoice' }]);
      const { survey, choices } = await createSurvey({ allowNewChoice: true });
      const given = await answer(member, survey, [], { newChoice: 'Voice control' });
      expect(given.statusCode, given.body).toBe(201);
      const listed = (await as(null).get(`/api/v1/survey-choices?filter[survey]=${survey}`)).json().data as { id: string; attributes: { text: string; addedByUser: boolean; position: number } }[];
      const added = listed.find((choice) => !choices.includes(choice.id));
      expect(added?.attributes).toMatchObject({ text: 'Voice control', addedByUser: true, position: 3 });
      expect((await surveyAttributes(member, survey)).myAnswer).toEqual({ id: idOf(given), choices: [added!.id] });
      // The new choice counts as one: with another, a single-choice survey refuses it.
      expect(errorsOf(await answer(stranger, survey, [choices[0]!], { newChoice: 'Blink' }))).toEqual([{ code: 'validation.max', pointer: '/data/relationships/choices' }]);
      expect((await as(member).send('POST', '/api/v1/survey-choices', { data: { type: 'survey-choices', attributes: { text: 'Sneaky' }, relationships: { survey: link('surveys', survey) } } })).statusCode).toBe(403);
    });

    it('come once from each organization when the survey says so, from a member acting for it', async () => {
      const { survey, choices } = await createSurvey({ onePerOrganization: true });
      const alone = await answer(member, survey, [choices[0]!]);
      expect(errorsOf(alone)).toEqual([{ code: 'validation.required', pointer: '/data/relationships/organization' }]);
      const organization = await createThrough(systemContext(t.database.db), 'organizations', { name: 'Rehab centre' });
      const users = tablesOf('users');
      for (const who of [member, stranger]) {
        await t.database.db.insert(users.joins.organizations!.table).values({ ownerId: who.userId, relatedId: organization, position: 0 });
        await t.database.db.update(users.table).set({ actingAsOrganizationId: organization }).where(eq(users.table.id, who.userId));
      }
      try {
        const first = await answer(member, survey, [choices[0]!]);
        expect(first.statusCode, first.body).toBe(201);
        expect(first.json().data.relationships.organization.data).toEqual({ type: 'organizations', id: organization });
        const second = await answer(stranger, survey, [choices[1]!]);
        expect(second.statusCode).toBe(422);
        expect(errorsOf(second)).toEqual([{ code: 'validation.onePerOrganization', pointer: '/data/relationships/survey' }]);
        expect((await surveyAttributes(null, survey)).answersCount).toBe(1);
      } finally {
        for (const who of [member, stranger]) await t.database.db.update(users.table).set({ actingAsOrganizationId: null }).where(eq(users.table.id, who.userId));
      }
    });

    it('keep answersCount right when many arrive at once', async () => {
      const { survey, choices } = await createSurvey();
      const people = await Promise.all(Array.from({ length: 8 }, () => signIn(t)));
      const responses = await Promise.all(people.map((who, index) => answer(who, survey, [choices[index % choices.length]!])));
      expect(responses.map((response) => response.statusCode)).toEqual(people.map(() => 201));
      expect((await surveyAttributes(null, survey)).answersCount).toBe(8);
      await Promise.all(responses.slice(0, 3).map((response, index) => as(people[index]!).send('DELETE', `/api/v1/survey-answers/${idOf(response)}`)));
      expect((await surveyAttributes(null, survey)).answersCount).toBe(5);
    });
  });
});
