import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPageDraftAnswer } from '@relais/domain';
import { asc, eq, inArray, notInArray } from 'drizzle-orm';
import { client } from '../../jsonapi/testing.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { tablesOf } from '../../services/tables.ts';
import { insertPage } from '../../services/test-fixtures.ts';
import { readVersions } from '../../services/versions.ts';

const draftOf = (id: string) => `/api/v1/services/app-pages/${id}/draft`;

describe.each(TEST_DATABASES)('POST app-pages/:id/draft on %s', (kind) => {
  let t: TestApp;
  let editor: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    editor = await signIn(t, { roles: ['app_admin'] });
  });
  afterAll(() => t.close());

  const ask = (id: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: draftOf(id), headers });
  const publishedPage = () =>
    insertPage(t.database.db, {
      path: `/team-${crypto.randomUUID()}`,
      title: { en: 'Team', fr: 'Équipe' },
      requiresAuth: true,
      accessLevel: 'member_level_1',
      roles: ['contributor', 'eqlaat_member'],
      components: [
        { name: 'pageTitle', position: 0, props: { en: { title: 'Who we are' }, fr: { title: 'Qui sommes-nous' } } },
        { name: 'pageContent', position: 1, props: { en: { items: [] } } },
      ],
    });

  it('copies the page, its roles and its components into a new draft of it, without moving the versions', async () => {
    const pageId = await publishedPage();
    const before = await readVersions(t.database.db);
    const response = await ask(pageId, editor.headers);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = appPageDraftAnswer.parse(response.json());
    expect(data.id).not.toBe(pageId);
    expect(data.relationships.draftOfPage.data).toEqual({ type: 'app-pages', id: pageId });

    const pages = tablesOf('app-pages');
    const [original] = await t.database.db.select().from(pages.table).where(eq(pages.table.id, pageId));
    const [draft] = await t.database.db.select().from(pages.table).where(eq(pages.table.id, data.id));
    expect(draft).toMatchObject({
      isDraft: true,
      draftOfPageId: pageId,
      path: original!.path,
      title: { en: 'Team', fr: 'Équipe' },
      requiresAuth: true,
      accessLevelId: 'member_level_1',
      createdById: editor.userId,
    });
    // Untouched, the draft cannot be published: nothing differs yet.
    expect(draft!.updatedAt).toEqual(draft!.createdAt);
    const roles = pages.joins.roles!;
    const draftRoles = await t.database.db.select({ id: roles.related }).from(roles.table).where(eq(roles.owner, data.id)).orderBy(asc(roles.position));
    expect(draftRoles.map((role) => role.id)).toEqual(['contributor', 'eqlaat_member']);

    const components = tablesOf('app-page-components').table;
    const rows = (pageId_: string) => t.database.db.select().from(components).where(eq(components.pageId, pageId_)).orderBy(asc(components.position));
    const [originals, copies] = [await rows(pageId), await rows(data.id)];
    expect(copies.map((c) => [c.name, c.position, c.props])).toEqual(originals.map((c) => [c.name, c.position, c.props]));
    expect(copies.map((c) => c.internalVueId)).toEqual(originals.map((c) => c.internalVueId));
    expect(copies.every((c) => typeof c.internalVueId === 'string')).toBe(true);

    // Deep copies: changing the draft's props leaves the published page's alone.
    const changed = { ...(copies[0]!.props as Record<string, unknown>), fr: { title: 'Notre équipe' } };
    await t.database.db.update(components).set({ props: changed }).where(eq(components.id, copies[0]!.id));
    const [unchanged] = await rows(pageId);
    expect((unchanged!.props as Record<string, { title: string }>).fr!.title).toBe('Qui sommes-nous');
    expect(await readVersions(t.database.db)).toEqual(before);
  });

  it('answers the existing draft (200) rather than making a second one', async () => {
    const pageId = await publishedPage();
    const first = await ask(pageId, editor.headers);
    expect(first.statusCode).toBe(201);
    const again = await ask(pageId, editor.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect([first.json().meta, again.json().meta]).toEqual([{ isNew: true }, { isNew: false }]);
    const pages = tablesOf('app-pages').table;
    expect(await t.database.db.select({ id: pages.id }).from(pages).where(eq(pages.draftOfPageId, pageId))).toHaveLength(1);
  });

  it('makes one draft when asked twice at once', async () => {
    const pageId = await publishedPage();
    const answers = await Promise.all([ask(pageId, editor.headers), ask(pageId, editor.headers)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
  });

  it('is for page editors: 401 for a visitor, 403 for a member, and nothing is written', async () => {
    const pageId = await publishedPage();
    expect((await ask(pageId, await visitorHeaders(t))).statusCode).toBe(401);
    const member = await signIn(t, { roles: ['contributor'], accessLevel: 'member_level_2' });
    const refused = await ask(pageId, member.headers);
    expect(refused.statusCode).toBe(403);
    const pages = tablesOf('app-pages').table;
    expect(await t.database.db.select({ id: pages.id }).from(pages).where(eq(pages.draftOfPageId, pageId))).toEqual([]);
  });

  it('refuses a call without the anti-forgery token (419)', async () => {
    const pageId = await publishedPage();
    const { 'x-xsrf-token': _token, ...withoutToken } = editor.headers;
    expect((await ask(pageId, withoutToken)).statusCode).toBe(419);
    expect((await ask(pageId, { ...editor.headers, 'x-xsrf-token': 'forged' })).statusCode).toBe(419);
  });

  it('refuses a draft of a draft (422) and answers 404 for a page that does not exist', async () => {
    const pageId = await publishedPage();
    const draftId = (await ask(pageId, editor.headers)).json().data.id as string;
    const response = await ask(draftId, editor.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'validation.is_draft', source: { pointer: '/data/attributes/isDraft' } });
    expect((await ask('00000000-0000-4000-8000-00000000abcd', editor.headers)).statusCode).toBe(404);
    expect((await ask('not-a-uuid', editor.headers)).statusCode).toBe(404);
  });
});

