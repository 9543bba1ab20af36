import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { client, errorsOf } from './testing.ts';
import type { Client } from './testing.ts';

describe.each(TEST_DATABASES)('translatable attributes on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let pageId: string;
  const readPage = async (locale: string) => (await admin.get(`/api/v1/app-pages/${pageId}`, { 'accept-language': locale })).json().data.attributes;
  const patchPage = (attributes: Record<string, unknown>, headers: Record<string, string> = {}) =>
    admin.send('PATCH', `/api/v1/app-pages/${pageId}`, { data: { type: 'app-pages', id: pageId, attributes } }, headers);

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = client(t, (await signIn(t, { isAdmin: true })).headers);
    const response = await admin.send('POST', '/api/v1/app-pages', { data: { type: 'app-pages', attributes: { path: '/hello', title: 'Hello' } } }, { 'x-edition-locale': 'en' });
    pageId = response.json().data.id;
  });
  afterAll(() => t.close());

  it('reads in the language of Accept-Language', async () => {
    const role = async (language: string) => (await client(t).get('/api/v1/roles/admin', { 'accept-language': language })).json().data.attributes.name;
    expect(await role('fr-FR,fr;q=0.9')).toBe('Administrateur');
    expect(await role('it')).toBe('Amministratore');
  });

  it('falls back to the default language for a language the site does not have', async () => {
    expect((await client(t).get('/api/v1/roles/admin', { 'accept-language': 'de' })).json().data.attributes.name).toBe('Administrator');
  });

  it('writes in the edition language and keeps the other languages', async () => {
    const response = await patchPage({ title: 'Bonjour' }, { 'x-edition-locale': 'fr' });
    expect(response.statusCode).toBe(200);
    expect((await readPage('en')).title).toBe('Hello');
    expect((await readPage('fr')).title).toBe('Bonjour');
  });

  it('lists the other languages that have a translation', async () => {
    expect((await readPage('en')).otherTranslationsLocales).toEqual(['fr']);
    expect((await readPage('fr')).otherTranslationsLocales).toEqual(['en']);
    expect((await readPage('it')).otherTranslationsLocales).toEqual(['en', 'fr']);
  });

  it('falls back to the default language, then to any language, when the reader’s is missing', async () => {
    expect((await readPage('it')).title).toBe('Hello');
    const created = await admin.send('POST', '/api/v1/app-pages', { data: { type: 'app-pages', attributes: { path: '/fr-only', title: 'Seulement' } } }, { 'x-edition-locale': 'fr' });
    expect((await admin.get(`/api/v1/app-pages/${created.json().data.id}`, { 'accept-language': 'en' })).json().data.attributes.title).toBe('Seulement');
  });

  it('says, in the resource’s meta, the language of each translatable value served in another than the reader’s', async () => {
    const role = async (language: string) => (await client(t).get('/api/v1/roles/admin', { 'accept-language': language })).json().data;
    expect((await role('fr')).meta?.fallbackLocales).toBeUndefined();
    const created = await admin.send('POST', '/api/v1/app-pages', { data: { type: 'app-pages', attributes: { path: '/da-fallback', title: 'Welcome' } } }, { 'x-edition-locale': 'en' });
    const id = created.json().data.id;
    await admin.send('PATCH', `/api/v1/app-pages/${id}`, { data: { type: 'app-pages', id, attributes: { title: 'Velkommen' } } }, { 'x-edition-locale': 'da' });
    const read = async (language: string, query = '') => (await admin.get(`/api/v1/app-pages/${id}${query}`, { 'accept-language': language })).json().data;
    expect((await read('da')).meta?.fallbackLocales).toBeUndefined();
    expect((await read('ro')).meta?.fallbackLocales).toEqual({ title: 'en' });
    // A field left out of the fieldset is not mentioned; lists carry it the same way.
    expect((await read('ro', '?fields[app-pages]=path')).meta?.fallbackLocales).toBeUndefined();
    const listed = (await admin.get('/api/v1/app-pages?filter[path]=/da-fallback', { 'accept-language': 'it' })).json().data;
    expect(listed.map((page: { meta?: { fallbackLocales?: unknown } }) => page.meta?.fallbackLocales)).toEqual([{ title: 'en' }]);
  });

  it('shows every translation to editors only', async () => {
    expect((await readPage('en')).translations).toEqual({ en: { title: 'Hello' }, fr: { title: 'Bonjour' } });
    const asVisitor = (await client(t).get('/api/v1/roles/admin')).json().data.attributes;
    expect(asVisitor).not.toHaveProperty('translations');
    expect(asVisitor.otherTranslationsLocales).toContain('fr');
  });

  it('lets an admin send several languages at once through translations', async () => {
    const response = await patchPage({ translations: { it: { title: 'Ciao' }, fr: { title: 'Salut' } } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.translations).toEqual({ en: { title: 'Hello' }, fr: { title: 'Salut' }, it: { title: 'Ciao' } });
  });

  it('removes a language whose value is emptied, and keeps the required field filled in another', async () => {
    await patchPage({ title: '' }, { 'x-edition-locale': 'it' });
    expect((await readPage('en')).otherTranslationsLocales).toEqual(['fr']);
  });

  it('refuses to empty a required translatable field in its last language', async () => {
    const created = await admin.send('POST', '/api/v1/app-pages', { data: { type: 'app-pages', attributes: { path: '/single', title: 'One' } } });
    const id = created.json().data.id;
    const response = await admin.send('PATCH', `/api/v1/app-pages/${id}`, { data: { type: 'app-pages', id, attributes: { title: null } } });
    expect(errorsOf(response)).toEqual([{ code: 'validation.required', pointer: '/data/attributes/title' }]);
  });

  it('refuses translations in a language the site does not have or of a field that is not translatable', async () => {
    const response = await patchPage({ translations: { de: { title: 'Hallo' }, fr: { path: '/chemin' } } });
    expect(errorsOf(response)).toEqual([
      { code: 'validation.enum', pointer: '/data/attributes/translations/de' },
      { code: 'validation.unknown_field', pointer: '/data/attributes/translations/fr/path' },
    ]);
  });

  it('refuses the whole translations object from someone not allowed, with 403', async () => {
    const user = await signIn(t);
    const response = await client(t, user.headers).send('PATCH', `/api/v1/users/${user.userId}`, { data: { type: 'users', id: user.userId, attributes: { translations: {} } } });
    expect(response.statusCode).toBe(403);
    expect(errorsOf(response)).toEqual([{ code: 'forbidden', pointer: '/data/attributes/translations' }]);
  });
});
