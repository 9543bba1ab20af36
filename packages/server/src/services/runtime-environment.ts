import { asc, eq } from 'drizzle-orm';
import { APP_ENV_ID, metaDescriptionOf, pageMetaDescription } from '@relais/domain';
import type { Locale, RuntimeEnvironment as RuntimeEnvironmentContract, RuntimePage } from '@relais/domain';
import type { Actor } from '../auth/actor.ts';
import type { Config } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import { canActorOpenPage } from './access.ts';
import { cacheFor } from './cache.ts';
import { localize, localizeServed } from './localize.ts';
import { pageSubRoutes } from './page-sub-routes.ts';
import { rolesByOwner, tablesOf } from './tables.ts';
import { readVersion } from './versions.ts';

/** What the service computes; the route adds the operator's fonts (contract: domain `runtimeEnvironment`). */
export type RuntimeEnvironment = Omit<RuntimeEnvironmentContract, 'fonts'>;
export type { RuntimePage };

type SharedPart = Pick<RuntimeEnvironment, 'locales' | 'pages' | 'redirections' | 'description'> & {
  /** Path → the `<meta name="description">` of each published page that needs no sign-in (its own, else the site's). */
  pageDescriptions: Record<string, string>;
};

/** The site's languages: the enabled ones the configuration allows, in the admins' order; the default one when none is. */
export async function siteLocales(db: Executor, { locales, defaultLocale }: Pick<Config, 'locales' | 'defaultLocale'>): Promise<Locale[]> {
  const languages = tablesOf('languages').table;
  const rows = await db.select({ id: languages.id }).from(languages).where(eq(languages.isEnabled, true)).orderBy(asc(languages.position), asc(languages.id));
  const configured = new Set<string>(locales);
  const enabled = rows.map((row) => row.id as Locale).filter((code) => configured.has(code));
  return enabled.length > 0 ? enabled : [defaultLocale];
}

async function loadShared(db: Database, config: Config, locale: Locale): Promise<SharedPart> {
  const pages = tablesOf('app-pages').table;
  const levels = tablesOf('access-levels').table;
  const redirections = tablesOf('app-redirections').table;
  const envs = tablesOf('app-envs').table;
  const [pageRows, locales, redirectionRows, envRows, subRoutes] = await Promise.all([
    db
      .select({ id: pages.id, path: pages.path, title: pages.title, description: pages.description, requiresAuth: pages.requiresAuth, isDefault: pages.isDefault, weight: levels.weight })
      .from(pages)
      .leftJoin(levels, eq(levels.id, pages.accessLevelId))
      .where(eq(pages.isDraft, false))
      .orderBy(asc(pages.path)),
    siteLocales(db, config),
    db.select({ fromPath: redirections.fromPath, toPath: redirections.toPath }).from(redirections).orderBy(asc(redirections.fromPath)),
    db.select({ description: envs.description }).from(envs).where(eq(envs.id, APP_ENV_ID)),
    pageSubRoutes(db, config.features),
  ]);
  const description = metaDescriptionOf(localize(envRows[0]?.description, locale, config.defaultLocale));
  const pageDescriptions: Record<string, string> = {};
  for (const row of pageRows) {
    const own = pageMetaDescription(localize(row.description, locale, config.defaultLocale), description);
    if (!row.requiresAuth && own) pageDescriptions[row.path as string] = own;
  }
  const roles = await rolesByOwner(db, 'app-pages', pageRows.map((row) => row.id as string));
  return {
    description,
    pageDescriptions,
    locales,
    pages: pageRows.map((row) => {
      const title = localizeServed(row.title, locale, config.defaultLocale);
      return {
      id: row.id as string,
      path: row.path as string,
      title: title.value,
      titleLocale: title.locale,
      requiresAuth: row.requiresAuth as boolean,
      isDefault: row.isDefault as boolean,
      roles: roles.get(row.id as string) ?? [],
      accessLevelWeight: (row.weight as number | null) ?? null,
      subRoutes: subRoutes.get(row.id as string) ?? [],
      };
    }),
    redirections: redirectionRows.map((row) => ({ fromPath: row.fromPath as string, toPath: row.toPath as string })),
  };
}

/**
 * What the web app boots with (`GET /api/v1/services/runtime-environment`). Pages, redirections and
 * languages are cached per (environment version, locale); the rest is per request.
 */
export async function runtimeEnvironment({ db, config, actor, locale }: { db: Database; config: Config; actor: Actor; locale: Locale }): Promise<RuntimeEnvironment> {
  const [version, languageLinesVersion] = await Promise.all([readVersion(db, 'environment'), readVersion(db, 'language-lines')]);
  const shared = await cacheFor<SharedPart>(db, 'runtime-environment').get(version, locale, () => loadShared(db, config, locale));
  return {
    appName: config.appName,
    description: shared.description,
    version: config.version,
    buildDate: actor.isSuperAdmin ? config.buildDate : null,
    environmentVersion: String(version),
    languageLinesVersion: String(languageLinesVersion),
    locale,
    defaultLocale: config.defaultLocale,
    locales: shared.locales,
    currency: config.currency,
    specialCurrency: null,
    phoneCountries: config.phoneCountries,
    features: config.features,
    socialProviders: config.features.auth && config.features.socialLogin ? config.socialProviders.map((provider) => provider.name) : [],
    // Only the pages this actor may open: the others' paths and guards are not theirs to read.
    pages: shared.pages.filter((page) => canActorOpenPage(actor, page)),
    redirections: shared.redirections,
    mapTiles: config.mapTiles,
  };
}

/**
 * The `<meta name="description">` of the document drawn for `path` (plugins/external/static.ts): the
 * published page's own description when it needs no sign-in, else the site's; null when neither has
 * one. From the runtime environment's cache, so a navigation reads nothing more.
 */
export async function documentDescription(db: Database, config: Config, locale: Locale, path: string): Promise<string | null> {
  const version = await readVersion(db, 'environment');
  const shared = await cacheFor<SharedPart>(db, 'runtime-environment').get(version, locale, () => loadShared(db, config, locale));
  return shared.pageDescriptions[path] ?? shared.description;
}
