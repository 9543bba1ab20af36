import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPageDocument, pageAccessAnswer } from '@relais/domain';
import { and, eq } from 'drizzle-orm';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { tablesOf } from '../../services/tables.ts';
import { insertPage } from '../../services/test-fixtures.ts';
import { readVersions } from '../../services/versions.ts';

const page = (id: string) => `/api/v1/services/app-pages/${id}`;

describe.each(TEST_DATABASES)('GET app-pages/:id on %s', (kind) => {
  let t: TestApp;
  let homeId: string;
  let membersId: string;
  let draftId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    homeId = await insertPage(t.database.db, {
      path: '/',
      title: { en: 'Home', fr: 'Accueil' },
      components: [
        { name: 'pageContent', position: 2, props: { en: { items: [] } } },
        { name: 'pageHero', position: 0, viewId: 'welcome', props: { en: { title: 'Welcome' }, fr: { title: 'Bienvenue' } } },
        { name: 'pageTitle', position: 1, props: { en: { title: 'What we do' } } },
      ],
    });
    membersId = await insertPage(t.database.db, { path: '/members', requiresAuth: true, roles: ['contributor'], accessLevel: 'member_level_1' });
    draftId = await insertPage(t.database.db, { path: '/', isDraft: true, draftOfPage: homeId });
  });
  afterAll(() => t.close());

  const get = (id: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: page(id), headers });

  it('answers who may open the page at a path, in the shape of its contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/services/page-access?path=%2F' });
    expect(response.statusCode, response.body).toBe(200);
    expect(pageAccessAnswer.parse(response.json()).data).toEqual({ type: 'app-pages', id: homeId });
  });

  it('answers the localized page with its components in order as included resources', async () => {
    const response = await get(homeId, { 'accept-language': 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    // The answer is what the domain's contract says (the web takes its type from it).
    const body = appPageDocument.parse(response.json());
    expect(body.data).toMatchObject({
      type: 'app-pages',
      id: homeId,
      attributes: { path: '/', title: 'Accueil', isDraft: false, requiresAuth: false },
      relationships: { roles: { data: [] }, accessLevel: { data: null } },
    });
    expect(body.data.relationships.components.data.map((c: { type: string }) => c.type)).toEqual(['app-page-components', 'app-page-components', 'app-page-components']);
    expect(body.included.map((c: { attributes: unknown }) => c.attributes)).toEqual([
      // Stored as their block declares them: completed with its defaults.
      { name: 'pageHero', position: 0, viewId: 'welcome', props: { title: 'Bienvenue', images: [], buttons: [] }, locale: 'fr' },
      { name: 'pageTitle', position: 1, viewId: null, props: { title: 'What we do', align: 'left', size: 'normal', reverse: false }, locale: 'en' },
      { name: 'pageContent', position: 2, viewId: null, props: { display: 'cards', itemsPerRow: 3, items: [] }, locale: 'en' },
    ]);
  });

  it('says the language each text is served in, so a Danish reader’s screen reader reads the English fallback as English', async () => {
    const body = appPageDocument.parse((await get(homeId, { 'accept-language': 'da' })).json());
    expect(body.data.attributes).toMatchObject({ title: 'Home', locale: 'en' });
    expect(body.included.map((c) => c.attributes.locale)).toEqual(['en', 'en', 'en']);
    const french = appPageDocument.parse((await get(homeId, { 'accept-language': 'fr' })).json());
    expect(french.data.attributes.locale).toBe('fr');
  });

  it('answers 404 for a page that does not exist or an id that cannot be one', async () => {
    expect((await get('00000000-0000-4000-8000-00000000abcd')).statusCode).toBe(404);
    expect((await get('not-a-uuid')).statusCode).toBe(404);
  });

  it('answers 401 to a visitor and 403 to a member without the rights on a protected page', async () => {
    expect((await get(membersId)).statusCode).toBe(401);
    const outsider = await signIn(t, { accessLevel: 'member_level_2' });
    const response = await get(membersId, outsider.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0]).toMatchObject({ status: '403', code: 'forbidden' });
    const lowLevel = await signIn(t, { roles: ['contributor'], accessLevel: 'friendly_member' });
    expect((await get(membersId, lowLevel.headers)).statusCode).toBe(403);
    const member = await signIn(t, { roles: ['contributor'], accessLevel: 'member_level_1' });
    expect((await get(membersId, member.headers)).statusCode).toBe(200);
  });

  it('refuses a page with the lowest level (contact) to a member without any level, as the web does, in the call and in the list', async () => {
    const contactsId = await insertPage(t.database.db, { path: '/contacts-only', requiresAuth: true, accessLevel: 'contact' });
    const levelless = await signIn(t);
    expect((await get(contactsId, levelless.headers)).statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/app-pages?filter[path]=/contacts-only', headers: { ...levelless.headers, accept: 'application/vnd.api+json' } });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([]);
    const contact = await signIn(t, { accessLevel: 'contact' });
    expect((await get(contactsId, contact.headers)).statusCode).toBe(200);
  });

  it('shows drafts to page editors only', async () => {
    expect((await get(draftId)).statusCode).toBe(404);
    const member = await signIn(t, { roles: ['contributor'] });
    expect((await get(draftId, member.headers)).statusCode).toBe(404);
    const editor = await signIn(t, { roles: ['app_admin'] });
    const response = await get(draftId, editor.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.relationships.draftOfPage.data).toEqual({ type: 'app-pages', id: homeId });
  });
});

