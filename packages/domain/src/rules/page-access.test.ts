import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS } from '../constants/access.ts';
import { canAccessPage } from './page-access.ts';
import type { AccessVisitor } from './page-access.ts';

const weight = (id: string) => ACCESS_LEVELS.find((level) => level.id === id)!.weight;
const anonymous: AccessVisitor = { isSignedIn: false, isAdmin: false, roles: [], accessLevelWeight: null };
const member = (level: string | null, roles: string[] = []): AccessVisitor => ({
  isSignedIn: true,
  isAdmin: false,
  roles,
  accessLevelWeight: level === null ? null : weight(level),
});
const open = { requiresAuth: false, roles: [], accessLevelWeight: null };
const membersOnly = { requiresAuth: true, roles: [], accessLevelWeight: null };

describe('canAccessPage', () => {
  it('lets anyone open a page that does not require authentication, whatever its roles or level', () => {
    expect(canAccessPage(open, anonymous)).toBe(true);
    expect(canAccessPage({ requiresAuth: false, roles: ['admin'], accessLevelWeight: 400 }, anonymous)).toBe(true);
  });

  it('refuses an anonymous visitor on a page that requires authentication', () => {
    expect(canAccessPage(membersOnly, anonymous)).toBe(false);
  });

  it('lets any signed-in visitor open a members page without roles or level', () => {
    expect(canAccessPage(membersOnly, member(null))).toBe(true);
  });

  it('asks for one of the page roles', () => {
    const page = { requiresAuth: true, roles: ['contributor', 'eqlaat_member'], accessLevelWeight: null };
    expect(canAccessPage(page, member(null, ['eqlaat_member']))).toBe(true);
    expect(canAccessPage(page, member(null, ['rental_admin']))).toBe(false);
    expect(canAccessPage(page, member(null))).toBe(false);
  });

  it('asks for an access level weight at least the page one (member_level_1 = 300)', () => {
    const page = { requiresAuth: true, roles: [], accessLevelWeight: weight('member_level_1') };
    expect(weight('member_level_1')).toBe(300);
    expect(canAccessPage(page, member('member_level_1'))).toBe(true);
    expect(canAccessPage(page, member('member_level_2'))).toBe(true);
    expect(canAccessPage(page, member('friendly_member'))).toBe(false);
    expect(canAccessPage(page, member(null))).toBe(false);
  });

  it('takes the weight it is given, such as the acting organization one', () => {
    const page = { requiresAuth: true, roles: [], accessLevelWeight: 300 };
    expect(canAccessPage(page, { ...member('contact'), accessLevelWeight: 400 })).toBe(true);
  });

  it('asks for both the role and the level when the page sets both', () => {
    const page = { requiresAuth: true, roles: ['contributor'], accessLevelWeight: 200 };
    expect(canAccessPage(page, member('member_level_2', ['contributor']))).toBe(true);
    expect(canAccessPage(page, member('member_level_2'))).toBe(false);
    expect(canAccessPage(page, member('contact', ['contributor']))).toBe(false);
  });

  it('lets administrators through every role and level check', () => {
    const page = { requiresAuth: true, roles: ['eqlaat_member'], accessLevelWeight: 400 };
    expect(canAccessPage(page, { isSignedIn: true, isAdmin: true, roles: [], accessLevelWeight: null })).toBe(true);
  });
});
