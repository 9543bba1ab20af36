import { describe, expect, it } from 'vitest';
import { advancedFormHeading, isChoiceCountAllowed, isOpenAt, maxChoicesOf } from './surveys.ts';

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
