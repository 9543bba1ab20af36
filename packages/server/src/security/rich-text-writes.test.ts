import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { client } from '../jsonapi/testing.ts';
import type { Client } from '../jsonapi/testing.ts';

const VIMEO = '<iframe src="https://player.vimeo.com/video/76979871" title="Demo"></iframe>';

describe.each(TEST_DATABASES)('rich text is stored sanitised on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let pageId: string;
  const patchPage = (attributes: Record<string, unknown>, headers: Record<string, string> = {}) =>
    admin.send('PATCH', `/api/v1/app-pages/${pageId}`, { data: { type: 'app-pages', id: pageId, attributes } }, headers);
  /** The stored description by language, from `translations` (`{ fr: { title, description } }`). */
  const storedPage = async (): Promise<Record<string, string>> => {
    const translations: Record<string, { description?: string }> = (await admin.get(`/api/v1/app-pages/${pageId}`)).json().data.attributes.translations;
    return Object.fromEntries(Object.entries(translations).flatMap(([locale, fields]) => (fields.description === undefined ? [] : [[locale, fields.description]])));
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = client(t, (await signIn(t, { isAdmin: true })).headers);
    const response = await admin.send('POST', '/api/v1/app-pages', { data: { type: 'app-pages', attributes: { path: '/rich', title: 'Rich' } } }, { 'x-edition-locale': 'en' });
    pageId = response.json().data.id;
  });
  afterAll(() => t.close());

  it('removes scripts, event handlers and javascript: links, in the edition language', async () => {
    const response = await patchPage(
      { description: '<p onclick="steal()">Hello<script>steal()</script></p><img src="/a.png" onerror="steal()" alt="A"><a href="javascript:steal()">link</a>' },
      { 'x-edition-locale': 'fr' },
    );
    expect(response.statusCode).toBe(200);
    expect(await storedPage()).toEqual({ fr: '<p>Hello</p><img src="/a.png" alt="A"><a>link</a>' });
  });

  it('keeps a Vimeo iframe and removes an iframe of another host', async () => {
    await patchPage({ description: `<p>Watch</p>${VIMEO}<iframe src="https://youtube.com.evil.test/embed/dQw4w9WgXcQ"></iframe>` }, { 'x-edition-locale': 'en' });
    expect((await storedPage()).en).toBe(`<p>Watch</p>${VIMEO}`);
  });

  it('sanitises every language sent at once through translations', async () => {
    const response = await patchPage({ translations: { en: { description: '<p>en<script>x()</script></p>' }, it: { description: '<iframe src="https://evil.test/"></iframe><p>it</p>' } } });
    expect(response.statusCode).toBe(200);
    expect(await storedPage()).toEqual({ en: '<p>en</p>', fr: '<p>Hello</p><img src="/a.png" alt="A"><a>link</a>', it: '<p>it</p>' });
  });

  it('sanitises the rich text of other kinds too', async () => {
    const response = await admin.send('PATCH', '/api/v1/app-envs/main', { data: { type: 'app-envs', id: 'main', attributes: { description: '<p>About<svg onload="x()"></svg></p>' } } }, { 'x-edition-locale': 'en' });
    expect(response.statusCode).toBe(200);
    expect((await admin.get('/api/v1/app-envs/main', { 'accept-language': 'en' })).json().data.attributes.description).toBe('<p>About</p>');
  });
});
