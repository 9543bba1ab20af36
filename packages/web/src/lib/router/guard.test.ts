import { describe, expect, it } from 'vitest';
import { sessionOf } from '../session/session.ts';
import type { SessionUser } from '../session/session.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { guardRedirect, safeRedirect } from './guard.tsx';

const user = (changes: Partial<SessionUser> = {}) => sessionUser({ validatedAt: '2026-01-01T00:00:00Z', roles: [], ...changes });

const visitor = sessionOf(null);
const member = sessionOf(user());
const features = { validationRequests: false };

describe('the route guard (spec §4)', () => {
  it('lets everyone through a route that asks nothing', () => {
    expect(guardRedirect({}, visitor, features, '/x', '')).toBeNull();
  });

  it('sends a signed-in user away from guest-only routes: to the redirect URL, else the default destination', () => {
    expect(guardRedirect({ guestOnly: true }, visitor, features, '/auth/sign-in', '')).toBeNull();
    expect(guardRedirect({ guestOnly: true }, member, features, '/auth/sign-in', '?redirectUrl=%2Fforum')).toBe('/forum');
    expect(guardRedirect({ guestOnly: true }, member, features, '/auth/sign-in', '')).toBe('/account/profile');
    const admin = sessionOf(user({ roles: [{ id: 'admin', type: 'roles' }] }));
    expect(guardRedirect({ guestOnly: true }, admin, features, '/auth/sign-in', '')).toBe('/admin/dashboard');
  });

  it('lands a validated member without roles on their account, even where validation requests open the back office to them', () => {
    expect(guardRedirect({ guestOnly: true }, member, { validationRequests: true }, '/auth/sign-in', '')).toBe('/account/profile');
  });

  it('never follows a redirect URL to another site', () => {
    expect(guardRedirect({ guestOnly: true }, member, features, '/auth/sign-in', '?redirectUrl=https%3A%2F%2Fevil.example')).toBe('/account/profile');
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/ok?x=1')).toBe('/ok?x=1');
  });

  it('sends a visitor on a login-required route to sign-in with the redirect URL and guarded=auth', () => {
    expect(guardRedirect({ auth: true }, visitor, features, '/account/profile?tab=2', '')).toBe(
      '/auth/sign-in?redirectUrl=%2Faccount%2Fprofile%3Ftab%3D2&guarded=auth',
    );
  });

  it('sends an unverified user to e-mail verification, a not validated one to not-validated, in that order', () => {
    const unverified = sessionOf(user({ emailVerifiedAt: null, validatedAt: null }));
    expect(guardRedirect({ verified: true, validated: true }, unverified, features, '/admin/dashboard', '')).toBe('/auth/email/verify?redirectUrl=%2Fadmin%2Fdashboard');
    const notValidated = sessionOf(user({ validatedAt: null }));
    expect(guardRedirect({ verified: true, validated: true }, notValidated, features, '/admin/dashboard', '')).toBe('/auth/not-validated');
  });

  it('sends a user without the rights to unauthorized', () => {
    expect(guardRedirect({ allowed: (session) => session.hasRoles }, member, features, '/admin/dashboard', '')).toBe('/errors/unauthorized?redirectUrl=%2Fadmin%2Fdashboard');
  });

  it('answers not-found for a route of a disabled feature', () => {
    expect(guardRedirect({ features: ['rental'] }, member, { rental: false }, '/services/rentals/cart', '')).toBe('/errors/not-found');
  });
});

describe('the session', () => {
  it('derives its getters from the user', () => {
    expect(visitor).toMatchObject({ isAuth: false, isVerified: false, isValidated: false, hasRoles: false, isAdmin: false });
    expect(member).toMatchObject({ isAuth: true, isVerified: true, isValidated: true, hasRoles: false, isAdmin: false });
    expect(sessionOf(user({ isAdmin: true }))).toMatchObject({ isAdmin: true, hasRoles: true });
    expect(sessionOf(user({ roles: [{ id: 'contributor', type: 'roles' }] }))).toMatchObject({ isAdmin: false, hasRoles: true, roleIds: ['contributor'] });
  });

  it('takes the acting organization’s access level when organizations are on', () => {
    const withOrg = user({
      accessLevel: { id: 'contact', type: 'access-levels', weight: 0 },
      organizations: [{ id: 'o1', type: 'organizations', name: 'A', accessLevel: { id: 'member_level_1', type: 'access-levels', weight: 300 } }],
      actingAsOrganization: { id: 'o1', type: 'organizations', name: 'A', accessLevel: { id: 'member_level_1', type: 'access-levels', weight: 300 } },
    });
    expect(sessionOf(withOrg, { organizations: true, userOrganizations: true }).accessLevelWeight).toBe(300);
    expect(sessionOf(withOrg, {}).accessLevelWeight).toBe(0);
  });

  it('counts organizations with the organizations feature alone, as the server does', () => {
    const withOrg = user({
      accessLevel: { id: 'contact', type: 'access-levels', weight: 0 },
      organizations: [{ id: 'o1', type: 'organizations', name: 'A', accessLevel: { id: 'member_level_1', type: 'access-levels', weight: 300 } }],
    });
    expect(sessionOf(withOrg, { organizations: true, userOrganizations: false }).accessLevelWeight).toBe(300);
  });
});

describe('the page guard (spec §6, the rule the server applies)', () => {
  const page = (changes: Partial<{ requiresAuth: boolean; roles: string[]; accessLevelWeight: number | null }> = {}) => ({ requiresAuth: true, roles: [], accessLevelWeight: null, ...changes });
  const level = (id: string, weight: number) => ({ id, type: 'access-levels', weight });

  it('sends a visitor to sign-in first, then a member without the rights to unauthorized with the redirect URL', () => {
    expect(guardRedirect({ page: page() }, visitor, features, '/members', '')).toBe('/auth/sign-in?redirectUrl=%2Fmembers&guarded=auth');
    expect(guardRedirect({ page: page({ roles: ['contributor'] }) }, member, features, '/members', '')).toBe('/errors/unauthorized?redirectUrl=%2Fmembers');
    expect(guardRedirect({ page: page({ roles: ['contributor'] }) }, sessionOf(user({ roles: [{ id: 'contributor', type: 'roles' }] })), features, '/members', '')).toBeNull();
  });

  it('refuses a page asking for the lowest level to a member without any level, and opens it to a contact', () => {
    const contactsPage = page({ accessLevelWeight: 0 });
    expect(guardRedirect({ page: contactsPage }, member, features, '/contacts', '')).toBe('/errors/unauthorized?redirectUrl=%2Fcontacts');
    expect(guardRedirect({ page: contactsPage }, sessionOf(user({ accessLevel: level('contact', 0) })), features, '/contacts', '')).toBeNull();
  });

  it('weighs the first organization when only the organizations feature is on', () => {
    const inOrganization = user({ organizations: [{ id: 'o1', type: 'organizations', name: 'A', accessLevel: level('member_level_1', 300) }] });
    const levelOnePage = page({ accessLevelWeight: 300 });
    expect(guardRedirect({ page: levelOnePage }, sessionOf(inOrganization, { organizations: true }), { organizations: true }, '/level-1', '')).toBeNull();
  });
});
