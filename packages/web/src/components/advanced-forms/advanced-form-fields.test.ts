import { describe, expect, it } from 'vitest';
import { answerOf, answersOf, inputOf } from './advanced-form-fields.tsx';
import type { AdvancedFormField } from './advanced-form-fields.tsx';

const field = (id: string, fieldType: AdvancedFormField['fieldType']): AdvancedFormField => ({ id, position: 0, fieldType });

/** What each input of an advanced form sends, and what a saved draft puts back in it. */
describe('advanced form answers', () => {
  it('sends each type’s answer as the server checks it, and leaves unanswered ones out', () => {
    expect(answerOf(field('a', 'short_text'), '  Ana ')).toBe('Ana');
    expect(answerOf(field('a', 'short_text'), '   ')).toBeUndefined();
    expect(answerOf(field('a', 'scale'), '4')).toBe(4);
    expect(answerOf(field('a', 'checkbox'), false)).toBeUndefined();
    expect(answerOf(field('a', 'checkbox'), true)).toBe(true);
    expect(answerOf(field('a', 'multiple_choice'), [])).toBeUndefined();
    expect(answerOf(field('a', 'rich_text'), 'One <b>\n\nTwo')).toBe('<p>One &lt;b&gt;</p><p>Two</p>');
    expect(answerOf(field('a', 'datetime'), '2026-03-01T10:30')).toBe(new Date('2026-03-01T10:30').toISOString());
    expect(answersOf([field('a', 'short_text'), field('b', 'number')], { a: 'x', b: ' 3.5 ' })).toEqual({ a: 'x', b: '3.5' });
  });

  it('puts a draft’s answers back in their inputs', () => {
    expect(inputOf(field('a', 'scale'), 4)).toBe('4');
    expect(inputOf(field('a', 'rich_text'), '<p>One &lt;b&gt;</p><p>Two</p>')).toBe('One <b>\n\nTwo');
    expect(inputOf(field('a', 'datetime'), new Date('2026-03-01T10:30').toISOString())).toBe('2026-03-01T10:30');
    expect(inputOf(field('a', 'multiple_choice'), ['switch', 3])).toEqual(['switch']);
    expect(inputOf(field('a', 'checkbox'), true)).toBe(true);
    expect(inputOf(field('a', 'short_text'), undefined)).toBeUndefined();
  });
});
