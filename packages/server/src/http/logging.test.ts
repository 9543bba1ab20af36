import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByEmail } from '../accounts/users.ts';
import { passwordResetToken } from '../auth/signed-tokens.ts';
import { client } from '../jsonapi/testing.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';

/** Nothing secret in the logs (issue 8, item 9): the log of a failing write and of a reset link's visit. */
describe.each(TEST_DATABASES)('logs on %s', (kind) => {
  let t: TestApp;
  let lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('keeps the parameters of a failed statement, the password and the cookies out of the log', async () => {
    const user = await signIn(t);
    // Any update of a user fails in the database, as an outage or a bug would make it.
    await t.database.db.execute(
      sql.raw(`create function relais_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused for the test' using errcode = 'XX001'; end $$`),
    );
    await t.database.db.execute(sql.raw('create trigger relais_test_refuse before update on users for each row execute function relais_test_refuse()'));
    lines = [];
    const newPassword = 'a secret new passphrase 4821';
    const response = await client(t, user.headers).send('PATCH', `/api/v1/users/${user.userId}`, {
      data: { type: 'users', id: user.userId, attributes: { firstName: 'Confidential-Name-77', password: newPassword, oldPassword: user.password } },
    });
    await t.database.db.execute(sql.raw('drop trigger relais_test_refuse on users'));
    await t.database.db.execute(sql.raw('drop function relais_test_refuse()'));
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('unexpected error');
    expect(log).toContain('Failed query');
    for (const secret of ['Confidential-Name-77', '$argon2id$', newPassword, user.password, user.headers['x-xsrf-token']!, user.headers.cookie!.split(';')[0]!.split('=')[1]!]) {
      expect(log).not.toContain(secret);
    }
  });

  it('keeps the token and address of a reset link out of the log', async () => {
    const user = await signIn(t);
    const token = passwordResetToken(t.config.sessionSecret, (await findAccountByEmail(t.database.db, user.email))!);
    lines = [];
    await t.app.inject({ method: 'GET', url: `/auth/password/reset/${encodeURIComponent(token)}/${encodeURIComponent(user.email)}` });
    await t.app.inject({ method: 'GET', url: `/services/forms/1?t=${encodeURIComponent(token)}` });
    const log = lines.join('');
    expect(log).toContain('/auth/password/reset/[redacted]');
    for (const secret of [token, encodeURIComponent(token), user.email, encodeURIComponent(user.email)]) expect(log).not.toContain(secret);
  });
});
