import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByEmail } from '../../accounts/users.ts';
import { passwordResetToken } from '../../auth/signed-tokens.ts';
import { userIdentities } from '../../db/system-tables.ts';
import { errorsOf } from '../../jsonapi/testing.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** Provider links are the owner's to see and end, and a password reset ends them (issue 21, item 9). */
describe.each(TEST_DATABASES)('linked accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const link = (user: SignedIn, provider: string) => t.database.db.insert(userIdentities).values({ provider, subject: `${provider}-${user.userId}`, userId: user.userId });
  const url = (user: SignedIn, provider?: string) => `/api/v1/services/users/${user.userId}/linked-accounts${provider ? `/${provider}` : ''}`;
  const list = (user: SignedIn, as = user) => t.app.inject({ method: 'GET', url: url(user), headers: as.headers });
  const remove = (user: SignedIn, provider: string, headers = user.headers) => t.app.inject({ method: 'DELETE', url: url(user, provider), headers });
  const providersOf = async (user: SignedIn) => ((await list(user)).json().data as { provider: string }[]).map((row) => row.provider);

  it('lists the owner’s links and removes one', async () => {
    const user = await signIn(t);
    await link(user, 'google');
    await link(user, 'partner');
    const listed = await list(user);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ data: [{ provider: 'google' }, { provider: 'partner' }], meta: { hasPassword: true } });
    expect(Date.parse(listed.json().data[0].linkedAt)).not.toBeNaN();
    expect((await remove(user, 'google')).statusCode).toBe(204);
    expect(await providersOf(user)).toEqual(['partner']);
  });

  it('lets nobody else see or end them, an administrator included, and refuses a request without the anti-forgery token', async () => {
    const owner = await signIn(t);
    await link(owner, 'google');
    const stranger = await signIn(t);
    const admin = await signIn(t, { isAdmin: true });
    expect((await list(owner, stranger)).statusCode).toBe(404);
    expect((await remove(owner, 'google', stranger.headers)).statusCode).toBe(404);
    expect((await remove(owner, 'google', admin.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(owner), headers: await visitorHeaders(t) })).statusCode).toBe(401);
    const { 'x-xsrf-token': _token, ...withoutToken } = owner.headers;
    expect((await remove(owner, 'google', withoutToken)).statusCode).toBe(419);
    expect(await providersOf(owner)).toEqual(['google']);
  });

  it('refuses to end the last way into an account without a password', async () => {
    const user = await signIn(t);
    await t.database.db.update(tablesOf('users').table).set({ password: null }).where(eq(tablesOf('users').table.id, user.userId));
    await link(user, 'google');
    await link(user, 'partner');
    expect((await list(user)).json().meta).toEqual({ hasPassword: false });
    expect((await remove(user, 'google')).statusCode).toBe(204);
    const last = await remove(user, 'partner');
    expect(errorsOf(last)).toEqual([{ code: 'validation.last_sign_in_method', pointer: '/provider' }]);
    expect(await providersOf(user)).toEqual(['partner']);
    expect((await remove(user, 'unknown')).statusCode).toBe(404);
  });

  async function reset(user: SignedIn, extra: Record<string, unknown> = {}) {
    const token = passwordResetToken(t.config.sessionSecret, (await findAccountByEmail(t.database.db, user.email))!);
    const password = 'a brand new passphrase 7';
    return t.app.inject({ method: 'POST', url: '/auth/password/reset', headers: await visitorHeaders(t), payload: { email: user.email, token, password, passwordConfirmation: password, ...extra } });
  }
  const storedLinks = async (user: SignedIn) => (await t.database.db.select().from(userIdentities).where(eq(userIdentities.userId, user.userId))).map((row) => row.provider);

  it('ends every link with a password reset, unless the owner keeps them', async () => {
    const user = await signIn(t);
    await link(user, 'google');
    expect((await reset(user)).statusCode).toBe(200);
    expect(await storedLinks(user)).toEqual([]);

    const keeper = await signIn(t);
    await link(keeper, 'partner');
    expect((await reset(keeper, { keepLinkedAccounts: true })).statusCode).toBe(200);
    expect(await storedLinks(keeper)).toEqual(['partner']);
  });

  it('tells the owner of an address someone tried to register with where to check the links', async () => {
    const user = await signIn(t);
    const attempt = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: await visitorHeaders(t),
      payload: { firstName: 'Some', lastName: 'One', email: user.email, password: 'a long enough passphrase 9', passwordConfirmation: 'a long enough passphrase 9' },
    });
    expect(attempt.statusCode).toBe(202);
    const mail = await t.app.mailer.capture!.waitFor(user.email);
    expect(mail.text).toContain(`${t.config.appUrl}/account/profile#linked-accounts`);
    expect(mail.text).toContain('Linked accounts');
  });
});
