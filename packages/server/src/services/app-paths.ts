import { eq } from 'drizzle-orm';
import { matchesPattern, matchSubRoute, normalizePath, SHORT_URL_PATTERN, shellRouteOf } from '@relais/domain';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { cacheFor } from './cache.ts';
import { pageSubRoutes } from './page-sub-routes.ts';
import { tablesOf } from './tables.ts';
import { readVersion } from './versions.ts';

interface KnownPaths {
  exact: Set<string>;
  /** Published pages whose blocks add sub-routes: their path and patterns. */
  withSubRoutes: { path: string; patterns: string[] }[];
}

/** Published page paths, their blocks' sub-routes and redirection sources: they move with the environment version. */
async function loadPaths(db: Database, config: Config): Promise<KnownPaths> {
  const pages = tablesOf('app-pages').table;
  const redirections = tablesOf('app-redirections').table;
  const [pageRows, redirectionRows, subRoutes] = await Promise.all([
    db.select({ id: pages.id, path: pages.path }).from(pages).where(eq(pages.isDraft, false)),
    db.select({ path: redirections.fromPath }).from(redirections),
    pageSubRoutes(db, config.features),
  ]);
  return {
    exact: new Set([...pageRows, ...redirectionRows].map((row) => normalizePath(row.path as string))),
    withSubRoutes: pageRows.flatMap((row) => {
      const patterns = subRoutes.get(row.id as string);
      return patterns ? [{ path: row.path as string, patterns }] : [];
    }),
  };
}

/**
 * Whether the app has a screen at `path` (spec, platform §2), decided in one place: a shell route
 * with its features on (domain `SHELL_ROUTES`, which the web's route table follows), a published
 * page or a sub-route its blocks add (whether the record it names exists is the first screen's to
 * tell), a redirection, or an existing short URL. Anything else answers 404 with the not-found screen.
 */
export async function isAppPath({ db, config, path }: { db: Database; config: Config; path: string }): Promise<boolean> {
  if (shellRouteOf(path, config.features)) return true;
  const version = await readVersion(db, 'environment');
  const known = await cacheFor<KnownPaths>(db, 'app-paths').get(version, '', () => loadPaths(db, config));
  if (known.exact.has(normalizePath(path))) return true;
  if (known.withSubRoutes.some((page) => matchSubRoute(page.path, page.patterns, path))) return true;
  if (!matchesPattern(SHORT_URL_PATTERN, path)) return false;
  const shortUrls = tablesOf('app-short-urls').table;
  let token: string;
  try {
    token = decodeURIComponent(normalizePath(path).split('/')[2] ?? '');
  } catch {
    return false;
  }
  const [row] = await db.select({ id: shortUrls.id }).from(shortUrls).where(eq(shortUrls.token, token)).limit(1);
  return row !== undefined;
}
