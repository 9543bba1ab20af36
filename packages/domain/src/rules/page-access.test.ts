import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS } from '../constants/access.ts';
import { accessVisitor, canOpenPage } from './page-access.ts';
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

describe('canOpenPage', () => {
  it('lets anyone open a page that does not require authentication, whatever its roles or level', () => {
    expect(canOpenPage(open, anonymous)).toBe(true);
    expect(canOpenPage({ requiresAuth: false, roles: ['admin'], accessLevelWeight: 400 }, anonymous)).toBe(true);
  });

  it('refuses an anonymous visitor on a page that requires authentication', () => {
    expect(canOpenPage(membersOnly, anonymous)).toBe(false);
  });

  it('lets any signed-in visitor open a members page without roles or level', () => {
    expect(canOpenPage(membersOnly, member(null))).toBe(true);
  });

  it('asks for one of the page roles', () => {
    const page = { requiresAuth: true, roles: ['contributor', 'eqlaat_member'], accessLevelWeight: null };
    expect(canOpenPage(page, member(null, ['eqlaat_member']))).toBe(true);
    expect(canOpenPage(page, member(null, ['rental_admin']))).toBe(false);
    expect(canOpenPage(page, member(null))).toBe(false);
  });

  it('asks for an access level weight at least the page one (member_level_1 = 300)', () => {
    const page = { requiresAuth: true, roles: [], accessLevelWeight: weight('member_level_1') };
    expect(weight('member_level_1')).toBe(300);
    expect(canOpenPage(page, member('member_level_1'))).toBe(true);
    expect(canOpenPage(page, member('member_level_2'))).toBe(true);
    expect(canOpenPage(page, member('friendly_member'))).toBe(false);
    expect(canOpenPage(page, member(null))).toBe(false);
  });

  it('takes the weight it is given, such as the acting organization one', () => {
    const page = { requiresAuth: true, roles: [], accessLevelWeight: 300 };
    expect(canOpenPage(page, { ...member('contact'), accessLevelWeight: 400 })).toBe(true);
  });

  it('asks for both the role and the level when the page sets both', () => {
    const page = { requiresAuth: true, roles: ['contributor'], accessLevelWeight: 200 };
    expect(canOpenPage(page, member('member_level_2', ['contributor']))).toBe(true);
    expect(canOpenPage(page, member('member_level_2'))).toBe(false);
    expect(canOpenPage(page, member('contact', ['contributor']))).toBe(false);
  });

  it('lets administrators through every role and level check', () => {
    const page = { requiresAuth: true, roles: ['eqlaat_member'], accessLevelWeight: 400 };
    expect(canOpenPage(page, { isSignedIn: true, isAdmin: true, roles: [], accessLevelWeight: null })).toBe(true);
  });
});

describe('accessVisitor', () => {
  const user = { isAdmin: false, roles: [], accessLevelWeight: 100, organizations: [{ accessLevelWeight: 200 }, { accessLevelWeight: 300 }], actingAsOrganization: null };
  const page = (minimum: number) => ({ requiresAuth: true, roles: [], accessLevelWeight: minimum });

  it('gives a signed-in user without any level no weight, so that even the lowest level (contact, 0) is refused', () => {
    const visitor = accessVisitor({ ...user, accessLevelWeight: null, organizations: [] }, { organizations: true });
    expect(visitor.accessLevelWeight).toBeNull();
    expect(canOpenPage(page(weight('contact')), visitor)).toBe(false);
    expect(canOpenPage(membersOnly, visitor)).toBe(true);
  });

  it('weighs the acting organization, else the first organization, when the organizations feature is on', () => {
    expect(accessVisitor({ ...user, actingAsOrganization: { accessLevelWeight: 400 } }, { organizations: true }).accessLevelWeight).toBe(400);
    expect(accessVisitor(user, { organizations: true }).accessLevelWeight).toBe(200);
  });

  it('needs only the organizations feature, not user-organizations, for organizations to count', () => {
    expect(accessVisitor(user, { organizations: true, userOrganizations: false }).accessLevelWeight).toBe(200);
    expect(accessVisitor(user, { organizations: false, userOrganizations: true }).accessLevelWeight).toBe(100);
  });

  it('treats the admin role like the admin flag, and an anonymous visitor as signed out', () => {
    expect(accessVisitor({ ...user, roles: ['admin'] }, {}).isAdmin).toBe(true);
    expect(accessVisitor(null, {})).toEqual(anonymous);
  });
});
