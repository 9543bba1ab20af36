import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DATABASES } from '../test/databases.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { bumpVersion, readVersion, readVersions } from './versions.ts';

describe.each(TEST_DATABASES)('cache versions on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it('bumps one counter and leaves the others alone', async () => {
    const before = await readVersions(handle.db);
    expect(await bumpVersion(handle.db, 'menu')).toBe(before.menu + 1);
    expect(await readVersions(handle.db)).toEqual({ ...before, menu: before.menu + 1 });
  });

  it('moves with the transaction that bumps it: a rolled-back write leaves the version as it was', async () => {
    const before = await readVersion(handle.db, 'environment');
    await expect(
      handle.db.transaction(async (tx) => {
        await bumpVersion(tx, 'environment');
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await readVersion(handle.db, 'environment')).toBe(before);
    await handle.db.transaction((tx) => bumpVersion(tx, 'environment'));
    expect(await readVersion(handle.db, 'environment')).toBe(before + 1);
  });
});
