import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { errorsOf } from '../../jsonapi/testing.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { tablesOf } from '../../services/tables.ts';
import { insertMenuItem } from '../../services/test-fixtures.ts';
import { readVersion } from '../../services/versions.ts';

const URL = '/api/v1/services/app-menu-items/tree';

describe.each(TEST_DATABASES)('PUT app-menu-items/tree on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let ids: Record<'home' | 'about' | 'team' | 'blog', string>;
  const items = () => tablesOf('app-menu-items').table;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await signIn(t, { roles: ['app_admin'] })).headers;
  });
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

  const put = (body: unknown, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: URL, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
  /** The stored tree as `name (parent name) position` lines, in position order. */
  const stored = async () => {
    const rows = await t.database.db.select().from(items()).orderBy(asc(items().position));
    const nameOf = (id: unknown) => (rows.find((row) => row.id === id)?.name as { en: string } | undefined)?.en ?? null;
    return rows.map((row) => `${nameOf(row.id)} (${nameOf(row.parentId)}) ${row.position as number}`).sort();
  };
  const menuNames = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/services/app-menu' });
    const flat = (list: { name: string; children: unknown[] }[]): unknown[] => list.map((item) => (item.children.length ? [item.name, flat(item.children as never)] : item.name));
    return flat(response.json().data);
  };

  it('writes every parent and position in one call, moves the menu version, and the public menu shows it at once', async () => {
    expect(await menuNames()).toEqual(['Home', ['About', ['Team']], 'Blog']);
    const version = await readVersion(t.database.db, 'menu');
    const response = await put(
      {
        items: [
          { id: ids.blog, parent: null, position: 0 },
          { id: ids.about, parent: null, position: 1 },
          { id: ids.home, parent: ids.about, position: 0 },
          { id: ids.team, parent: null, position: 2 },
        ],
      },
      admin,
    );
    expect(response.statusCode).toBe(204);
    expect(await stored()).toEqual(['About (null) 1', 'Blog (null) 0', 'Home (About) 0', 'Team (null) 2']);
    expect(await readVersion(t.database.db, 'menu')).toBe(version + 1);
    expect(await menuNames()).toEqual(['Blog', ['About', ['Home']], 'Team']);
  });

  it('keeps the place of the entries a call leaves out', async () => {
    expect((await put({ items: [{ id: ids.blog, parent: ids.about, position: 1 }] }, admin)).statusCode).toBe(204);
    expect(await stored()).toEqual(['About (null) 1', 'Blog (About) 1', 'Home (null) 0', 'Team (About) 0']);
  });

  it('refuses a cycle with a 422 naming the entry, and writes nothing', async () => {
    const before = await stored();
    const version = await readVersion(t.database.db, 'menu');
    // About under Team, Team still under About: each would be inside itself.
    const response = await put({ items: [{ id: ids.home, parent: null, position: 2 }, { id: ids.about, parent: ids.team, position: 0 }] }, admin);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([{ code: 'validation.cycle', pointer: '/items/1/parent' }]);
    expect(response.json().errors[0].detail).toContain('"About"');
    expect((await put({ items: [{ id: ids.blog, parent: ids.blog, position: 0 }] }, admin)).statusCode).toBe(422);
    expect(await stored()).toEqual(before);
    expect(await readVersion(t.database.db, 'menu')).toBe(version);
  });

  it('refuses an unknown entry, an unknown parent or an entry listed twice, naming each, and writes nothing', async () => {
    const before = await stored();
    const unknown = randomUUID();
    const response = await put(
      {
        items: [
          { id: ids.home, parent: null, position: 3 },
          { id: unknown, parent: null, position: 0 },
          { id: ids.blog, parent: randomUUID(), position: 0 },
          { id: ids.home, parent: null, position: 4 },
        ],
      },
      admin,
    );
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      { code: 'validation.exists', pointer: '/items/1/id' },
      { code: 'validation.exists', pointer: '/items/2/parent' },
      { code: 'validation.distinct', pointer: '/items/3/id' },
    ]);
    expect(response.json().errors[0].detail).toContain(unknown);
    expect(await stored()).toEqual(before);
  });

  it('checks the body against its contract: 422 naming the field, unknown properties refused', async () => {
    const errors = async (body: unknown) => errorsOf(await put(body, admin));
    expect(await errors({ items: [] })).toEqual([{ code: 'validation.min', pointer: '/items' }]);
    expect(await errors({ items: [{ id: 'home', parent: null, position: 0 }] })).toEqual([{ code: 'validation.uuid', pointer: '/items/0/id' }]);
    expect(await errors({ items: [{ id: ids.home, parent: null, position: -1 }] })).toEqual([{ code: 'validation.min', pointer: '/items/0/position' }]);
    expect(await errors({ items: [{ id: ids.home, parent: null, position: 0, name: 'x' }] })).toEqual([{ code: 'validation.unknown_field', pointer: '/items/0/name' }]);
  });

  it('is for app admins only: 401 for a visitor, 403 for a member or a contributor, whatever the body', async () => {
    const before = await stored();
    const body = { items: [{ id: ids.blog, parent: null, position: 0 }] };
    expect((await put(body, await visitorHeaders(t))).statusCode).toBe(401);
    expect((await put(body, (await signIn(t)).headers)).statusCode).toBe(403);
    expect((await put({}, (await signIn(t, { roles: ['contributor'] })).headers)).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('refuses a call without the anti-forgery token (419), even an admin’s', async () => {
    const before = await stored();
    const body = { items: [{ id: ids.blog, parent: null, position: 0 }] };
    expect((await put(body, { cookie: admin.cookie! })).statusCode).toBe(419);
    expect((await put(body, { cookie: admin.cookie!, 'x-xsrf-token': 'forged' })).statusCode).toBe(419);
    expect(await stored()).toEqual(before);
  });
});
