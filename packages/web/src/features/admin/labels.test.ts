import { describe, expect, it } from 'vitest';
import { ownFieldLabel, recordLabel } from './labels.ts';

describe('the names the back office gives records', () => {
  it('shows each grid link cell’s own field: a user’s e-mail column reads the e-mail, not the name', () => {
    const user = { id: 'u-1', fullName: 'Ada Lovelace', email: 'ada@example.org' };
    expect(ownFieldLabel(user, 'email')).toBe('ada@example.org');
    expect(ownFieldLabel(user, 'fullName')).toBe('Ada Lovelace');
    expect(ownFieldLabel({ ...user, email: '' }, 'email')).toBe('Ada Lovelace');
  });

  it('titles a record without a naming field by the start of its text, never its id', () => {
    const message = { id: '6f1c1a2e-0000-4000-8000-000000000001', content: '<p>Has anyone tried the <strong>new</strong> eye-tracking&nbsp;tablet with a switch? It works with our app.</p>' };
    expect(recordLabel(message)).toBe('Has anyone tried the new eye-tracking tablet with a switch?…');
    expect(recordLabel({ id: 'c-1', content: '<p>Short.</p>' })).toBe('Short.');
  });

  it('prefers the naming field, and falls back to the id only when there is no text at all', () => {
    expect(recordLabel({ id: 'x', name: 'Acme', content: 'Text' })).toBe('Acme');
    expect(recordLabel({ id: 'x', content: '<p> </p>' })).toBe('x');
  });
});
