import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_LEVELS, APP_ENV_ID, LOCALE_NAMES, LOCALES, ROLES, SYSTEM_USER_ID } from '@relais/domain';
import { tablesOf } from '../services/tables.ts';
import { readVersions } from '../services/versions.ts';
import { openTestDatabase, TEST_DATABASES } from '../test/databases.ts';
import type { DatabaseHandle } from '../db/client.ts';

describe.each(TEST_DATABASES)('the reference data migration on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it('creates the roles (the spec’s seven and the two statistics roles) with English and French names', async () => {
    const rows = await handle.db.select().from(tablesOf('roles').table);
    expect(rows.map((row) => row.id).sort()).toEqual([...ROLES].sort());
    for (const row of rows) {
      expect(row.name).toMatchObject({ en: expect.any(String), fr: expect.any(String) });
      expect(row.description).toMatchObject({ en: expect.any(String), fr: expect.any(String) });
    }
  });

  it('creates the access levels with the weights of the domain', async () => {
    const levels = tablesOf('access-levels').table;
    const rows = await handle.db.select({ id: levels.id, weight: levels.weight, name: levels.name }).from(levels).orderBy(levels.weight);
    expect(rows.map(({ id, weight }) => ({ id, weight }))).toEqual(ACCESS_LEVELS.map(({ id, weight }) => ({ id, weight })));
    expect(rows.find((row) => row.id === 'member_level_1')).toMatchObject({ weight: 300, name: { en: 'Member, level 1', fr: 'Membre, niveau 1' } });
  });

  it('creates the seven interface languages with their native names, in order', async () => {
    const languages = tablesOf('languages').table;
    const rows = await handle.db.select().from(languages).orderBy(languages.position);
    expect(rows.map((row) => [row.id, row.name, row.isEnabled])).toEqual(LOCALES.map((code) => [code, LOCALE_NAMES[code], true]));
  });

  it('creates the app environment record and the system user without a password', async () => {
    const [env] = await handle.db.select().from(tablesOf('app-envs').table);
    expect(env?.id).toBe(APP_ENV_ID);
    const users = tablesOf('users').table;
    const [system] = await handle.db.select().from(users).where(eq(users.id, SYSTEM_USER_ID));
    expect(system).toMatchObject({ email: 'system@relais.invalid', password: null, isAdmin: false });
  });

  it('starts the versions the engine bumps at 1 (the organizations map’s moved with the seed’s access levels, db/version-triggers.ts)', async () => {
    expect(await readVersions(handle.db)).toMatchObject({ environment: 1, menu: 1, 'language-lines': 1 });
  });
});
