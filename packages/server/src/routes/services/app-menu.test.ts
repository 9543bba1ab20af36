import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appMenuAnswer } from '@relais/domain';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import type { Row } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import { insertMenuItem, insertPage, runAfterWrite } from '../../services/test-fixtures.ts';
import { bumpVersion } from '../../services/versions.ts';

const URL = '/api/v1/services/app-menu';

interface Item {
  id: string;
  name: string;
  locale: string | null;
  path: string | null;
  children: Item[];
}
const names = (items: Item[]): unknown[] => items.map((item) => (item.children.length ? [item.name, names(item.children)] : item.name));

describe.each(TEST_DATABASES)('GET app-menu on %s', (kind) => {
  let t: TestApp;
  let aboutId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    const accessibility = await insertPage(db, { path: '/accessibility' });
    await insertMenuItem(db, { name: { en: 'Home', fr: 'Accueil' }, position: 0, url: '/' });
    aboutId = await insertMenuItem(db, { name: { en: 'About', fr: 'À propos' }, position: 1 });
    await insertMenuItem(db, { name: { en: 'Terms' }, position: 1, parent: aboutId, url: '/legal/terms' });
    await insertMenuItem(db, { name: { en: 'Accessibility', fr: 'Accessibilité' }, position: 0, parent: aboutId, page: accessibility });
    const members = await insertMenuItem(db, { name: { en: 'Members' }, position: 2, requiresAuth: true });
    await insertMenuItem(db, { name: { en: 'Directory' }, position: 0, parent: members });
    await insertMenuItem(db, { name: { en: 'Contributors' }, position: 3, requiresAuth: true, roles: ['contributor'] });
    await insertMenuItem(db, { name: { en: 'Level 2' }, position: 4, requiresAuth: true, accessLevel: 'member_level_2' });
    await bumpVersion(db, 'menu');
  });
  afterAll(() => t.close());

  const get = async (headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url: URL, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    // Every answer is what the domain's contract says (the web takes its type from it).
    return appMenuAnswer.parse(response.json()).data as Item[];
  };

  it('answers the localized tree in position order, with the linked page path', async () => {
    const menu = await get({ 'accept-language': 'fr' });
    expect(names(menu)).toEqual(['Accueil', ['À propos', ['Accessibilité', 'Terms']]]);
    expect(menu[1]!.children[0]).toEqual({
      id: expect.any(String),
      name: 'Accessibilité',
      locale: 'fr',
      description: null,
      url: null,
      path: '/accessibility',
      blank: false,
      color: null,
      alignsNextRight: false,
      requiresAuth: false,
      position: 0,
      children: [],
    });
  });

  it('says the language each name is served in: the reader\'s, or the one it fell back to', async () => {
    const menu = await get({ 'accept-language': 'fr' });
    const about = menu[1]!;
    expect([menu[0]!.locale, about.locale]).toEqual(['fr', 'fr']);
    expect(about.children.map((item) => [item.name, item.locale])).toEqual([
      ['Accessibilité', 'fr'],
      ['Terms', 'en'],
    ]);
    expect((await get({ 'accept-language': 'da' })).map((item) => [item.name, item.locale])).toEqual([
      ['Home', 'en'],
      ['About', 'en'],
    ]);
  });

  it('shows items that require authentication, with their children, to signed-in visitors', async () => {
    const member = await signIn(t);
    expect(names(await get(member.headers))).toEqual(['Home', ['About', ['Accessibility', 'Terms']], ['Members', ['Directory']]]);
  });

  it('shows an item with roles to holders of one of them, and one with a level to those who reach it', async () => {
    const contributor = await signIn(t, { roles: ['contributor'], accessLevel: 'member_level_2' });
    expect(names(await get(contributor.headers))).toEqual(['Home', ['About', ['Accessibility', 'Terms']], ['Members', ['Directory']], 'Contributors', 'Level 2']);
    const admin = await signIn(t, { roles: ['admin'] });
    expect((await get(admin.headers)).map((item) => item.name)).toEqual(['Home', 'About', 'Members', 'Contributors', 'Level 2']);
  });

  it('keeps serving the cached tree until the menu version moves', async () => {
    const items = tablesOf('app-menu-items').table;
    await get();
    await t.database.db.update(items).set({ name: { en: 'Start' } }).where(eq(items.url, '/'));
    expect((await get())[0]!.name).toBe('Home');
    await bumpVersion(t.database.db, 'menu');
    expect((await get())[0]!.name).toBe('Start');
  });

  it('is invalidated when a menu item is saved through its hooks', async () => {
    const items = tablesOf('app-menu-items').table;
    await get();
    await t.database.db.transaction(async (tx) => {
      const [after] = await tx.update(items).set({ name: { en: 'Who we are' } }).where(eq(items.id, aboutId)).returning();
      await runAfterWrite(tx, 'app-menu-items', { action: 'update', after: after as Row });
    });
    expect((await get())[1]!.name).toBe('Who we are');
  });
});