describe.each(TEST_DATABASES)('publishing a draft language by language on %s', (kind) => {
  let t: TestApp;
  let editor: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(kind);
    editor = await signIn(t, { roles: ['app_admin'] });
  });
  afterAll(() => t.close());

  const pages = () => tablesOf('app-pages').table;
  const components = () => tablesOf('app-page-components').table;
  const publish = (id: string, body: unknown, headers = editor.headers) => t.app.inject({ method: 'POST', url: `/api/v1/services/app-pages/${id}/publish`, headers, payload: body as object });
  const read = async (id: string, locale: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/services/app-pages/${id}`, headers: { ...headers, 'accept-language': locale } });
    return { status: response.statusCode, title: response.json().data?.attributes.title as string, blocks: (response.json().included ?? []).map((c: { attributes: { props: { title?: string } } }) => c.attributes.props.title) };
  };

  /** A published page in three languages and its draft, edited in every one of them and given a block. */
  async function editedDraft() {
    const pageId = await insertPage(t.database.db, {
      path: `/about-${crypto.randomUUID()}`,
      title: { en: 'About', fr: 'À propos', it: 'Chi siamo' },
      components: [{ name: 'pageTitle', position: 0, props: { en: { title: 'Our story' }, fr: { title: 'Notre histoire' }, it: { title: 'La nostra storia' } } }],
    });
    const draftId = (await t.app.inject({ method: 'POST', url: draftOf(pageId), headers: editor.headers })).json().data.id as string;
    const later = new Date(Date.now() + 60_000);
    await t.database.db.update(pages()).set({ title: { en: 'About us', fr: 'Qui sommes-nous', it: 'Chi siamo noi' }, styles: '.x{}', updatedAt: later }).where(eq(pages().id, draftId));
    const [block] = await t.database.db.select().from(components()).where(eq(components().pageId, draftId));
    await t.database.db
      .update(components())
      .set({ props: { en: { title: 'Our new story' }, fr: { title: 'Notre nouvelle histoire' }, it: { title: 'La nostra nuova storia' } } })
      .where(eq(components().id, block!.id));
    await t.database.db.insert(components()).values({ name: 'pageTitle', position: 1, props: { en: { title: 'Added' }, fr: { title: 'Ajouté' } }, pageId: draftId, internalVueId: crypto.randomUUID() });
    return { pageId, draftId };
  }

  it('publishes the French only: French readers see it, Italian and English ones the page as it was, and the draft stays for them', async () => {
    const { pageId, draftId } = await editedDraft();
    const before = await readVersions(t.database.db);
    const response = await publish(draftId, { locales: ['fr'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.id).toBe(pageId);

    expect(await read(pageId, 'fr')).toEqual({ status: 200, title: 'Qui sommes-nous', blocks: ['Notre nouvelle histoire'] });
    expect(await read(pageId, 'it')).toEqual({ status: 200, title: 'Chi siamo', blocks: ['La nostra storia'] });
    expect(await read(pageId, 'en')).toEqual({ status: 200, title: 'About', blocks: ['Our story'] });
    // What is not per language (styles, the added block) waits for the whole draft.
    const [page] = await t.database.db.select().from(pages()).where(eq(pages().id, pageId));
    expect(page).toMatchObject({ styles: null, updatedById: editor.userId });
    const [draft] = await t.database.db.select().from(pages()).where(eq(pages().id, draftId));
    expect(draft).toMatchObject({ isDraft: true, publishedLocales: ['fr'] });
    const after = await readVersions(t.database.db);
    expect([after.environment, after.menu]).toEqual([before.environment + 1, before.menu + 1]);

    // A visitor never sees the draft, in any language.
    for (const locale of ['fr', 'it']) expect((await read(draftId, locale)).status).toBe(404);

    // The rest of it: everything the draft holds, and no draft any more.
    expect((await publish(draftId, { locales: ['it', 'en', 'es', 'ca', 'da', 'ro', 'fr'] })).statusCode).toBe(200);
    expect(await read(pageId, 'it')).toEqual({ status: 200, title: 'Chi siamo noi', blocks: ['La nostra nuova storia', 'Added'] });
    expect(await t.database.db.select().from(pages()).where(eq(pages().id, draftId))).toEqual([]);
  });

  it('removes a language the draft no longer has, so its readers get the default language', async () => {
    const { pageId, draftId } = await editedDraft();
    await t.database.db.update(pages()).set({ title: { en: 'About us', fr: 'Qui sommes-nous' } }).where(eq(pages().id, draftId));
    expect((await publish(draftId, { locales: ['it'] })).statusCode).toBe(200);
    expect((await read(pageId, 'it')).title).toBe('About');
    expect((await read(pageId, 'fr')).title).toBe('À propos');
  });

  it('publishes the whole draft without a body, as before', async () => {
    const { pageId, draftId } = await editedDraft();
    expect((await publish(draftId, undefined)).statusCode).toBe(200);
    expect(await read(pageId, 'fr')).toEqual({ status: 200, title: 'Qui sommes-nous', blocks: ['Notre nouvelle histoire', 'Ajouté'] });
    expect(await t.database.db.select().from(pages()).where(eq(pages().id, draftId))).toEqual([]);
  });

  it('publishes the whole draft when the languages named are every enabled language of the site', async () => {
    const languages = tablesOf('languages').table;
    const enabled = await t.database.db.select({ id: languages.id }).from(languages).where(eq(languages.isEnabled, true));
    await t.database.db.update(languages).set({ isEnabled: false }).where(notInArray(languages.id, ['en', 'fr']));
    try {
      const { pageId, draftId } = await editedDraft();
      expect((await publish(draftId, { locales: ['fr', 'en'] })).statusCode).toBe(200);
      expect(await t.database.db.select().from(pages()).where(eq(pages().id, draftId))).toEqual([]);
      expect((await read(pageId, 'fr')).blocks).toEqual(['Notre nouvelle histoire', 'Ajouté']);
    } finally {
      await t.database.db.update(languages).set({ isEnabled: true }).where(inArray(languages.id, enabled.map((row) => row.id as string)));
    }
  });

  it('refuses a language the site does not have, an unknown field and an untouched draft, changing nothing', async () => {
    const { pageId, draftId } = await editedDraft();
    const unknown = await publish(draftId, { locales: ['fr', 'xx'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0]).toMatchObject({ code: 'validation.enum', source: { pointer: '/locales/1' } });
    const extra = await publish(draftId, { locales: ['fr'], isDraft: false });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors[0]).toMatchObject({ code: 'validation.unknown_field', source: { pointer: '/isDraft' } });
    expect((await publish(draftId, { locales: [] })).statusCode).toBe(422);
    expect((await read(pageId, 'fr')).title).toBe('À propos');

    const untouched = await insertPage(t.database.db, { path: `/still-${crypto.randomUUID()}` });
    const freshDraft = (await t.app.inject({ method: 'POST', url: draftOf(untouched), headers: editor.headers })).json().data.id as string;
    expect((await publish(freshDraft, { locales: ['fr'] })).json().errors[0].code).toBe('validation.draft_unchanged');
  });

  it('is for page editors before anything else: 401 for a visitor, 403 for a member, even with a bad body', async () => {
    const { draftId } = await editedDraft();
    expect((await publish(draftId, { locales: ['xx'] }, await visitorHeaders(t))).statusCode).toBe(401);
    const member = await signIn(t, { roles: ['contributor'] });
    expect((await publish(draftId, { locales: ['fr'] }, member.headers)).statusCode).toBe(403);
    const { 'x-xsrf-token': _token, ...withoutToken } = editor.headers;
    expect((await publish(draftId, { locales: ['fr'] }, withoutToken)).statusCode).toBe(419);
    const [draft] = await t.database.db.select().from(pages()).where(eq(pages().id, draftId));
    expect(draft!.publishedLocales).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('what visitors see of a page with a draft on %s', (kind) => {
  let t: TestApp;
  let editor: SignedIn;
  let pageId: string;
  let draftId: string;
  const draftPath = `/moved-${crypto.randomUUID()}`;
  beforeAll(async () => {
    t = await createTestApp(kind);
    editor = await signIn(t, { roles: ['app_admin'] });
    pageId = await insertPage(t.database.db, { path: `/visible-${crypto.randomUUID()}`, title: { en: 'Visible' } });
    draftId = (await t.app.inject({ method: 'POST', url: draftOf(pageId), headers: editor.headers })).json().data.id as string;
    const patch = { data: { type: 'app-pages', id: draftId, attributes: { path: draftPath, title: 'Secret plans' } } };
    expect((await client(t, editor.headers).send('PATCH', `/api/v1/app-pages/${draftId}`, patch)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('never answers the draft to a visitor or a member: not by id, not at its path, not in a list or the environment', async () => {
    const member = await signIn(t, { roles: ['contributor'], accessLevel: 'member_level_2' });
    for (const headers of [{}, member.headers]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/services/app-pages/${draftId}`, headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/services/page-access?path=${encodeURIComponent(draftPath)}`, headers })).json().data).toBeNull();
      const list = await client(t, headers).get('/api/v1/app-pages?page[size]=100');
      expect(list.json().data.map((page: { id: string }) => page.id)).not.toContain(draftId);
      expect((await client(t, headers).get(`/api/v1/app-pages/${draftId}`)).statusCode).toBe(404);
      const environment = await t.app.inject({ method: 'GET', url: '/api/v1/services/runtime-environment', headers });
      expect(environment.body).not.toContain('Secret plans');
      expect(environment.body).not.toContain(draftPath);
    }
    // The published page is still the one at its path.
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/services/app-pages/${pageId}` });
    expect(page.json().data.attributes.title).toBe('Visible');
  });

  it('shows the draft to its editor, who may preview it', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/services/app-pages/${draftId}`, headers: editor.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ isDraft: true, title: 'Secret plans', path: draftPath });
  });

  it('does not move the environment version when the draft is saved, nor when a save of the page is refused', async () => {
    const before = await readVersions(t.database.db);
    const patch = { data: { type: 'app-pages', id: draftId, attributes: { title: 'More secret plans' } } };
    expect((await client(t, editor.headers).send('PATCH', `/api/v1/app-pages/${draftId}`, patch)).statusCode).toBe(200);
    const refused = { data: { type: 'app-pages', id: pageId, attributes: { path: 'no slash' } } };
    expect((await client(t, editor.headers).send('PATCH', `/api/v1/app-pages/${pageId}`, refused)).statusCode).toBe(422);
    expect(await readVersions(t.database.db)).toEqual(before);
  });
});
