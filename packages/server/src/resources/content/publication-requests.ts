import type { publicationRequests } from '@relais/domain';
import { contributionPath, isContributionType, isPublishableType } from '@relais/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { hasRole } from '../../auth/actor.ts';
import type { Actor } from '../../auth/actor.ts';
import { forbidden, relationshipPointer, validationFailed } from '../../http/errors.ts';
import { rowAllowed } from '../../policies/checks.ts';
import type { Condition } from '../../policies/conditions.ts';
import type { ResourcePolicy, Row } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';
import { notify } from '../../notifications/notify.ts';
import { articlesPolicy } from './articles.ts';
import { blogPostsPolicy } from './blog-posts.ts';
import { calendarEventsPolicy } from './calendar-events.ts';
import { trainingResourceRequestsPolicy, trainingResourcesPolicy } from '../training/training-resources.ts';

const PUBLISHABLE_POLICIES: Record<string, ResourcePolicy> = {
  articles: articlesPolicy,
  'blog-posts': blogPostsPolicy,
  'calendar-events': calendarEventsPolicy,
  'training-resources': trainingResourcesPolicy,
  'training-resource-requests': trainingResourceRequestsPolicy,
};

/** Its author's request, while it waits for a decision. */
const ownPending = (actor: Actor): boolean | Condition<typeof publicationRequests> =>
  actor.isAdmin || (actor.userId !== null && { and: [{ createdBy: { equals: actor.userId } }, { status: { equals: 'pending' } }] });

/**
 * Authors (contributors) ask for the publication of items they may change, read their own
 * requests, and change or withdraw them while they wait; administrators read them all and decide.
 */
export const publicationRequestsPolicy: ResourcePolicy<typeof publicationRequests> = {
  see: (actor) => hasRole(actor, 'contributor'),
  index: (actor) => actor.userId !== null,
  read: (actor) => actor.isAdmin || (actor.userId !== null && { createdBy: { equals: actor.userId } }),
  create: (actor) => hasRole(actor, 'contributor'),
  update: ownPending,
  delete: ownPending,
  softDelete: (actor) => actor.isAdmin,
  restore: (actor) => actor.isAdmin,
};

const pointer = relationshipPointer('publishable');

/** The item a request names, when the actor may change it (a request for someone else's item is refused). */
async function assertMayRequest(tx: Parameters<NonNullable<ResourceHooks['beforeWrite']>>[0]['tx'], actor: Actor, type: string, id: string) {
  if (!isPublishableType(type)) return;
  const on = tablesOf(type);
  const [item] = (await tx.select().from(on.table).where(eq(on.table.id, id))) as Row[];
  if (item && !actor.isAdmin && !(await rowAllowed(tx, on, PUBLISHABLE_POLICIES[type]!.update(actor), item, tablesOf))) {
    throw forbidden('Only the authors of an item ask for its publication.', pointer);
  }
}

/**
 * Where the author opens a decision: their own screen of the item on the site when the item is a
 * contribution kind (`/account/contributions/{type}/{id}`), else the item's back-office screen.
 */
function decisionPath(type: string, id: string): string | null {
  if (isContributionType(type)) return contributionPath(type, id);
  return isPublishableType(type) ? `/admin/resources/${type}/show/${id}` : null;
}

export const publicationRequestsHooks: ResourceHooks<typeof publicationRequests> = {
  async beforeWrite({ tx, actor, action, values, before }) {
    if (action === 'create' && !actor.isAdmin) values.status = 'pending';
    const type = (values.publishableType ?? before?.publishableType) as string;
    const id = (values.publishableId ?? before?.publishableId) as string;
    if (values.publishableId !== undefined) await assertMayRequest(tx, actor, type, id);
    if ((values.status ?? before?.status) !== 'pending') return;
    // One waiting request per item: a second would ask the same thing twice.
    const requests = tablesOf('publication-requests').table;
    const [waiting] = await tx
      .select({ id: requests.id })
      .from(requests)
      .where(and(eq(requests.publishableType, type), eq(requests.publishableId, id), eq(requests.status, 'pending'), before ? ne(requests.id, before.id) : sql`true`))
      .limit(1);
    if (waiting) throw validationFailed([{ pointer, rule: 'pending_request', detail: 'A publication request for this item is already waiting.' }]);
  },
  /**
   * A decision tells the request's author (accepted, or refused with the reason), and accepting a
   * request publishes its item, in the same transaction: at the date asked for, or now.
   */
  async afterWrite({ tx, actor, after, before, services }) {
    if (after && (after.status === 'accepted' || after.status === 'refused') && before?.status !== after.status) {
      await notify(tx, services?.site, {
        type: after.status === 'accepted' ? 'publication-request-accepted' : 'publication-request-refused',
        userId: after.createdById as string | null,
        actorId: actor.userId,
        details: after.status === 'refused' ? ((after.refuseReason as string | null) ?? null) : null,
        actionUrl: decisionPath(after.publishableType as string, after.publishableId as string),
      });
    }
    if (!after || after.status !== 'accepted' || before?.status === 'accepted') return;
    const type = after.publishableType as string;
    if (!isPublishableType(type)) return;
    const table = tablesOf(type).table;
    const publishedAt = after.targetedPublishedAt ?? new Date();
    await tx
      .update(table)
      .set({ publishedAt, updatedAt: new Date(), ...(type === 'articles' ? { status: 'published' } : {}) })
      .where(eq(table.id, after.publishableId as string));
  },
};
