import { z } from 'zod';
import { appMenuItems } from '../resources/application/app-menu-items.resource.ts';

/**
 * One entry of the site menu as `GET /api/v1/services/app-menu` answers it (localized, already
 * filtered for the visitor), with its children: the contract between the server's service, which
 * derives its response schema from it, and the web's menu, which takes its type.
 */
export const appMenuItem = z.object({
  id: z.string(),
  /** In the reader's language; null only when no language has a name. */
  name: z.string().nullable(),
  /**
   * The language `name` is in: the reader's, or the one it fell back to (the site's default, then
   * English, then any), so the web marks it (`lang`) and a screen reader reads it in that language;
   * null when no language has a name (the editor's preview: also when the name is in the reader's).
   */
  locale: z.string().nullable(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  /** Path of the linked page, when the item links to one. */
  path: z.string().nullable(),
  blank: z.boolean(),
  color: z.string().nullable(),
  alignsNextRight: z.boolean(),
  requiresAuth: z.boolean(),
  position: z.number().int(),
  get children(): z.ZodArray<typeof appMenuItem> {
    return z.array(appMenuItem);
  },
});

export type AppMenuItem = z.infer<typeof appMenuItem>;

export const appMenuAnswer = z.object({ data: z.array(appMenuItem) });

const position = appMenuItems.attributes.position;

/** Entries one tree save may place: far above any menu a top bar can show. */
export const APP_MENU_TREE_MAX_ITEMS = 1000;

/**
 * `PUT /api/v1/services/app-menu-items/tree` (app admins): the menu editor's save, each entry's parent
 * (null: the top level) and position, written in one transaction. Entries left out keep their
 * place; an unknown id, an unknown parent or a cycle is a 422 naming the entry, and nothing is written.
 */
export const appMenuTreeRequest = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: z.uuid(),
        parent: z.uuid().nullable(),
        position: z.number().int().min(position.min).max(position.max),
      }),
    )
    .min(1)
    .max(APP_MENU_TREE_MAX_ITEMS),
});

export type AppMenuTreeRequest = z.infer<typeof appMenuTreeRequest>;
