import { z } from 'zod';

/**
 * One entry of the site menu as `GET /api/v1/services/app-menu` answers it (localized, already
 * filtered for the visitor), with its children: the contract between the server's service, which
 * derives its response schema from it, and the web's menu, which takes its type.
 */
export const appMenuItem = z.object({
  id: z.string(),
  /** In the reader's language; null only when no language has a name. */
  name: z.string().nullable(),
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
