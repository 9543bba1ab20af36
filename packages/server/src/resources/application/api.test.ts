import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../jsonapi/testing.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { readVersions } from '../../services/versions.ts';
import type { VersionKey } from '../../services/versions.ts';

/** The application kinds written through the generic JSON:API engine, as the admin screens do. */
describe.each(TEST_DATABASES)('application kinds through /api/v1 on %s', (kind) => {
  let t: TestApp;
  let editor: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    editor = await signIn(t, { roles: ['app_admin'] });
  });
  afterAll(() => t.close());

  const api = () => client(t, editor.headers);
  async function moved(action: () => Promise<unknown>): Promise<VersionKey[]> {
    const before = await readVersions(t.database.db);
    await action();
    const after = await readVersions(t.database.db);
    return (Object.keys(after) as VersionKey[]).filter((key) => after[key] !== before[key]);
  }
  const createPage = async (attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) => {
    const response = await api().send('POST', '/api/v1/app-pages', { data: { type: 'app-pages', attributes: { title: 'About', ...attributes }, relationships } });
    expect(response.statusCode).toBe(201);
    return response.json().data.id as string;
  };

  it('moves the environment version when a published page is created, updated or deleted, not for a draft', async () => {
    let pageId = '';
    expect(await moved(async () => (pageId = await createPage({ path: '/about' })))).toEqual(['environment', 'menu']);
    let draftId = '';
    expect(await moved(async () => (draftId = await createPage({ path: '/about', isDraft: true }, { draftOfPage: { data: { type: 'app-pages', id: pageId } } })))).toEqual([]);
    expect(await moved(() => api().send('PATCH', `/api/v1/app-pages/${draftId}`, { data: { type: 'app-pages', id: draftId, attributes: { title: 'About us' } } }))).toEqual([]);
    expect(await moved(() => api().send('PATCH', `/api/v1/app-pages/${pageId}`, { data: { type: 'app-pages', id: pageId, attributes: { title: 'Who we are' } } }))).toEqual(['environment', 'menu']);
    expect(await moved(() => api().send('DELETE', `/api/v1/app-pages/${pageId}`))).toEqual(['environment', 'menu']);
  });

  it('publishes a draft once it has been edited', async () => {
    const pageId = await createPage({ path: '/team' });
    const draftId = await createPage({ path: '/team', isDraft: true }, { draftOfPage: { data: { type: 'app-pages', id: pageId } } });
    const publish = () => api().send('POST', `/api/v1/services/app-pages/${draftId}/publish`);
    expect((await publish()).statusCode).toBe(422);
    await api().send('PATCH', `/api/v1/app-pages/${draftId}`, { data: { type: 'app-pages', id: draftId, attributes: { title: 'Our team' } } });
    const response = await publish();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: pageId, attributes: { title: 'Our team' } });
    expect((await client(t).get(`/api/v1/app-pages/${draftId}`, editor.headers)).statusCode).toBe(404);
  });

  it('serves a renamed menu item at once', async () => {
    const created = await api().send('POST', '/api/v1/app-menu-items', { data: { type: 'app-menu-items', attributes: { name: 'News', position: 0 } } });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await client(t).get('/api/v1/services/app-menu')).json().data.map((item: { name: string }) => item.name)).toEqual(['News']);
    await api().send('PATCH', `/api/v1/app-menu-items/${id}`, { data: { type: 'app-menu-items', id, attributes: { name: 'Latest news' } } });
    expect((await client(t).get('/api/v1/services/app-menu')).json().data.map((item: { name: string }) => item.name)).toEqual(['Latest news']);
  });

  it('lists to a visitor only the published pages they may open', async () => {
    await createPage({ path: '/private', requiresAuth: true });
    const response = await client(t).get('/api/v1/app-pages?page[size]=100');
    expect(response.statusCode).toBe(200);
    const paths = response.json().data.map((page: { attributes: { path: string } }) => page.attributes.path);
    expect(paths).toContain('/team');
    expect(paths).not.toContain('/private');
    expect(response.json().data.every((page: { attributes: { isDraft: boolean } }) => !page.attributes.isDraft)).toBe(true);
  });

  it('shows a user their own record with its computed attributes, and nobody else', async () => {
    const me = await signIn(t, { email: 'grace@example.test' });
    const response = await client(t).get(`/api/v1/users/${me.userId}`, me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ fullName: 'Test User', initials: 'TU', hasPassword: true, impersonating: false });
    expect((await client(t).get(`/api/v1/users/${editor.userId}`, me.headers)).statusCode).toBe(404);
  });
});
