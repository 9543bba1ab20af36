import { describe, expect, it } from 'vitest';
import { canPublishDraft } from './publishing.ts';

describe('canPublishDraft', () => {
  it('refuses a draft whose updated date equals its created date', () => {
    const at = new Date('2025-05-14T10:00:00Z');
    expect(canPublishDraft({ createdAt: at, updatedAt: new Date(at) })).toBe(false);
  });

  it('allows a draft updated after it was created', () => {
    expect(canPublishDraft({ createdAt: '2025-05-14T10:00:00Z', updatedAt: '2025-05-14T10:00:01Z' })).toBe(true);
  });

  it('compares instants, not spellings', () => {
    expect(canPublishDraft({ createdAt: '2025-05-14T12:00:00+02:00', updatedAt: '2025-05-14T10:00:00Z' })).toBe(false);
  });

  it('refuses dates it cannot read', () => {
    expect(canPublishDraft({ createdAt: 'not a date', updatedAt: '2025-05-14T10:00:00Z' })).toBe(false);
  });
});
