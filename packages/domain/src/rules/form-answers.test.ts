import { describe, expect, it } from 'vitest';
import { checkDraftAnswers, checkFormAnswers, formSteps, isAdvancedFormOpen } from './form-answers.ts';
import type { AnsweredField } from './form-answers.ts';

const field = (id: string, fieldType: AnsweredField['fieldType'], dataType: AnsweredField['dataType'], extra: Partial<AnsweredField> = {}): AnsweredField => ({
  id,
  fieldType,
  dataType,
  required: false,
  config: null,
  ...extra,
});

const fields = [
  field('intro', 'section', 'none'),
  field('name', 'short_text', 'string', { required: true }),
  field('mail', 'email', 'email'),
  field('age', 'number', 'integer'),
  field('access', 'multiple_choice', 'string_list', { config: { choices: ['switch', 'eye gaze'] } }),
  field('pick', 'single_choice', 'string', { config: { choices: ['yes', 'no'] } }),
  field('score', 'scale', 'integer', { config: { min: 1, max: 5 } }),
  field('agree', 'checkbox', 'boolean', { required: true }),
  field('day', 'date', 'date'),
];

describe('checking the answers of an advanced form', () => {
  it('keeps valid answers, normalised, and leaves empty ones out', () => {
    const { answers, errors } = checkFormAnswers(fields, { name: '  Ana ', mail: 'Ana@Example.FR', age: '42', access: ['switch', 'switch'], pick: 'no', score: 5, agree: true, day: '2026-02-28', intro: undefined });
    expect(errors).toEqual([]);
    expect(answers).toEqual({ name: 'Ana', mail: 'ana@example.fr', age: 42, access: ['switch'], pick: 'no', score: 5, agree: true, day: '2026-02-28' });
  });

  it('names each required field left empty, a required checkbox left unticked included', () => {
    const { errors } = checkFormAnswers(fields, { name: ' ', agree: false });
    expect(errors.map((error) => [error.fieldId, error.rule])).toEqual([
      ['name', 'required'],
      ['agree', 'required'],
    ]);
  });

  it('names each answer not of its field’s type, choices or bounds, in the fields’ order', () => {
    const { errors } = checkFormAnswers(fields, { name: 'Ana', agree: true, mail: 'nope', age: 4.5, access: ['fly'], pick: 'maybe', score: 9, day: '2026-02-30' });
    expect(errors.map((error) => [error.fieldId, error.rule])).toEqual([
      ['mail', 'email'],
      ['age', 'integer'],
      ['access', 'choice'],
      ['pick', 'choice'],
      ['score', 'max'],
      ['day', 'date'],
    ]);
  });

  it('refuses answers to a section, to an unknown field, and answers that are not an object', () => {
    expect(checkFormAnswers(fields, { name: 'Ana', agree: true, intro: 'x', other: 1 }).errors.map((error) => [error.fieldId, error.rule])).toEqual([
      ['other', 'unknown_field'],
      ['intro', 'unknown_field'],
    ]);
    expect(checkFormAnswers(fields, ['Ana']).errors).toEqual([{ fieldId: '', rule: 'object', detail: expect.any(String) }]);
  });
});

describe('whether an advanced form takes responses', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  it('takes them from openAt included to closeAt excluded, each bound optional', () => {
    expect(isAdvancedFormOpen({}, now)).toBe(true);
    expect(isAdvancedFormOpen({ openAt: now, closeAt: '2026-05-01T10:00:01Z' }, now)).toBe(true);
    expect(isAdvancedFormOpen({ openAt: '2026-05-01T10:00:01Z' }, now)).toBe(false);
    expect(isAdvancedFormOpen({ closeAt: now }, now)).toBe(false);
  });
});

describe('drafts and steps of an advanced form', () => {
  const draftFields = [field('s1', 'section', 'none'), field('name', 'short_text', 'string', { required: true }), field('s2', 'section', 'none'), field('rate', 'scale', 'integer', { config: { min: 1, max: 5 } })];

  it('checks a draft’s answers as a response’s, but lets a required question wait', () => {
    expect(checkDraftAnswers(draftFields, {})).toEqual({ answers: {}, errors: [] });
    expect(checkFormAnswers(draftFields, {}).errors).toEqual([{ fieldId: 'name', rule: 'required', detail: expect.any(String) }]);
    expect(checkDraftAnswers(draftFields, { rate: 9, s1: 'x' }).errors.map((error) => [error.fieldId, error.rule])).toEqual([
      ['s1', 'unknown_field'],
      ['rate', 'max'],
    ]);
    expect(checkDraftAnswers(draftFields, { name: ' Ana ' }).answers).toEqual({ name: 'Ana' });
  });

  it('opens a step at each section, questions before the first making a step of their own', () => {
    expect(formSteps(draftFields).map((step) => [step.section?.id ?? null, step.fields.map((one) => one.id)])).toEqual([
      ['s1', ['name']],
      ['s2', ['rate']],
    ]);
    expect(formSteps([field('q', 'email', 'email'), ...draftFields.slice(2)]).map((step) => [step.section?.id ?? null, step.fields.map((one) => one.id)])).toEqual([
      [null, ['q']],
      ['s2', ['rate']],
    ]);
    expect(formSteps([])).toEqual([]);
  });
});
