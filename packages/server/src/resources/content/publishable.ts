import type { articles, blogPosts, calendarEvents } from '@relais/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { hasRole } from '../../auth/actor.ts';
import type { Actor } from '../../auth/actor.ts';
import { rowsAllowed } from '../../policies/checks.ts';
import type { Condition } from '../../policies/conditions.ts';
import type { ResourcePolicy, Row } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';

/**
 * Who may do what with a publishable item (articles, blog posts, calendar events), and what their
 * rows compute. Administrators do everything; contributors write items and change those they
 * authored (created, or signed by the organization they act for), and ask administrators to
 * publish them; everyone else reads published items their access level reaches.
 */

/** A condition every publishable kind understands: only the fields of the publishing base. */
export type PublishableCondition = Condition<typeof articles> & Condition<typeof blogPosts> & Condition<typeof calendarEvents>;

/**
 * The end of the current minute: "published by now" is compared with it, so that a read rule is
 * the same statement for a minute (compiled reads are kept per condition) and an item published
 * this minute shows at once.
 */
export const endOfMinute = (now = Date.now()) => new Date(Math.ceil((now + 1) / 60_000) * 60_000);

/** Published at or before now: what blog posts and calendar events need to be read. */
export const publishedByNow = (): PublishableCondition => ({ publishedAt: { lte: endOfMinute() } });

/** No level, or one whose weight the reader's effective level reaches (a visitor has none). */
export function levelReached(actor: Actor): PublishableCondition {
  const open: PublishableCondition = { accessLevel: { isNull: true } };
  const weight = actor.accessLevelWeight;
  return weight === null ? open : { or: [open, { accessLevel: { where: { weight: { lte: weight } } } }] };
}

/** Items the actor authored: created them, or (a contributor) acts for the organization that signs them. */
export function authoredBy(actor: Actor): PublishableCondition | false {
  if (actor.userId === null) return false;
  const own: PublishableCondition = { createdBy: { equals: actor.userId } };
  if (actor.actingAsOrganizationId === null || !hasRole(actor, 'contributor')) return own;
  return { or: [own, { organization: { equals: actor.actingAsOrganizationId } }] };
}

const isContributor = (actor: Actor) => hasRole(actor, 'contributor');

/** What contributors may change: their own items; administrators: every item. */
const editable = (actor: Actor): boolean | PublishableCondition => actor.isAdmin || (isContributor(actor) && authoredBy(actor));

/** The policy of a publishable kind, given what "published" means for it. */
export function publishablePolicy(published: () => PublishableCondition): ResourcePolicy {
  return {
    see: isContributor,
    index: () => true,
    read(actor) {
      if (actor.isAdmin) return true;
      const open: PublishableCondition = { and: [published(), levelReached(actor)] };
      const own = authoredBy(actor);
      return own ? { or: [open, own] } : open;
    },
    create: isContributor,
    update: editable,
    delete: editable,
    softDelete: editable,
    // Trashed rows are the administrators' alone to see, hence to restore.
    restore: (actor) => actor.isAdmin,
  };
}

/** Ids of the pending publication request of each item, in one statement. */
async function pendingRequests(db: Parameters<NonNullable<ResourceHooks['computed']>>[0]['db'], type: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const requests = tablesOf('publication-requests').table;
  const rows = await db
    .select({ id: requests.id, publishableId: requests.publishableId })
    .from(requests)
    .where(and(eq(requests.publishableType, type), inArray(requests.publishableId, ids), eq(requests.status, 'pending')));
  return new Map(rows.map((row) => [row.publishableId as string, row.id as string]));
}

/** Hooks every publishable kind shares; `more` adds a kind's own (checks before writing, computed values). */
export function publishableHooks(policy: ResourcePolicy, more: Pick<ResourceHooks, 'beforeWrite'> & { computed?: (row: Row) => Record<string, unknown> } = {}): ResourceHooks {
  return {
    async beforeWrite(context) {
      // The organization an author acts for signs what they create (spec: the author is the organization).
      if (context.action === 'create' && !context.values.organizationId && context.actor.actingAsOrganizationId) {
        context.values.organizationId = context.actor.actingAsOrganizationId;
      }
      await more.beforeWrite?.(context);
    },
    async computed({ db, actor, resource, rows }) {
      const on = tablesOf(resource.type);
      const [editableIds, deletableIds] = [
        await rowsAllowed(db, on, policy.update(actor), rows, tablesOf),
        await rowsAllowed(db, on, (resource.softDelete ? policy.softDelete : policy.delete)(actor), rows, tablesOf),
      ];
      // Whether a request waits is the authors' and administrators' business.
      const pending = await pendingRequests(db, resource.type, [...editableIds]);
      return new Map(
        rows.map((row) => [
          row.id,
          { canEdit: editableIds.has(row.id), canDelete: deletableIds.has(row.id), pendingPublicationRequest: pending.get(row.id) ?? null, ...more.computed?.(row) },
        ]),
      );
    },
  };
}
