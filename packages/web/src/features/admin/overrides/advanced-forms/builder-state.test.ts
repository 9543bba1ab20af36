import { describe, expect, it } from 'vitest';
import { errorsOfSave, SETTINGS_KEY, stepOf, withType } from './builder-state.ts';
import type { BuilderField } from './builder-state.ts';

const field = (key: string, fieldType: BuilderField['fieldType'], changes: Partial<BuilderField> = {}): BuilderField => ({ key, id: key, fieldType, title: key, description: '', required: false, config: null, dataType: 'string', ...changes });
const message = (rule: string, detail: string) => `${rule}: ${detail}`;

describe('the form builder’s state', () => {
  it('previews the step holding the field being edited, questions before the first section making step 1', () => {
    const sectioned = [field('s1', 'section'), field('q1', 'short_text'), field('s2', 'section'), field('q2', 'email')];
    expect(stepOf(sectioned, 'q1')).toBe(1);
    expect(stepOf(sectioned, 's2')).toBe(2);
    expect(stepOf(sectioned, 'q2')).toBe(2);
    expect(stepOf(sectioned, null)).toBe(1);
    expect(stepOf([field('q0', 'short_text'), ...sectioned], 'q2')).toBe(3);
  });

  it('gives a field of another type the settings and data type that type reads, keeping choices between choice types', () => {
    const choice = field('c', 'single_choice', { config: { choices: ['Yes', 'No'] }, required: true });
    expect(withType(choice, 'multiple_choice', 'Answer 1')).toMatchObject({ config: { choices: ['Yes', 'No'] }, dataType: 'string_list', required: true });
    expect(withType(choice, 'scale', 'Answer 1')).toMatchObject({ config: { min: 0, max: 10 }, dataType: 'integer' });
    expect(withType(choice, 'section', 'Answer 1')).toMatchObject({ config: null, dataType: 'none', required: false });
  });

  it('puts a refused save’s errors on the field and setting they name, the rest apart', () => {
    const { byField, others } = errorsOfSave(
      [
        { code: 'validation.distinct', detail: 'Twice.', source: { pointer: '/atomic:operations/2/data/attributes/config/choices' } },
        { code: 'validation.after', detail: 'Before.', source: { pointer: '/atomic:operations/0/data/attributes/closeAt' } },
        { code: 'validation.exists', detail: 'Gone.', source: { pointer: '/atomic:operations/1' } },
      ],
      [SETTINGS_KEY, null, 'new-1'],
      message,
    );
    expect(byField.get('new-1')).toEqual({ 'config.choices': 'distinct: Twice.' });
    expect(byField.get(SETTINGS_KEY)).toEqual({ closeAt: 'after: Before.' });
    expect(others).toEqual(['exists: Gone.']);
  });
});