describe.each(TEST_DATABASES)('POST app-pages/:id/publish on %s', (kind) => {
  let t: TestApp;
  let editor: SignedIn;
  const created = new Date('2025-05-01T10:00:00Z');
  const edited = new Date('2025-05-02T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind);
    editor = await signIn(t, { roles: ['app_admin'] });
  });
  afterAll(() => t.close());

  const publish = (id: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: `${page(id)}/publish`, headers });

  const pageWithDraft = async (draftUpdatedAt: Date) => {
    const originalId = await insertPage(t.database.db, {
      path: `/about-${crypto.randomUUID()}`,
      title: { en: 'About' },
      components: [{ name: 'pageTitle', position: 0, props: { en: { title: 'Old' } } }],
    });
    const draftId = await insertPage(t.database.db, {
      path: '/about-us',
      title: { en: 'About us', fr: 'À propos' },
      isDraft: true,
      draftOfPage: originalId,
      requiresAuth: true,
      roles: ['contributor'],
      createdAt: created,
      updatedAt: draftUpdatedAt,
      components: [
        { name: 'pageHero', position: 0, props: { en: { title: 'New hero' } } },
        { name: 'pageContent', position: 1, props: { en: { items: [] } } },
      ],
    });
    return { originalId, draftId };
  };

  it('is for page editors: 401 for a visitor, 403 for a member', async () => {
    const { draftId } = await pageWithDraft(edited);
    expect((await publish(draftId, await visitorHeaders(t))).statusCode).toBe(401);
    const member = await signIn(t, { roles: ['contributor'] });
    expect((await publish(draftId, member.headers)).statusCode).toBe(403);
  });

  it('refuses a draft unchanged since it was created', async () => {
    const { draftId } = await pageWithDraft(created);
    const response = await publish(draftId, editor.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'validation.draft_unchanged', source: { pointer: '/data/attributes/updatedAt' } });
  });

  it('refuses a page that is not a draft of another', async () => {
    const { originalId } = await pageWithDraft(edited);
    const response = await publish(originalId, editor.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'validation.not_a_draft' });
    expect((await publish('00000000-0000-4000-8000-00000000abcd', editor.headers)).statusCode).toBe(404);
  });

  it('refuses a draft that would move its page onto the path of another published page', async () => {
    const { draftId } = await pageWithDraft(edited);
    await insertPage(t.database.db, { path: '/about-us' });
    const response = await publish(draftId, editor.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'validation.unique', source: { pointer: '/data/attributes/path' } });
    const pages = tablesOf('app-pages').table;
    await t.database.db.delete(pages).where(and(eq(pages.path, '/about-us'), eq(pages.isDraft, false)));
  });

  it('copies the draft onto its page, replaces the components, removes the draft and moves the versions', async () => {
    const { originalId, draftId } = await pageWithDraft(edited);
    const before = await readVersions(t.database.db);
    const response = await publish(draftId, { ...editor.headers, 'accept-language': 'fr' });
    expect(response.statusCode).toBe(200);
    const body = appPageDocument.parse(response.json());
    expect(body.data).toMatchObject({ id: originalId, attributes: { path: '/about-us', title: 'À propos', isDraft: false, requiresAuth: true } });
    expect(body.data.relationships.roles.data).toEqual([{ type: 'roles', id: 'contributor' }]);
    expect(body.included.map((c: { attributes: { name: string } }) => c.attributes.name)).toEqual(['pageHero', 'pageContent']);

    const pages = tablesOf('app-pages').table;
    expect(await t.database.db.select().from(pages).where(eq(pages.id, draftId))).toEqual([]);
    const components = tablesOf('app-page-components').table;
    expect(await t.database.db.select().from(components).where(eq(components.pageId, draftId))).toEqual([]);
    const [original] = await t.database.db.select().from(pages).where(eq(pages.id, originalId));
    expect(original).toMatchObject({ updatedById: editor.userId, draftOfPageId: null });
    const after = await readVersions(t.database.db);
    expect(after.environment).toBe(before.environment + 1);
    expect(after.menu).toBe(before.menu + 1);
  });
});
