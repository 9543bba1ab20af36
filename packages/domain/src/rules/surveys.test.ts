import { describe, expect, it } from 'vitest';
import { advancedFormHeading, isChoiceCountAllowed, isOpenAt, maxChoicesOf, surveyAnswerRefusals } from './surveys.ts';

const now = new Date('2026-05-01T10:00:00Z');

describe('the opening window of a survey or form', () => {
  it('is open from openAt until closeAt, closeAt excluded', () => {
    expect(isOpenAt({ openAt: '2026-05-01T10:00:00Z', closeAt: '2026-05-02T00:00:00Z' }, now)).toBe(true);
    expect(isOpenAt({ openAt: '2026-05-01T10:00:01Z' }, now)).toBe(false);
    expect(isOpenAt({ closeAt: now }, now)).toBe(false);
    expect(isOpenAt({}, now)).toBe(true);
  });
});

describe('choices of a survey answer', () => {
  it('are one when multiple answers are not allowed', () => {
    expect(maxChoicesOf({ allowMultiple: false, maxSelectedChoices: 3 })).toBe(1);
    expect(isChoiceCountAllowed({ allowMultiple: false }, 2)).toBe(false);
  });

  it('go up to maxSelectedChoices when multiple answers are allowed', () => {
    expect(isChoiceCountAllowed({ allowMultiple: true, maxSelectedChoices: 3 }, 3)).toBe(true);
    expect(isChoiceCountAllowed({ allowMultiple: true, maxSelectedChoices: 3 }, 4)).toBe(false);
    expect(isChoiceCountAllowed({ allowMultiple: true, maxSelectedChoices: null }, 40)).toBe(true);
    expect(isChoiceCountAllowed({ allowMultiple: true }, 0)).toBe(false);
  });
});

describe('an advanced form’s heading', () => {
  it('comes from its first field by position', () => {
    const fields = [
      { position: 2, title: 'Your needs', description: null },
      { position: 1, title: 'Equipment request', description: 'Tell us what you need.' },
    ];
    expect(advancedFormHeading(fields)).toEqual({ title: 'Equipment request', description: 'Tell us what you need.' });
    expect(advancedFormHeading([])).toEqual({ title: null, description: null });
  });
});

describe('answering a survey', () => {
  const survey = { allowMultiple: false, allowNewChoice: false, requireAuth: false, onePerOrganization: false };
  const answer = { choicesCount: 1, hasNewChoice: false, isSignedIn: false, organizationId: null, organizationHasAnswered: false };
  const rules = (refusals: { field: string; rule: string }[]) => refusals.map(({ field, rule }) => `${field}:${rule}`);

  it('is allowed with one choice on an open survey, even to a visitor', () => {
    expect(surveyAnswerRefusals(survey, answer, now)).toEqual([]);
  });

  it('is refused before openAt and from closeAt on', () => {
    expect(rules(surveyAnswerRefusals({ ...survey, openAt: '2026-05-01T10:00:01Z' }, answer, now))).toEqual(['survey:notOpen']);
    expect(rules(surveyAnswerRefusals({ ...survey, closeAt: now }, answer, now))).toEqual(['survey:closed']);
    expect(surveyAnswerRefusals({ ...survey, openAt: now, closeAt: '2026-05-01T10:00:01Z' }, answer, now)).toEqual([]);
  });

  it('is refused to a visitor when sign-in is required', () => {
    expect(rules(surveyAnswerRefusals({ ...survey, requireAuth: true }, answer, now))).toEqual(['survey:requireAuth']);
    expect(surveyAnswerRefusals({ ...survey, requireAuth: true }, { ...answer, isSignedIn: true }, now)).toEqual([]);
  });

  it('takes one answer per organization, given while acting for it', () => {
    const once = { ...survey, onePerOrganization: true };
    expect(rules(surveyAnswerRefusals(once, { ...answer, isSignedIn: true }, now))).toEqual(['organization:required']);
    expect(surveyAnswerRefusals(once, { ...answer, isSignedIn: true, organizationId: 'org-1' }, now)).toEqual([]);
    expect(rules(surveyAnswerRefusals(once, { ...answer, isSignedIn: true, organizationId: 'org-1', organizationHasAnswered: true }, now))).toEqual(['survey:onePerOrganization']);
  });

  it('holds one choice, or up to maxSelectedChoices when multiple are allowed', () => {
    expect(rules(surveyAnswerRefusals(survey, { ...answer, choicesCount: 0 }, now))).toEqual(['choices:min']);
    const two = surveyAnswerRefusals(survey, { ...answer, choicesCount: 2 }, now);
    expect(two).toEqual([{ field: 'choices', rule: 'max', detail: 'Pick only one choice.' }]);
    const upToThree = { ...survey, allowMultiple: true, maxSelectedChoices: 3 };
    expect(surveyAnswerRefusals(upToThree, { ...answer, choicesCount: 3 }, now)).toEqual([]);
    expect(surveyAnswerRefusals(upToThree, { ...answer, choicesCount: 4 }, now)).toEqual([{ field: 'choices', rule: 'max', detail: 'Pick at most 3 choices.' }]);
  });

  it('adds a choice of its own only when the survey allows it, counted as one of the picked', () => {
    expect(rules(surveyAnswerRefusals(survey, { ...answer, choicesCount: 0, hasNewChoice: true }, now))).toEqual(['newChoice:allowNewChoice']);
    const open = { ...survey, allowNewChoice: true };
    expect(surveyAnswerRefusals(open, { ...answer, choicesCount: 0, hasNewChoice: true }, now)).toEqual([]);
    expect(rules(surveyAnswerRefusals(open, { ...answer, choicesCount: 1, hasNewChoice: true }, now))).toEqual(['choices:max']);
  });

  it('gives every reason at once', () => {
    const strict = { ...survey, requireAuth: true, closeAt: '2026-01-01T00:00:00Z' };
    expect(rules(surveyAnswerRefusals(strict, { ...answer, choicesCount: 0 }, now))).toEqual(['survey:closed', 'survey:requireAuth', 'choices:min']);
  });
});
