import type { repositoryAttachments, repositoryItems } from '@relais/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import { rowAllowed } from '../../policies/checks.ts';
import type { Condition } from '../../policies/conditions.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';
import { publishableAuthorBeside, publishableAuthors } from '../content/publishable.ts';

/**
 * Repository items (spec, domain "repository-item"): everyone reads them (the repository page is
 * public); any signed-in member shares items, and changes or deletes their own (or those of the
 * organization they act for); administrators do everything.
 */

const signedIn = (actor: Actor) => actor.isAdmin || actor.userId !== null;

/** Items the actor wrote, or that the organization they act for signs. */
function ownItems(actor: Actor): boolean | Condition<typeof repositoryItems> {
  if (actor.isAdmin) return true;
  if (actor.userId === null) return false;
  const own: Condition<typeof repositoryItems> = { createdBy: { equals: actor.userId } };
  return actor.actingAsOrganizationId === null ? own : { or: [own, { organization: { equals: actor.actingAsOrganizationId } }] };
}

export const repositoryItemsPolicy: ResourcePolicy<typeof repositoryItems> = {
  see: (actor) => actor.isAdmin,
  index: () => true,
  read: () => true,
  create: signedIn,
  update: ownItems,
  delete: ownItems,
  softDelete: ownItems,
  restore: (actor) => actor.isAdmin,
};

/** Recounts the items of these organizations and of every repository category, in the writing transaction. */
async function recount(tx: Executor, organizationIds: (string | null | undefined)[]) {
  const items = tablesOf('repository-items');
  const organizations = tablesOf('organizations').table;
  const ids = [...new Set(organizationIds.filter((id): id is string => typeof id === 'string'))];
  if (ids.length) {
    await tx
      .update(organizations)
      .set({ repositoryItemsCount: sql`(select count(*) from ${items.table} where ${items.table.organizationId} = ${organizations.id})` })
      .where(inArray(organizations.id, ids));
  }
  const categories = tablesOf('repository-categories').table;
  const filed = items.joins.categories!.table;
  await tx.update(categories).set({ repositoryItemsCount: sql`(select count(*) from ${filed} where ${filed.relatedId} = ${categories.id})` });
}

export const repositoryItemsHooks: ResourceHooks<typeof repositoryItems> = {
  async beforeWrite({ action, values, actor }) {
    // The organization an author acts for signs what they create.
    if (action === 'create' && !values.organizationId && actor.actingAsOrganizationId) values.organizationId = actor.actingAsOrganizationId;
  },
  async afterWrite({ tx, before, after }) {
    await recount(tx, [before?.organizationId, after?.organizationId]);
  },
  besideRow: publishableAuthorBeside(['authorName', 'authorAvatarUrl']),
  /** Who shared it, by the author rule of publishables (the organization it was signed for, else its creator with their picture; null when deleted). */
  async computed(context) {
    // Only when the read shows the author (a list's or a screen's): a sparse read that leaves it out makes no statement.
    if (context.asks && !context.asks('authorName') && !context.asks('authorAvatarUrl')) return new Map();
    const authors = await publishableAuthors(context as never);
    return new Map(context.rows.map((row) => [row.id, { authorName: authors.get(row.id)?.name ?? null, authorAvatarUrl: authors.get(row.id)?.avatarUrl ?? null }]));
  },
};

/** Attachments of the items the actor may change. */
function ownAttachments(actor: Actor): boolean | Condition<typeof repositoryAttachments> {
  const items = ownItems(actor);
  return typeof items === 'boolean' ? items : { repositoryItem: { where: items } };
}

/** Everyone reads attachments (with their item); only who may change the item adds or removes them. */
export const repositoryAttachmentsPolicy: ResourcePolicy<typeof repositoryAttachments> = {
  see: (actor) => actor.isAdmin,
  index: () => true,
  read: () => true,
  create: signedIn,
  update: ownAttachments,
  delete: ownAttachments,
  softDelete: ownAttachments,
  restore: (actor) => actor.isAdmin,
};

export const repositoryAttachmentsHooks: ResourceHooks<typeof repositoryAttachments> = {
  /** The item an attachment is added to (or moved to) must be one the actor may change. */
  async beforeWrite({ tx, actor, values }) {
    if (!values.repositoryItemId) return;
    const items = tablesOf('repository-items');
    const [item] = await tx.select().from(items.table).where(eq(items.table.id, values.repositoryItemId));
    if (item && !(await rowAllowed(tx, items, repositoryItemsPolicy.update(actor), item as { id: string }, tablesOf))) {
      throw forbidden('You may only attach files to your own items.', '/data/relationships/repositoryItem');
    }
  },
};
