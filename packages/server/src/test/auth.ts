import { randomBytes } from 'node:crypto';
import type { RoleName } from '@relais/domain';
import { xsrfToken, XSRF_COOKIE } from '../auth/anti-forgery.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import { resourceTables } from '../db/schema.ts';
import type { TestApp } from './app.ts';

export interface SignInOptions {
  isAdmin?: boolean;
  roles?: RoleName[];
  email?: string;
  password?: string;
  accessLevel?: string;
  verified?: boolean;
  validated?: boolean;
}

export interface SignedIn {
  userId: string;
  email: string;
  password: string;
  /** Session cookie, XSRF cookie and the `x-xsrf-token` header: spread into `inject({ headers })`. */
  headers: Record<string, string>;
}

// argon2 spends about 45 ms of CPU on a hash, on purpose: a run's users share one hash per password.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/** Creates a user with the given rights and a live session for it, as a sign-in would. */
export async function signIn(t: TestApp, options: SignInOptions = {}): Promise<SignedIn> {
  const users = resourceTables.get('users')!;
  const email = options.email ?? `user-${randomBytes(5).toString('hex')}@example.test`;
  const password = options.password ?? 'correct horse battery staple';
  const now = new Date();
  const [user] = await t.database.db
    .insert(users.table)
    .values({
      firstName: 'Test',
      lastName: 'User',
      email,
      password: await hashOnce(password),
      isAdmin: options.isAdmin ?? false,
      emailVerifiedAt: options.verified === false ? null : now,
      validatedAt: options.validated === false ? null : now,
      accessLevelId: options.accessLevel ?? null,
    })
    .returning({ id: users.table.id });
  const userId = user!.id as string;
  if (options.roles?.length) {
    await t.database.db.insert(users.joins.roles!.table).values(options.roles.map((role, position) => ({ ownerId: userId, relatedId: role, position })));
  }
  return { userId, email, password, headers: await sessionHeaders(t, userId) };
}

/** Headers of a new session for an existing user. */
export async function sessionHeaders(t: TestApp, userId: string): Promise<Record<string, string>> {
  const { id, record } = await createSession(t.database.db, {
    userId,
    limits: { idleMinutes: t.config.sessionIdleMinutes, absoluteHours: t.config.sessionAbsoluteHours },
  });
  const token = xsrfToken(t.config.sessionSecret, record.idHash);
  return { cookie: `${t.app.sessionCookieName}=${id}; ${XSRF_COOKIE}=${token}`, 'x-xsrf-token': token };
}

/** Cookies and token of an anonymous visitor, as the app's boot call gives them. */
export async function visitorHeaders(t: TestApp): Promise<Record<string, string>> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me' });
  const cookies = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const token = response.cookies.find((c) => c.name === XSRF_COOKIE)!.value;
  return { cookie: cookies, 'x-xsrf-token': token };
}

/** Headers of the session a response just started: its cookies and its new anti-forgery token. */
export const sessionOf = (response: { cookies: { name: string; value: string }[] }, before: Record<string, string>) => {
  const cookies = new Map(before.cookie!.split('; ').map((pair) => pair.split('=') as [string, string]));
  for (const cookie of response.cookies) cookies.set(cookie.name, cookie.value);
  return { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': cookies.get('XSRF-TOKEN')! };
};
