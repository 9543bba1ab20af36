import { z } from 'zod';
import { ADMIN_CATEGORIES } from '../constants/admin.ts';

/**
 * The back office's two service calls: which kinds the user manages (the admin drawer, the guard
 * of `/admin/resources/:resource`), and what the dashboard shows.
 */
export const adminKind = z.object({
  type: z.string(),
  category: z.enum(ADMIN_CATEGORIES),
  /** May the user create one (the "create" button)? */
  canCreate: z.boolean(),
  softDelete: z.boolean(),
});
export type AdminKind = z.infer<typeof adminKind>;

/** `GET /api/v1/services/admin/kinds`: the kinds the user may see, in the menu's category order. */
export const adminKindsAnswer = z.object({
  data: z.array(adminKind),
  meta: z.object({
    /** The app-menu-items entry (app admins). */
    appMenuItems: z.boolean(),
    /** The statistics category: admins, and holders of a statistics role (views or downloads only). */
    stats: z.boolean(),
  }),
});
export type AdminKindsAnswer = z.infer<typeof adminKindsAnswer>;

/** `GET /api/v1/services/admin/dashboard`: counts the user may act on. */
export const adminDashboardAnswer = z.object({
  data: z.object({
    /** Rows of each kind the user may see that they can read, in menu order. */
    counts: z.array(z.object({ type: z.string(), category: z.enum(ADMIN_CATEGORIES), count: z.number().int().nonnegative() })),
    /** Validation requests waiting for a decision; null when the user may not handle them. */
    pendingValidationRequests: z.number().int().nonnegative().nullable(),
    pendingPublicationRequests: z.number().int().nonnegative().nullable(),
  }),
});
export type AdminDashboardAnswer = z.infer<typeof adminDashboardAnswer>;

/** What an administrator decides on an account (the users screen's "validate" and "refuse"). */
export const USER_VALIDATION_DECISIONS = ['validate', 'refuse'] as const;

/**
 * `POST /api/v1/services/users/{id}/validation`: `validate` sets the account's validatedAt (kept when
 * already set) and accepts its pending validation requests; `refuse` clears validatedAt and refuses
 * them. One transaction; the answer is the user's resource document.
 */
export const userValidationRequest = z.strictObject({ decision: z.enum(USER_VALIDATION_DECISIONS) });
export type UserValidationRequest = z.infer<typeof userValidationRequest>;
