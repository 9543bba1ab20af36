import type { Executor } from '../../db/client.ts';
import { tablesOf } from '../../services/tables.ts';
import { bumpVersion } from '../../services/versions.ts';
import { homePage } from './home.ts';
import { legalPages } from './legal.ts';
import { demoMenu } from './menu.ts';
import { seedDemoOrganization } from './organization.ts';
import type { DemoMenuItem } from './menu.ts';

export const DEMO_PAGES = [homePage, ...legalPages];

/** Writes the demo pages with their blocks, the menu linking them (authored by `authorId`), and its organization. */
export async function seedDemoContent(tx: Executor, authorId: string): Promise<void> {
  const pages = tablesOf('app-pages').table;
  const components = tablesOf('app-page-components').table;
  const menuItems = tablesOf('app-menu-items').table;
  const pageIds = new Map<string, string>();
  for (const page of DEMO_PAGES) {
    const [row] = await tx
      .insert(pages)
      .values({ path: page.path, title: page.title, description: page.description ?? null, isDefault: page.isDefault ?? false, createdById: authorId, updatedById: authorId })
      .returning({ id: pages.id });
    const pageId = row!.id as string;
    pageIds.set(page.path, pageId);
    await tx.insert(components).values(
      page.components.map((component, position) => ({ pageId, position, name: component.name, viewId: component.viewId ?? null, props: component.props, internalVueId: crypto.randomUUID() })),
    );
  }
  const insertItems = async (items: DemoMenuItem[], parentId: string | null) => {
    for (const [position, item] of items.entries()) {
      const [row] = await tx
        .insert(menuItems)
        .values({
          position,
          name: item.name,
          url: item.url ?? null,
          pageId: item.pagePath ? pageIds.get(item.pagePath) : null,
          requiresAuth: item.requiresAuth ?? false,
          alignsNextRight: item.alignsNextRight ?? false,
          parentId,
          createdById: authorId,
          updatedById: authorId,
        })
        .returning({ id: menuItems.id });
      if (item.children) await insertItems(item.children, row!.id as string);
    }
  };
  await insertItems(demoMenu, null);
  await seedDemoOrganization(tx, authorId);
  await bumpVersion(tx, 'environment');
  await bumpVersion(tx, 'menu');
}
