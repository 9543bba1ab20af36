/** Rows the service tests need, written straight to the database (no policies, no hooks). */
import { registry } from '@relais/domain';
import { ANONYMOUS } from '../auth/actor.ts';
import type { Executor } from '../db/client.ts';
import type { Row } from '../policies/types.ts';
import type { WriteAction } from '../resources/hooks.ts';
import { hooksFor } from '../resources/index.ts';
import { tablesOf } from './tables.ts';

export interface PageFixture {
  path: string;
  title?: Record<string, string>;
  isDraft?: boolean;
  isDefault?: boolean;
  requiresAuth?: boolean;
  accessLevel?: string | null;
  roles?: string[];
  draftOfPage?: string | null;
  createdAt?: Date;
  updatedAt?: Date;
  components?: { name: string; position: number; viewId?: string; props?: Record<string, unknown> }[];
}

export async function insertPage(db: Executor, page: PageFixture): Promise<string> {
  const pages = tablesOf('app-pages');
  const at = page.createdAt ?? new Date();
  const [row] = await db
    .insert(pages.table)
    .values({
      path: page.path,
      title: page.title ?? { en: `Page ${page.path}` },
      isDraft: page.isDraft ?? false,
      isDefault: page.isDefault ?? false,
      requiresAuth: page.requiresAuth ?? false,
      accessLevelId: page.accessLevel ?? null,
      draftOfPageId: page.draftOfPage ?? null,
      createdAt: at,
      updatedAt: page.updatedAt ?? at,
    })
    .returning({ id: pages.table.id });
  const id = row!.id as string;
  if (page.roles?.length) await db.insert(pages.joins.roles!.table).values(page.roles.map((role, position) => ({ ownerId: id, relatedId: role, position })));
  if (page.components?.length) {
    await db.insert(tablesOf('app-page-components').table).values(page.components.map((component) => ({ ...component, pageId: id })));
  }
  return id;
}

export interface MenuItemFixture {
  name: Record<string, string>;
  position: number;
  parent?: string;
  page?: string;
  url?: string;
  requiresAuth?: boolean;
  accessLevel?: string;
  roles?: string[];
}

export async function insertMenuItem(db: Executor, item: MenuItemFixture): Promise<string> {
  const items = tablesOf('app-menu-items');
  const [row] = await db
    .insert(items.table)
    .values({
      name: item.name,
      position: item.position,
      parentId: item.parent ?? null,
      pageId: item.page ?? null,
      url: item.url ?? null,
      requiresAuth: item.requiresAuth ?? false,
      accessLevelId: item.accessLevel ?? null,
    })
    .returning({ id: items.table.id });
  const id = row!.id as string;
  if (item.roles?.length) await db.insert(items.joins.roles!.table).values(item.roles.map((role, position) => ({ ownerId: id, relatedId: role, position })));
  return id;
}

/**
 * What the generic engine does after a write: the kind's afterWrite hook, in the writing
 * transaction. Lets hook behaviour be tested without the HTTP layer.
 */
export async function runAfterWrite(tx: Executor, type: string, change: { action: WriteAction; before?: Row | null; after?: Row | null }): Promise<void> {
  await hooksFor(type).afterWrite?.({ tx, actor: ANONYMOUS, resource: registry.get(type), locale: 'en', action: change.action, before: change.before ?? null, after: change.after ?? null });
}
