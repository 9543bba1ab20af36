import { describe, expect, it } from 'vitest';
import { effectiveAccessLevel, fullName, initials, isJobSpecified, isSiteAvatarUrl } from './users.ts';

describe('derived user facts', () => {
  it('joins first and last names, skipping a missing one', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstName: ' Ada ', lastName: null })).toBe('Ada');
  });

  it('takes initials of accented names', () => {
    expect(initials({ firstName: 'élodie', lastName: 'Ørsted' })).toBe('ÉØ');
    expect(initials({ firstName: 'Ada', lastName: '' })).toBe('A');
  });

  it('counts a job as specified unless it is not_specified, or other without a description', () => {
    expect(isJobSpecified({ jobId: 'speech_therapist' })).toBe(true);
    expect(isJobSpecified({ jobId: 'not_specified' })).toBe(false);
    expect(isJobSpecified({ jobId: 'other', jobOther: '  ' })).toBe(false);
    expect(isJobSpecified({ jobId: 'other', jobOther: 'Braille transcriber' })).toBe(true);
    expect(isJobSpecified({ jobId: null })).toBe(false);
  });

  it('takes the acting organization’s level, else the first organization’s, else the user’s', () => {
    const user = { accessLevel: 'contact' };
    const first = { accessLevel: 'member_level_1' };
    const acting = { accessLevel: 'member_level_2' };
    expect(effectiveAccessLevel({ user, organizations: [first, acting], actingAsOrganization: acting, organizationsEnabled: true })).toBe('member_level_2');
    expect(effectiveAccessLevel({ user, organizations: [first, acting], actingAsOrganization: null, organizationsEnabled: true })).toBe('member_level_1');
    expect(effectiveAccessLevel({ user, organizations: [], actingAsOrganization: null, organizationsEnabled: true })).toBe('contact');
    expect(effectiveAccessLevel({ user, organizations: [first], actingAsOrganization: acting, organizationsEnabled: false })).toBe('contact');
  });
});

describe('avatar addresses', () => {
  it('takes a path on the site and refuses another site, protocol-relative and data addresses', () => {
    expect(isSiteAvatarUrl('/files/avatars/1.png')).toBe(true);
    for (const value of ['https://example.org/me.png', '//example.org/me.png', '/\\example.org/me.png', 'data:image/png;base64,AAAA', 'javascript:alert(1)', 'me.png', '']) {
      expect(isSiteAvatarUrl(value)).toBe(false);
    }
  });
});
