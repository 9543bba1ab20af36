import { z } from 'zod';

/**
 * Contracts of the interaction services: the notifications bell and sharing by short URL. The server
 * derives its schemas from them; the web takes its types.
 */

/**
 * `GET /api/v1/services/notifications/unread-count`, and the answer of the mark-read calls
 * (`POST …/notifications/{id}/read`, `POST …/notifications/read`): the signed-in user's unread count.
 */
export const notificationsUnreadAnswer = z.object({ meta: z.object({ unread: z.number().int().min(0) }) });
export type NotificationsUnreadAnswer = z.infer<typeof notificationsUnreadAnswer>;

/**
 * `POST /api/v1/services/short-urls`: a short URL for a path of the site (`/forum/42`, with its query
 * and hash), maybe naming the item shown there, which the caller must be able to read. The answer is
 * `shortUrlAnswer` (201 when made, 200 when the path had one already).
 */
export const shortUrlRequest = z
  .object({
    path: z
      .string()
      .min(1)
      .max(2048)
      // Printable characters without spaces (an address bar's own encoding), after one slash.
      .regex(/^\/(?![/\\])[!-~\u00a0-\uffff]*$/, 'a path of this site, starting with one /'),
    item: z.object({ type: z.string().min(1).max(64), id: z.string().min(1).max(64) }).strict().optional(),
  })
  .strict();
export type ShortUrlRequest = z.infer<typeof shortUrlRequest>;
