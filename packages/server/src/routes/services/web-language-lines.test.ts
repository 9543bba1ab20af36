import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Row } from '../../policies/types.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { tablesOf } from '../../services/tables.ts';
import { runAfterWrite } from '../../services/test-fixtures.ts';

const URL = '/api/v1/services/web-language-lines';

describe.each(TEST_DATABASES)('GET web-language-lines on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.database.db.insert(tablesOf('language-lines').table).values([
      { group: 'shell', key: 'skipToContent', text: { en: 'Skip to content', fr: 'Aller au contenu' } },
      { group: 'shell', key: 'menu', text: { en: 'Menu', fr: '' } },
      { group: 'errors', key: 'notFoundTitle', text: { en: 'Page not found' } },
    ]);
  });
  afterAll(() => t.close());

  const get = (locale: string) => t.app.inject({ method: 'GET', url: URL, headers: { 'accept-language': locale } });

  it('answers the messages of the locale by group and key, with the locale and version', async () => {
    const response = await get('fr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.json()).toEqual({
      data: { shell: { skipToContent: 'Aller au contenu', menu: 'Menu' }, errors: { notFoundTitle: 'Page not found' } },
      meta: { locale: 'fr', version: '1' },
    });
  });

  it('falls back to English for a message missing in the locale', async () => {
    const { data } = (await get('ro')).json();
    expect(data.shell.skipToContent).toBe('Skip to content');
  });

  it('serves new text once a language line is saved', async () => {
    await get('fr');
    const lines = tablesOf('language-lines').table;
    await t.database.db.transaction(async (tx) => {
      const [after] = await tx.update(lines).set({ text: { en: 'Not found', fr: 'Introuvable' } }).where(eq(lines.key, 'notFoundTitle')).returning();
      await runAfterWrite(tx, 'language-lines', { action: 'update', after: after as Row });
    });
    const body = (await get('fr')).json();
    expect(body.data.errors.notFoundTitle).toBe('Introuvable');
    expect(body.meta.version).toBe('2');
    // The runtime environment says so too: a browser's cached messages of version 1 are stale.
    const environment = (await t.app.inject({ method: 'GET', url: '/api/v1/services/runtime-environment', headers: { accept: 'application/vnd.api+json' } })).json();
    expect(environment.data.languageLinesVersion).toBe('2');
  });
});
