import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APP_ENV_ID } from '@relais/domain';
import { openTestDatabase, TEST_DATABASES } from '../../test/databases.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import type { Row } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import { insertPage, runAfterWrite } from '../../services/test-fixtures.ts';
import { readVersions } from '../../services/versions.ts';
import type { VersionKey } from '../../services/versions.ts';
import type { WriteAction } from '../hooks.ts';

/** Writes one row of a kind and runs its hooks in the same transaction, as the engine does. */
async function save(db: Database, type: string, action: WriteAction, write: (tx: Database) => Promise<{ before?: Row | null; after?: Row | null }>) {
  await db.transaction(async (tx) => {
    const change = await write(tx);
    await runAfterWrite(tx, type, { action, ...change });
  });
}

describe.each(TEST_DATABASES)('version bumps of the application kinds on %s', (kind) => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.db;
  });
  afterAll(() => handle.close());

  /** Which versions moved while `action` ran. */
  async function moved(action: () => Promise<void>): Promise<VersionKey[]> {
    const before = await readVersions(db);
    await action();
    const after = await readVersions(db);
    return (Object.keys(after) as VersionKey[]).filter((key) => after[key] !== before[key]);
  }

  const pages = () => tablesOf('app-pages').table;
  const pageRow = async (id: string) => (await db.select().from(pages()).where(eq(pages().id, id)))[0] as Row;

  it('moves the environment and menu versions when a published page is saved', async () => {
    const id = await insertPage(db, { path: '/published' });
    const before = await pageRow(id);
    expect(
      await moved(() =>
        save(db, 'app-pages', 'update', async (tx) => {
          const [after] = await tx.update(pages()).set({ title: { en: 'Renamed' } }).where(eq(pages().id, id)).returning();
          return { before, after: after as Row };
        }),
      ),
    ).toEqual(['environment', 'menu']);
  });

  it('leaves them alone when a draft is saved', async () => {
    const id = await insertPage(db, { path: '/draft', isDraft: true });
    const before = await pageRow(id);
    expect(
      await moved(() =>
        save(db, 'app-pages', 'update', async (tx) => {
          const [after] = await tx.update(pages()).set({ title: { en: 'Draft edit' }, updatedAt: new Date() }).where(eq(pages().id, id)).returning();
          return { before, after: after as Row };
        }),
      ),
    ).toEqual([]);
  });

  it('moves them when any page is deleted, a draft included', async () => {
    for (const isDraft of [false, true]) {
      const id = await insertPage(db, { path: `/gone-${isDraft}`, isDraft });
      const before = await pageRow(id);
      expect(
        await moved(() =>
          save(db, 'app-pages', 'delete', async (tx) => {
            await tx.delete(pages()).where(eq(pages().id, id));
            return { before };
          }),
        ),
      ).toEqual(['environment', 'menu']);
    }
  });

  it('moves the environment version when a redirection is saved or deleted', async () => {
    const redirections = tablesOf('app-redirections').table;
    let created: Row | undefined;
    expect(
      await moved(() =>
        save(db, 'app-redirections', 'create', async (tx) => {
          [created] = (await tx.insert(redirections).values({ fromPath: '/old', toPath: '/new' }).returning()) as Row[];
          return { after: created };
        }),
      ),
    ).toEqual(['environment']);
    expect(
      await moved(() =>
        save(db, 'app-redirections', 'delete', async (tx) => {
          await tx.delete(redirections).where(eq(redirections.id, created!.id));
          return { before: created };
        }),
      ),
    ).toEqual(['environment']);
  });

  it('moves the environment version when app-env or a language is saved', async () => {
    const envs = tablesOf('app-envs').table;
    expect(
      await moved(() =>
        save(db, 'app-envs', 'update', async (tx) => {
          const [after] = await tx.update(envs).set({ becomeMemberUrl: 'https://example.org/join' }).where(eq(envs.id, APP_ENV_ID)).returning();
          return { after: after as Row };
        }),
      ),
    ).toEqual(['environment']);
    const languages = tablesOf('languages').table;
    expect(
      await moved(() =>
        save(db, 'languages', 'update', async (tx) => {
          const [after] = await tx.update(languages).set({ isEnabled: false }).where(eq(languages.id, 'ro')).returning();
          return { after: after as Row };
        }),
      ),
    ).toEqual(['environment']);
  });

  it('moves the environment version for a block of a published page, not of a draft', async () => {
    const components = tablesOf('app-page-components').table;
    for (const [isDraft, expected] of [[false, ['environment']], [true, []]] as const) {
      const pageId = await insertPage(db, { path: `/blocks-${isDraft}`, isDraft });
      expect(
        await moved(() =>
          save(db, 'app-page-components', 'create', async (tx) => {
            const [after] = await tx.insert(components).values({ pageId, name: 'pageTitle', position: 0 }).returning();
            return { after: after as Row };
          }),
        ),
      ).toEqual(expected);
    }
  });

  it('moves the menu version when a menu item is saved, and the language-lines one for a message', async () => {
    const items = tablesOf('app-menu-items').table;
    expect(
      await moved(() =>
        save(db, 'app-menu-items', 'create', async (tx) => {
          const [after] = await tx.insert(items).values({ name: { en: 'News' }, position: 0 }).returning();
          return { after: after as Row };
        }),
      ),
    ).toEqual(['menu']);
    const lines = tablesOf('language-lines').table;
    expect(
      await moved(() =>
        save(db, 'language-lines', 'create', async (tx) => {
          const [after] = await tx.insert(lines).values({ group: 'common', key: 'hello', text: { en: 'Hello' } }).returning();
          return { after: after as Row };
        }),
      ),
    ).toEqual(['language-lines']);
  });
});
