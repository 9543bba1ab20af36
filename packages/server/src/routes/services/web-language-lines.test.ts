import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webLanguageLinesAnswer } from '@relais/domain';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { tablesOf } from '../../services/tables.ts';
import { updateResource } from '../../operations/index.ts';
import { createThrough, systemContext, withTranslations } from '../../seed/operations.ts';
import { readVersion } from '../../services/versions.ts';

const URL = '/api/v1/services/web-language-lines';

describe.each(TEST_DATABASES)('GET web-language-lines on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const lines = [
      { group: 'shell', key: 'skipToContent', text: { en: 'Skip to content', fr: 'Aller au contenu' } },
      { group: 'shell', key: 'menu', text: { en: 'Menu', fr: '' } },
      { group: 'errors', key: 'notFoundTitle', text: { en: 'Page not found' } },
    ];
    for (const { text, ...line } of lines) await createThrough(systemContext(t.database.db), 'language-lines', withTranslations(line, { text }));
  });
  afterAll(() => t.close());

  const get = (locale: string) => t.app.inject({ method: 'GET', url: URL, headers: { 'accept-language': locale } });

  it('answers the messages of the locale by group and key, with the locale and version', async () => {
    const response = await get('fr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(webLanguageLinesAnswer.parse(response.json())).toEqual({
      data: { shell: { skipToContent: 'Aller au contenu', menu: 'Menu' }, errors: { notFoundTitle: 'Page not found' } },
      meta: { locale: 'fr', version: String(await readVersion(t.database.db, 'language-lines')) },
    });
  });

  it('falls back to English for a message missing in the locale', async () => {
    const { data } = (await get('ro')).json();
    expect(data.shell.skipToContent).toBe('Skip to content');
  });

  it('serves new text once a language line is saved', async () => {
    const version = Number((await get('fr')).json().meta.version);
    const lines = tablesOf('language-lines').table;
    const [line] = await t.database.db.select({ id: lines.id }).from(lines).where(eq(lines.key, 'notFoundTitle'));
    const document = { data: { type: 'language-lines', id: line!.id, attributes: { text: 'Not found', translations: { fr: { text: 'Introuvable' } } } } };
    await updateResource(systemContext(t.database.db), { type: 'language-lines', id: line!.id as string, document });
    const body = (await get('fr')).json();
    expect(body.data.errors.notFoundTitle).toBe('Introuvable');
    expect(body.meta.version).toBe(String(version + 1));
    // The runtime environment says so too: a browser's cached messages of the previous version are stale.
    const environment = (await t.app.inject({ method: 'GET', url: '/api/v1/services/runtime-environment', headers: { accept: 'application/vnd.api+json' } })).json();
    expect(environment.data.languageLinesVersion).toBe(String(version + 1));
  });
});
