/**
 * Rows the service tests need, written through the generic operations as the system actor (as the
 * seed writes them): policies, validation and hooks run, so versions move as an editor's save
 * would move them. Only the timestamps a test needs in the past are set afterwards, directly.
 */
import { registry } from '@relais/domain';
import { eq } from 'drizzle-orm';
import { ANONYMOUS } from '../auth/actor.ts';
import type { Executor } from '../db/client.ts';
import type { Row } from '../policies/types.ts';
import type { WriteAction } from '../resources/hooks.ts';
import { hooksFor } from '../resources/index.ts';
import { createThrough, systemContext, withTranslations } from '../seed/operations.ts';
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
  const ctx = systemContext(db);
  const attributes = withTranslations(
    { path: page.path, isDraft: page.isDraft ?? false, isDefault: page.isDefault ?? false, requiresAuth: page.requiresAuth ?? false },
    { title: page.title ?? { en: `Page ${page.path}` } },
  );
  const id = await createThrough(ctx, 'app-pages', attributes, {
    accessLevel: ['access-levels', page.accessLevel ?? null],
    draftOfPage: ['app-pages', page.draftOfPage ?? null],
    roles: ['roles', page.roles ?? []],
  });
  for (const { props, ...component } of page.components ?? []) {
    await createThrough(ctx, 'app-page-components', withTranslations({ viewId: null, ...component }, { props }), { page: ['app-pages', id] });
  }
  if (page.createdAt || page.updatedAt) {
    const pages = tablesOf('app-pages').table;
    const at = page.createdAt ?? new Date();
    await db.update(pages).set({ createdAt: at, updatedAt: page.updatedAt ?? at }).where(eq(pages.id, id));
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
  const attributes = withTranslations({ position: item.position, url: item.url ?? null, requiresAuth: item.requiresAuth ?? false }, { name: item.name });
  return createThrough(systemContext(db), 'app-menu-items', attributes, {
    parent: ['app-menu-items', item.parent ?? null],
    page: ['app-pages', item.page ?? null],
    accessLevel: ['access-levels', item.accessLevel ?? null],
    roles: ['roles', item.roles ?? []],
  });
}

/**
 * What the generic engine does after a write: the kind's afterWrite hook, in the writing
 * transaction. Lets hook behaviour be tested without the HTTP layer.
 */
export async function runAfterWrite(tx: Executor, type: string, change: { action: WriteAction; before?: Row | null; after?: Row | null }): Promise<void> {
  await hooksFor(type).afterWrite?.({ tx, actor: ANONYMOUS, resource: registry.get(type), locale: 'en', action: change.action, before: change.before ?? null, after: change.after ?? null });
}
