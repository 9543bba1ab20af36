import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { tablesOf } from '../../services/tables.ts';
import { insertMenuItem } from '../../services/test-fixtures.ts';
import { bumpVersion } from '../../services/versions.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { createdAs } from '../../test/community.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/**
 * A parent that would put a row inside itself (menu entries, forum categories): refused by the
 * generic API as by the menu's tree route, and survived when an old database already holds one.
 */
describe.each(TEST_DATABASES)('parents that make a cycle on %s', (kind) => {
  let t: TestApp;
  let arranger: Client;
  let ids: Record<'home' | 'about' | 'team' | 'blog', string>;
  const items = () => tablesOf('app-menu-items').table;

  beforeAll(async () => {
    t = await createTestApp(kind);
    arranger = client(t, (await signIn(t, { roles: ['app_admin'] })).headers);
  }, 60_000);
  afterAll(() => t.close());

  // Each test starts from Home, About (Team under it) and Blog.
  beforeEach(async () => {
    const db = t.database.db;
    await db.delete(items());
    const home = await insertMenuItem(db, { name: { en: 'Home' }, position: 0, url: '/' });
    const about = await insertMenuItem(db, { name: { en: 'About' }, position: 1 });
    const team = await insertMenuItem(db, { name: { en: 'Team' }, position: 0, parent: about });
    const blog = await insertMenuItem(db, { name: { en: 'Blog' }, position: 2 });
    ids = { home, about, team, blog };
  });

  const setParent = (type: string, id: string, parentId: string) =>
    arranger.send('PATCH', `/api/v1/${type}/${id}`, { data: { type, id, relationships: { parent: { data: { type, id: parentId } } } } });
  const parentOf = async (id: string) => (await t.database.db.select({ parent: items().parentId }).from(items()).where(eq(items().id, id)))[0]?.parent ?? null;
  const menuNames = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/services/app-menu' });
    expect(response.statusCode).toBe(200);
    const flat = (list: { name: string; children: unknown[] }[]): unknown[] => list.map((item) => (item.children.length ? [item.name, flat(item.children as never)] : item.name));
    return flat(response.json().data);
  };

  it('refuses a menu entry placed under its own child, or under itself, naming the parent, and changes nothing', async () => {
    for (const parent of [ids.team, ids.about]) {
      const refused = await setParent('app-menu-items', ids.about, parent);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(errorsOf(refused)).toEqual([{ code: 'validation.cycle', pointer: '/data/relationships/parent' }]);
    }
    const throughEndpoint = await arranger.send('PATCH', `/api/v1/app-menu-items/${ids.about}/relationships/parent`, { data: { type: 'app-menu-items', id: ids.team } });
    expect(throughEndpoint.statusCode).toBe(422);
    expect(await parentOf(ids.about)).toBeNull();
    expect(await menuNames()).toEqual(['Home', ['About', ['Team']], 'Blog']);
    // A move that makes no cycle is still taken.
    expect((await setParent('app-menu-items', ids.blog, ids.team)).statusCode).toBe(200);
  });

  it('refuses a new entry whose chosen id is its own parent, as a parent that does not exist', async () => {
    const id = randomUUID();
    const response = await arranger.send('POST', '/api/v1/app-menu-items', {
      data: { type: 'app-menu-items', id, attributes: { name: 'Loop', position: 0 }, relationships: { parent: { data: { type: 'app-menu-items', id } } } },
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([{ code: 'validation.exists', pointer: '/data/relationships/parent' }]);
  });

  it('refuses a forum category placed under its own child', async () => {
    const admin = client(t, (await signIn(t, { isAdmin: true })).headers);
    const parent = await createdAs(admin, 'forum-categories', { name: 'Input' });
    const child = await createdAs(admin, 'forum-categories', { name: 'Switches' }, { parent: ['forum-categories', parent] });
    const response = await admin.send('PATCH', `/api/v1/forum-categories/${parent}`, {
      data: { type: 'forum-categories', id: parent, relationships: { parent: { data: { type: 'forum-categories', id: child } } } },
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([{ code: 'validation.cycle', pointer: '/data/relationships/parent' }]);
  });

  describe('held by an old database', () => {
    beforeEach(async () => {
      // About under Team under About, written past the API as an older version let it be.
      await t.database.db.update(items()).set({ parentId: ids.team }).where(eq(items().id, ids.about));
      await bumpVersion(t.database.db, 'menu');
    });

    it('still shows every entry in the public menu, the cycle’s entries at the top level', async () => {
      expect(await menuNames()).toEqual(['Home', 'Team', 'About', 'Blog']);
    });

    it('answers the delete of an entry in the cycle, taking the cycle away', async () => {
      const response = await arranger.send('DELETE', `/api/v1/app-menu-items/${ids.team}`);
      expect(response.statusCode).toBe(204);
      expect(await menuNames()).toEqual(['Home', 'Blog']);
    });

    it('still refuses a new cycle there, and takes a way out of it', async () => {
      expect((await setParent('app-menu-items', ids.blog, ids.team)).statusCode).toBe(200);
      expect((await setParent('app-menu-items', ids.team, ids.blog)).statusCode).toBe(422);
      const out = await arranger.send('PATCH', `/api/v1/app-menu-items/${ids.about}`, { data: { type: 'app-menu-items', id: ids.about, relationships: { parent: { data: null } } } });
      expect(out.statusCode).toBe(200);
      expect(await menuNames()).toEqual(['Home', ['About', [['Team', ['Blog']]]]]);
    });
  });
});
