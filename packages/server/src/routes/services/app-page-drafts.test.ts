import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPageDraftAnswer } from '@relais/domain';
import { asc, eq } from 'drizzle-orm';
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
