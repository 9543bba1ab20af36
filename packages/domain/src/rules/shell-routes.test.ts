import { describe, expect, it } from 'vitest';
import { GUEST_ONLY_PATTERNS, isGuestOnlyPath, matchesPattern, normalizePath, SHELL_ROUTES, shellRouteOf } from './shell-routes.ts';

describe('the shell routes', () => {
  it('match a pattern segment by segment, a parameter taking one non-empty segment', () => {
    expect(matchesPattern('/users/:user/profile', '/users/42/profile')).toBe(true);
    expect(matchesPattern('/users/:user/profile', '/users/42/profile/')).toBe(true);
    expect(matchesPattern('/users/:user/profile', '/users//profile')).toBe(false);
    expect(matchesPattern('/users/:user/profile', '/users/42')).toBe(false);
  });

  it('match a last `*` with one segment or more', () => {
    expect(matchesPattern('/admin/resources/*', '/admin/resources/jobs')).toBe(true);
    expect(matchesPattern('/admin/resources/*', '/admin/resources/jobs/show/nurse')).toBe(true);
    expect(matchesPattern('/admin/resources/*', '/admin/resources')).toBe(false);
    expect(matchesPattern('/admin/resources/*', '/admin/other/jobs')).toBe(false);
  });

  it('normalize a path: no query, no hash, no trailing slash, single slashes', () => {
    expect(normalizePath('/legal//notice/?x=1#top')).toBe('/legal/notice');
    expect(normalizePath('/')).toBe('/');
  });

  it('exist only with their features on', () => {
    expect(shellRouteOf('/auth/register', { auth: true, register: true })?.pattern).toBe('/auth/register');
    expect(shellRouteOf('/auth/register', { auth: true, register: false })).toBeUndefined();
    expect(shellRouteOf('/no/such/page', { auth: true })).toBeUndefined();
  });

  it('tell the screens for visitors only, whatever the query', () => {
    expect(isGuestOnlyPath('/auth/register?from=home')).toBe(true);
    expect(isGuestOnlyPath('/auth/sign-in')).toBe(true);
    expect(isGuestOnlyPath('/auth/not-validated')).toBe(false);
    expect(isGuestOnlyPath('/account/profile')).toBe(false);
  });
});

describe('the screens for visitors only', () => {
  it('are exactly the shell routes marked guest-only, so a public page need not load the whole list', () => {
    expect(SHELL_ROUTES.filter((route) => route.isGuestOnly).map((route) => route.pattern)).toEqual([...GUEST_ONLY_PATTERNS]);
  });
});

describe('a shell route two areas share', () => {
  it('exists while either area is on', () => {
    expect(shellRouteOf('/services/confirm-address/abc', { forms: true })?.pattern).toBe('/services/confirm-address/:id');
    expect(shellRouteOf('/services/confirm-address/abc', { advancedForms: true })?.pattern).toBe('/services/confirm-address/:id');
    expect(shellRouteOf('/services/confirm-address/abc', {})).toBeUndefined();
  });
});
