import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { visitorHeaders } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { createUser, UserCreationError } from './create-user.ts';

describe.each(TEST_DATABASES)('creating a user for operators on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('creates an admin who can sign in with the given password', async () => {
    await createUser(t.database.db, { email: ' Boss@Example.TEST ', password: 'a solid passphrase', firstName: 'B', lastName: 'Oss', isAdmin: true });
    const response = await t.app.inject({ method: 'POST', url: '/auth/login', headers: await visitorHeaders(t), payload: { email: 'boss@example.test', password: 'a solid passphrase' } });
    expect(response.json()).toEqual({ state: 'authenticated' });
  });

  it('refuses a taken e-mail, a bad address and a common password', async () => {
    const base = { password: 'another passphrase', firstName: 'A', lastName: 'B' };
    await createUser(t.database.db, { ...base, email: 'taken@example.test' });
    await expect(createUser(t.database.db, { ...base, email: 'TAKEN@example.test' })).rejects.toThrow(/already exists/);
    await expect(createUser(t.database.db, { ...base, email: 'not an address' })).rejects.toThrow(UserCreationError);
    await expect(createUser(t.database.db, { ...base, email: 'new@example.test', password: 'qwertyuiop' })).rejects.toThrow(/most common/);
  });
});
