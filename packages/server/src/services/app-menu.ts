import type { AppMenuItem } from '@relais/domain';
import { asc, eq } from 'drizzle-orm';
import { canOpenPage, cycleMembers } from '@relais/domain';
import type { AccessGuard, AccessVisitor, Locale } from '@relais/domain';
import type { Actor } from '../auth/actor.ts';
import type { Database } from '../db/client.ts';
import { cacheFor } from './cache.ts';
import { localize, localizeServed } from './localize.ts';
import { rolesByOwner, tablesOf } from './tables.ts';
import { readVersion } from './versions.ts';
import { visitorOf } from './access.ts';

/** One entry of the site menu as the web shows it (the contract lives in the domain). */
export type MenuItem = AppMenuItem;

interface CachedItem extends Omit<MenuItem, 'children'> {
  guard: AccessGuard;
  children: CachedItem[];
}

async function loadTree(db: Database, locale: Locale, defaultLocale: Locale): Promise<CachedItem[]> {
  const items = tablesOf('app-menu-items').table;
  const pages = tablesOf('app-pages').table;
  const levels = tablesOf('access-levels').table;
  const rows = await db
    .select({
      id: items.id,
      parentId: items.parentId,
      name: items.name,
      description: items.description,
      url: items.url,
      path: pages.path,
      blank: items.blank,
      color: items.color,
      alignsNextRight: items.alignsNextRight,
      requiresAuth: items.requiresAuth,
      position: items.position,
      weight: levels.weight,
    })
    .from(items)
    .leftJoin(pages, eq(pages.id, items.pageId))
    .leftJoin(levels, eq(levels.id, items.accessLevelId))
    .orderBy(asc(items.position), asc(items.createdAt));
  const roles = await rolesByOwner(db, 'app-menu-items', rows.map((row) => row.id as string));
  const nodes = new Map<string, CachedItem>();
  for (const row of rows) {
    const id = row.id as string;
    const name = localizeServed(row.name, locale, defaultLocale);
    nodes.set(id, {
      id,
      name: name.value,
      locale: name.locale,
      description: localize(row.description, locale, defaultLocale),
      url: (row.url as string | null) ?? null,
      path: (row.path as string | null) ?? null,
      blank: row.blank as boolean,
      color: (row.color as string | null) ?? null,
      alignsNextRight: row.alignsNextRight as boolean,
      requiresAuth: row.requiresAuth as boolean,
      position: row.position as number,
      guard: { requiresAuth: row.requiresAuth as boolean, roles: roles.get(id) ?? [], accessLevelWeight: (row.weight as number | null) ?? null },
      children: [],
    });
  }
  const roots: CachedItem[] = [];
  // An entry in a cycle of parents (refused on write, but an old database may hold one) is shown
  // at the top level rather than lost with everything below it, as the editor shows it.
  const inCycle = new Set(cycleMembers(rows.map((row) => ({ id: row.id as string, parent: (row.parentId as string | null) ?? null }))));
  // Rows come sorted by position, so pushing keeps every level in order.
  for (const row of rows) {
    const node = nodes.get(row.id as string)!;
    const parent = row.parentId && !inCycle.has(node.id) ? nodes.get(row.parentId as string) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The visible part of the tree: an item the visitor may not see hides its children too. */
function visibleTo(items: CachedItem[], visitor: AccessVisitor): MenuItem[] {
  return items
    .filter((item) => canOpenPage(item.guard, visitor))
    .map(({ guard: _guard, children, ...item }) => ({ ...item, children: visibleTo(children, visitor) }));
}

/**
 * The localized menu tree for an actor (`GET /api/v1/services/app-menu`): the tree is cached per
 * (menu version, locale) and filtered for the actor after the cache, so one entry serves everyone.
 */
export async function appMenu({ db, actor, locale, defaultLocale }: { db: Database; actor: Actor; locale: Locale; defaultLocale: Locale }): Promise<MenuItem[]> {
  const version = await readVersion(db, 'menu');
  const tree = await cacheFor<CachedItem[]>(db, 'app-menu').get(version, locale, () => loadTree(db, locale, defaultLocale));
  return visibleTo(tree, visitorOf(actor));
}
