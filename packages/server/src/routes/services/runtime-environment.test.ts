import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEATURE_FLAGS, LOCALES, runtimeEnvironmentAnswer } from '@relais/domain';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { tablesOf } from '../../services/tables.ts';
import { insertPage } from '../../services/test-fixtures.ts';
import { bumpVersion, readVersion } from '../../services/versions.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_INFO_FILE } from '../../build-info.ts';

const PACKAGE_VERSION = (JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../package.json'), 'utf8')) as { version: string }).version;
const BUILT_AT = '2026-11-23T19:42:00.000Z';

const URL = '/api/v1/services/runtime-environment';

describe.each(TEST_DATABASES)('GET runtime-environment on %s', (kind) => {
  let t: TestApp;
  let environmentVersion: number;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'relais-build-'));
    writeFileSync(join(webDistDir, BUILD_INFO_FILE), JSON.stringify({ builtAt: BUILT_AT }));
    t = await createTestApp(kind, { env: { FEATURES_DISABLED: 'forum' }, overrides: { webDistDir } });
    await insertPage(t.database.db, { path: '/', isDefault: true, title: { en: 'Home', fr: 'Accueil' } });
    await insertPage(t.database.db, { path: '/members', requiresAuth: true, roles: ['contributor'], accessLevel: 'member_level_1', title: { en: 'Members' } });
    await insertPage(t.database.db, { path: '/draft', isDraft: true });
    await createThrough(systemContext(t.database.db), 'app-redirections', { fromPath: '/old', toPath: '/' });
    environmentVersion = await readVersion(t.database.db, 'environment');
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: URL, headers });

  it('answers what the web app boots with, as JSON:API', async () => {
    const response = await get({ 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    // The answer is exactly the domain's contract, which the web reads its types from.
    const { data } = runtimeEnvironmentAnswer.parse(response.json());
    expect(data).toMatchObject({
      appName: 'Relais',
      version: PACKAGE_VERSION,
      buildDate: null,
      environmentVersion: String(environmentVersion),
      locale: 'fr',
      defaultLocale: 'en',
      locales: [...LOCALES],
      currency: 'EUR',
      specialCurrency: null,
      phoneCountries: expect.arrayContaining(['FR']),
      redirections: [{ fromPath: '/old', toPath: '/' }],
      socialProviders: [],
    });
    expect(Object.keys(data.features).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(data.features.forum).toBe(false);
  });

  it('lists published pages only, localized, with what the router guards on', async () => {
    const { data } = (await get({ ...(await signIn(t, { isAdmin: true })).headers, 'accept-language': 'fr' })).json();
    expect(data.pages).toEqual([
      { id: expect.any(String), path: '/', title: 'Accueil', titleLocale: 'fr', requiresAuth: false, isDefault: true, roles: [], accessLevelWeight: null, subRoutes: [] },
      { id: expect.any(String), path: '/members', title: 'Members', titleLocale: 'en', requiresAuth: true, isDefault: false, roles: ['contributor'], accessLevelWeight: 300, subRoutes: [] },
    ]);
  });

  it('shows the date of the web build to a super admin only, and the version of the package', async () => {
    const admin = await signIn(t, { isAdmin: true });
    expect((await get(admin.headers)).json().data).toMatchObject({ buildDate: BUILT_AT, version: PACKAGE_VERSION });
    const roleAdmin = await signIn(t, { roles: ['admin'] });
    expect((await get(roleAdmin.headers)).json().data.buildDate).toBeNull();
  });

  it('serves its cached part until the environment version moves, which a page written through the operations moves', async () => {
    await get();
    const paths = async () => (await get()).json().data.pages.map((page: { path: string }) => page.path);
    const pages = tablesOf('app-pages').table;
    // Written behind the engine's back, a page stays unseen: nothing moved the version.
    await t.database.db.insert(pages).values({ path: '/behind', title: { en: 'Behind' } });
    expect(await paths()).not.toContain('/behind');
    const before = await readVersion(t.database.db, 'environment');
    await insertPage(t.database.db, { path: '/new' });
    expect(await paths()).toEqual(expect.arrayContaining(['/new', '/behind']));
    expect((await get()).json().data.environmentVersion).toBe(String(before + 1));
  });

  it('offers the enabled languages among the configured ones', async () => {
    const languages = tablesOf('languages').table;
    await t.database.db.update(languages).set({ isEnabled: false }).where(eq(languages.id, 'da'));
    await bumpVersion(t.database.db, 'environment');
    expect((await get()).json().data.locales).toEqual(LOCALES.filter((code) => code !== 'da'));
  });
});

describe('GET runtime-environment with social sign-in providers', () => {
  const providers = { OAUTH_PROVIDERS: 'google,acme', OAUTH_GOOGLE_CLIENT_ID: 'id', OAUTH_GOOGLE_CLIENT_SECRET: 'secret', OAUTH_ACME_CLIENT_ID: 'id', OAUTH_ACME_CLIENT_SECRET: 'secret', OAUTH_ACME_ISSUER: 'https://id.acme.example' };

  it('names the configured providers, and nothing of their secrets', async () => {
    const t = await createTestApp('pglite', { env: providers });
    try {
      const response = await t.app.inject({ method: 'GET', url: URL });
      expect(response.json().data.socialProviders).toEqual(['google', 'acme']);
      expect(response.body).not.toContain('secret');
    } finally {
      await t.close();
    }
  });

  it('names none when social sign-in is switched off', async () => {
    const t = await createTestApp('pglite', { env: { ...providers, FEATURES_DISABLED: 'socialLogin' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: URL })).json().data.socialProviders).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('GET runtime-environment with fewer configured locales', () => {
  it('offers only the configured ones', async () => {
    const t = await createTestApp('pglite', { env: { LOCALES: 'fr,en', DEFAULT_LOCALE: 'fr' } });
    try {
      const { data } = (await t.app.inject({ method: 'GET', url: URL, headers: { 'accept-language': 'it' } })).json();
      expect(data).toMatchObject({ locales: ['en', 'fr'], locale: 'fr', defaultLocale: 'fr' });
    } finally {
      await t.close();
    }
  });
});
