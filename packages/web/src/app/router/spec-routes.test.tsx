import { isValidElement } from 'react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { matchRoutes, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { DEFAULT_FEATURES, registry, SPEC_ROUTES, SPEC_ROUTES_NOT_YET } from '@relais/domain';
import type { SpecGuard, SpecRoute } from '@relais/domain';
import { Guard, guardRedirect } from '../../lib/router/guard.tsx';
import type { RouteAccess } from '../../lib/router/guard.tsx';
import { sessionOf } from '../../lib/session/session.ts';
import type { SessionUser } from '../../lib/session/session.ts';
import { appRoutes } from './app-routes.tsx';

/**
 * The route walk (issue 29 item 6): every screen route of the spec's lists (domain `SPEC_ROUTES`,
 * kept as data from the spec's text) is in the app's route table with every feature on, and is
 * guarded as the spec says: a visitor, a member whose e-mail is not verified, a verified member not
 * yet validated and a validated administrator are each let in or sent on as its guard asks.
 */
const routes = appRoutes({ pages: [], redirections: [], features: DEFAULT_FEATURES });

const user = (fields: Partial<SessionUser>): SessionUser => ({ id: 'u', type: 'users', firstName: 'A', lastName: 'B', fullName: 'A B', initials: 'AB', email: 'a@example.org', isAdmin: false, roles: [], ...fields }) as SessionUser;
const now = '2030-01-01T00:00:00.000Z';
const SESSIONS = {
  visitor: sessionOf(null, DEFAULT_FEATURES),
  unverified: sessionOf(user({ emailVerifiedAt: null, validatedAt: null }), DEFAULT_FEATURES),
  unvalidated: sessionOf(user({ emailVerifiedAt: now, validatedAt: null }), DEFAULT_FEATURES),
  admin: sessionOf(user({ emailVerifiedAt: now, validatedAt: now, isAdmin: true }), DEFAULT_FEATURES),
};

/** Whether each of the four is let in, as a guard of this kind lets them. */
const LETS_IN: Record<SpecGuard, Record<keyof typeof SESSIONS, boolean>> = {
  public: { visitor: true, unverified: true, unvalidated: true, admin: true },
  'signed-in': { visitor: false, unverified: true, unvalidated: true, admin: true },
  verified: { visitor: false, unverified: false, unvalidated: true, admin: true },
  admin: { visitor: false, unverified: false, unvalidated: false, admin: true },
  guests: { visitor: true, unverified: false, unvalidated: false, admin: false },
};

/** The screen route an address opens (its matched routes, the last the screen's), or null for the not-found fallback. */
function screenAt(sample: string): { path: string; accesses: RouteAccess[] } | null {
  const matches = matchRoutes(routes as RouteObject[], sample.split('?')[0]!) ?? [];
  const leaf = matches.at(-1)?.route;
  if (!leaf || leaf.path === '*') return null;
  // A route kept as a redirect (`/admin/app-menu-items`) is the screen it leads to.
  if (isValidElement(leaf.element) && leaf.element.type === Navigate) return screenAt((leaf.element as ReactElement<{ to: string }>).props.to);
  // The back office's screens sit behind one route: an address there is a screen when it names a kind.
  if (leaf.path === '/admin/resources/*') {
    const kind = sample.split('?')[0]!.split('/')[3]!;
    if (!registry.resources.some((resource) => resource.type === kind)) return null;
  }
  const accesses = matches.flatMap(({ route }) => (isValidElement(route.element) && route.element.type === Guard ? [(route.element as ReactElement<{ access: RouteAccess }>).props.access] : []));
  return { path: leaf.path!, accesses };
}

const screens = SPEC_ROUTES.filter((route: SpecRoute) => (route.kind ?? 'screen') === 'screen');

describe('every screen route of the spec', () => {
  it.each(screens.filter((route) => !SPEC_ROUTES_NOT_YET.includes(route.path)).map((route) => [route.path, route] as const))('%s is in the route table, guarded as the spec says', (_, route) => {
    const screen = screenAt(route.sample);
    expect(screen, `${route.sample} opens a screen`).not.toBeNull();
    const expected = route.deviation?.guard ?? route.guard;
    for (const [who, session] of Object.entries(SESSIONS)) {
      const target = screen!.accesses.map((access) => guardRedirect(access, session, DEFAULT_FEATURES, route.sample, '')).find((found) => found !== null) ?? null;
      expect({ who, letIn: target === null }, `${route.sample} (${expected})`).toEqual({ who, letIn: LETS_IN[expected][who as keyof typeof SESSIONS] });
    }
  });

  it('lists as not yet built only routes that are still missing (one built leaves the list)', () => {
    for (const path of SPEC_ROUTES_NOT_YET) {
      const route = SPEC_ROUTES.find((candidate) => candidate.path === path);
      expect(route, path).toBeDefined();
      if ((route!.kind ?? 'screen') === 'screen') expect(screenAt(route!.sample), path).toBeNull();
    }
  });

  it('does not exist while its features are off', () => {
    for (const route of screens.filter((candidate) => candidate.features?.length && !SPEC_ROUTES_NOT_YET.includes(candidate.path))) {
      const off = { ...DEFAULT_FEATURES, ...Object.fromEntries(route.features!.map((feature) => [feature, false])) };
      const leaf = (matchRoutes(appRoutes({ pages: [], redirections: [], features: off }) as RouteObject[], route.sample.split('?')[0]!) ?? []).at(-1)?.route;
      // Left out of the table, or in it behind a guard that answers not found.
      const guardedOff = screenAt(route.sample)?.accesses.some((access) => guardRedirect(access, SESSIONS.admin, off, route.sample, '') === '/errors/not-found') ?? false;
      // The back office's route stands for every kind: a kind whose feature is off is not found there.
      const kind = registry.resources.find((resource) => resource.type === route.sample.split('/')[3]);
      const kindOff = leaf?.path === '/admin/resources/*' && !!kind?.feature && !off[kind.feature as keyof typeof off];
      expect(!leaf || leaf.path === '*' || guardedOff || kindOff, route.path).toBe(true);
    }
  });
});
