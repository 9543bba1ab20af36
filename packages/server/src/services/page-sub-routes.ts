import { asc, eq } from 'drizzle-orm';
import { blockSubRoutes } from '@relais/domain';
import type { FeatureSet } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import { tablesOf } from './tables.ts';

/**
 * Page id → the sub-route patterns its blocks add under its path (spec, platform §2 "Sub-routes added
 * by block types"), for the published pages whose blocks add any while their features are on. Read
 * with the pages (runtime environment, app paths), so it moves with the environment version, which
 * every change of a published page's components bumps.
 */
export async function pageSubRoutes(db: Executor, features: FeatureSet): Promise<Map<string, string[]>> {
  const pages = tablesOf('app-pages').table;
  const components = tablesOf('app-page-components').table;
  const rows = await db
    .select({ pageId: components.pageId, name: components.name })
    .from(components)
    .innerJoin(pages, eq(pages.id, components.pageId))
    .where(eq(pages.isDraft, false))
    .orderBy(asc(components.position), asc(components.createdAt));
  const names = new Map<string, string[]>();
  for (const row of rows) {
    const list = names.get(row.pageId as string) ?? [];
    list.push(row.name as string);
    names.set(row.pageId as string, list);
  }
  const patterns = new Map<string, string[]>();
  for (const [pageId, blocks] of names) {
    const found = blockSubRoutes(blocks, features);
    if (found.length > 0) patterns.set(pageId, found);
  }
  return patterns;
}
