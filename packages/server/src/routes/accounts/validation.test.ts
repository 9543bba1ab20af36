import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** The back office's "validate" and "refuse" of an account. */
describe.each(TEST_DATABASES)('deciding on an account on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { roles: ['admin'] });
  });
  afterAll(() => t.close());

  const decide = (headers: Record<string, string>, id: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/v1/services/users/${id}/validation`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  const users = () => tablesOf('users').table;
  const requests = () => tablesOf('validation-requests').table;
  const validatedAtOf = async (id: string) => (await t.database.db.select({ at: users().validatedAt }).from(users()).where(eq(users().id, id)))[0]!.at;
  const fileRequest = async (userId: string) => {
    const [row] = await t.database.db.insert(requests()).values({ userId, statusId: 'pending' }).returning({ id: requests().id });
    return String(row!.id);
  };
  const statusOf = async (id: string) => (await t.database.db.select({ status: requests().statusId }).from(requests()).where(eq(requests().id, id)))[0]!.status;

  it('validates an account and accepts its pending request, answering the user', async () => {
    const user = await signIn(t, { validated: false });
    const request = await fileRequest(user.userId);
    const response = await decide(admin.headers, user.userId, { decision: 'validate' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ type: 'users', id: user.userId, attributes: { validatedAt: expect.any(String) } });
    expect(await validatedAtOf(user.userId)).not.toBeNull();
    expect(await statusOf(request)).toBe('accepted');
  });

  it('keeps the first validation date when the account was already validated', async () => {
    const user = await signIn(t);
    const before = await validatedAtOf(user.userId);
    expect((await decide(admin.headers, user.userId, { decision: 'validate' })).statusCode).toBe(200);
    expect(await validatedAtOf(user.userId)).toEqual(before);
  });

  it('refuses an account: no longer validated, its pending request refused', async () => {
    const user = await signIn(t);
    const request = await fileRequest(user.userId);
    const response = await decide(admin.headers, user.userId, { decision: 'refuse' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.validatedAt).toBeNull();
    expect(await validatedAtOf(user.userId)).toBeNull();
    expect(await statusOf(request)).toBe('refused');
  });

  it('answers 422 naming the field for a decision it does not know, or an unknown field, and changes nothing', async () => {
    const user = await signIn(t, { validated: false });
    const unknown = await decide(admin.headers, user.userId, { decision: 'maybe' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0]).toMatchObject({ source: { pointer: '/decision' }, code: 'validation.enum' });
    const missing = await decide(admin.headers, user.userId, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0]).toMatchObject({ source: { pointer: '/decision' } });
    const extra = await decide(admin.headers, user.userId, { decision: 'validate', validatedAt: '2020-01-01T00:00:00Z' });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors[0]).toMatchObject({ source: { pointer: '/validatedAt' }, code: 'validation.unknown_field' });
    expect(await validatedAtOf(user.userId)).toBeNull();
  });

  it('refuses a stranger (a member, a contributor, a visitor), a forged request, and an admin deciding on themself', async () => {
    const target = await signIn(t, { validated: false });
    for (const stranger of [await signIn(t), await signIn(t, { roles: ['contributor'] })]) {
      expect((await decide(stranger.headers, target.userId, { decision: 'validate' })).statusCode).toBe(403);
      // Not even on their own account.
      expect((await decide(stranger.headers, stranger.userId, { decision: 'validate' })).statusCode).toBe(403);
    }
    // A visitor with a visitor's anti-forgery token is not signed in; without one, the forgery check answers first.
    const visit = await t.app.inject({ method: 'GET', url: '/api/v1/users/me' });
    const visitorToken = visit.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
    const visitor = { cookie: visit.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '), 'x-xsrf-token': visitorToken };
    expect((await decide(visitor, target.userId, { decision: 'validate' })).statusCode).toBe(401);
    expect((await decide({}, target.userId, { decision: 'validate' })).statusCode).toBe(419);
    const { 'x-xsrf-token': _token, ...withoutToken } = admin.headers;
    expect((await decide(withoutToken, target.userId, { decision: 'validate' })).statusCode).toBe(419);
    expect((await decide(admin.headers, admin.userId, { decision: 'refuse' })).statusCode).toBe(403);
    expect(await validatedAtOf(target.userId)).toBeNull();
    expect(await validatedAtOf(admin.userId)).not.toBeNull();
  });

  const register = async (email: string, locale: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: await visitorHeaders(t),
      payload: { firstName: 'Nouveau', lastName: 'Membre', email, password: 'a long enough passphrase', passwordConfirmation: 'a long enough passphrase', locale },
    });
    expect(response.statusCode).toBe(202);
    const [user] = await t.database.db.select({ id: users().id }).from(users()).where(eq(users().email, email));
    return user!.id as string;
  };
  const requestsOf = (userId: string) => t.database.db.select({ id: requests().id, status: requests().statusId }).from(requests()).where(eq(requests().userId, userId));
  const pendingOnDashboard = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/services/admin/dashboard', headers: admin.headers })).json().data.pendingValidationRequests as number;

  it('files the request of a new member, which the admins see waiting on their dashboard', async () => {
    const before = await pendingOnDashboard();
    const userId = await register('waiting.member@example.test', 'en');
    expect(await requestsOf(userId)).toEqual([{ id: expect.anything(), status: 'pending' }]);
    expect(await pendingOnDashboard()).toBe(before + 1);
  });

  it('mails the member, in their language, when their request is accepted', async () => {
    const email = 'dansk.medlem@example.test';
    const userId = await register(email, 'da');
    const [request] = await requestsOf(userId);
    const accept = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/validation-requests/${request!.id}`,
      headers: { ...admin.headers, 'content-type': 'application/vnd.api+json' },
      payload: { data: { type: 'validation-requests', id: String(request!.id), relationships: { status: { data: { type: 'validation-request-statuses', id: 'accepted' } } } } },
    });
    expect(accept.statusCode).toBe(200);
    // The verification link came first; the decision is the second mail.
    const mail = await t.app.mailer.capture!.waitFor(email, 2);
    expect(mail.subject).toBe('Din Relais-konto er godkendt');
    expect(mail.html).toContain('/account/profile');
    expect(await validatedAtOf(userId)).not.toBeNull();
  });

  it('mails the member, in their language, when the back office refuses their account', async () => {
    const email = 'membre.refuse@example.test';
    const userId = await register(email, 'fr');
    expect((await decide(admin.headers, userId, { decision: 'refuse' })).statusCode).toBe(200);
    const mail = await t.app.mailer.capture!.waitFor(email, 2);
    expect(mail.subject).toBe('Votre demande de validation sur Relais a été refusée');
    expect(await requestsOf(userId)).toEqual([{ id: expect.anything(), status: 'refused' }]);
    // Deciding again on a decided request mails nothing more.
    expect((await decide(admin.headers, userId, { decision: 'refuse' })).statusCode).toBe(200);
    expect(t.app.mailer.capture!.to(email)).toHaveLength(2);
  });

  it('answers 404 for an unknown account', async () => {
    expect((await decide(admin.headers, '7d1f1c1e-0000-4000-8000-000000000001', { decision: 'validate' })).statusCode).toBe(404);
  });
});
