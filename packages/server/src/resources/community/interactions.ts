import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { comments, registry } from '@relais/domain';
import type { likes, notifications, reminders, reports } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Executor } from '../../db/client.ts';
import { relationshipPointer, validationFailed } from '../../http/errors.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { tableOf, tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';
import { isMember } from './authorship.ts';
import { authorNames } from './author-names.ts';
import { assertTakesComments } from './commenting.ts';
import { keepCounts, lockCounted, lockCountsFirst } from './counters.ts';
import type { KeptCount } from './counters.ts';
import { recordHistory } from './history.ts';
import { excerptOf, notify } from '../../notifications/notify.ts';

const admin = (actor: Actor) => actor.isAdmin;
const adminOnly = { see: admin, softDelete: admin, restore: admin };

/** Anyone reads comments; members write them on items that take them; authors edit and delete theirs. */
export const commentsPolicy: ResourcePolicy<typeof comments> = {
  ...adminOnly,
  index: () => true,
  read: () => true,
  create: isMember,
  update: (actor) => actor.isAdmin || (actor.userId !== null && { author: { equals: actor.userId } }),
  delete: (actor) => actor.isAdmin || (actor.userId !== null && { author: { equals: actor.userId } }),
};

const COMMENTS_COUNT: readonly KeptCount[] = [{ idKey: 'commentableId', typeKey: 'commentableType', attribute: 'commentsCount' }];

export const commentsHooks: ResourceHooks<typeof comments> = {
  computed: authorNames,
  lockFirst: lockCountsFirst(comments.type, COMMENTS_COUNT),
  async beforeWrite({ tx, actor, action, values, before }) {
    await lockCounted(tx, COMMENTS_COUNT, [values]);
    if (action === 'create') values.authorId = actor.userId;
    const type = values.commentableType ?? before?.commentableType;
    const id = values.commentableId ?? before?.commentableId;
    if (type && id && (action === 'create' || values.commentableId !== undefined)) await assertTakesComments(tx, { type, id }, new Date());
    // An answer stays on its parent's item.
    const parentId = values.parentCommentId ?? before?.parentCommentId;
    if (parentId && (values.parentCommentId !== undefined || values.commentableId !== undefined)) {
      const table = tableOf(comments);
      const [parent] = await tx.select({ type: table.commentableType, id: table.commentableId }).from(table).where(eq(table.id, parentId));
      if (parent?.type !== type || parent?.id !== id) {
        throw validationFailed([{ pointer: relationshipPointer('parentComment'), rule: 'same_item', detail: 'An answer must be on the same item as the comment it answers.' }]);
      }
    }
  },
  async afterWrite({ tx, actor, action, before, after, locale, services }) {
    await keepCounts(tx, COMMENTS_COUNT, before, after);
    if (after) await recordHistory(tx, { actor, action, type: 'comments', id: after.id });
    // A reply tells the author of the comment it answers (never the one who answers themselves).
    if (action === 'create' && after?.parentCommentId) {
      const table = tableOf(comments);
      const [parent] = await tx.select({ authorId: table.authorId }).from(table).where(eq(table.id, after.parentCommentId));
      await notify(tx, services?.site, { type: 'comment-reply', userId: parent?.authorId as string | null, actorId: actor.userId, details: excerptOf(after.content, locale) });
    }
  },
};

/**
 * Members like once per item and take their like back. What a member liked is theirs alone to read
 * (their likes page; an item shows its `likesCount`); administrators read every like.
 */
export const likesPolicy: ResourcePolicy<typeof likes> = {
  ...adminOnly,
  // Listed by everyone, so that a visitor's like is asked to sign in (401), not unknown (404).
  index: () => true,
  read: (actor) => actor.isAdmin || (actor.userId !== null && { user: { equals: actor.userId } }),
  create: isMember,
  update: admin,
  delete: (actor) => actor.isAdmin || (actor.userId !== null && { user: { equals: actor.userId } }),
};

const LIKES_COUNT: readonly KeptCount[] = [{ idKey: 'likableId', typeKey: 'likableType', attribute: 'likesCount' }];

export const likesHooks: ResourceHooks<typeof likes> = {
  lockFirst: lockCountsFirst('likes', LIKES_COUNT),
  async beforeWrite({ tx, actor, action, values }) {
    await lockCounted(tx, LIKES_COUNT, [values]);
    if (action === 'create') values.userId = actor.userId;
  },
  async afterWrite({ tx, actor, action, before, after, services }) {
    await keepCounts(tx, LIKES_COUNT, before, after);
    if (action === 'create' && after) await notify(tx, services?.site, { type: 'like', userId: await creatorOf(tx, after.likableType, after.likableId), actorId: actor.userId });
  },
};

/** Who created a liked item (its `createdBy`), told of the like; null for a kind that keeps none. */
async function creatorOf(tx: Executor, type: unknown, id: unknown): Promise<string | null> {
  if (typeof type !== 'string' || typeof id !== 'string' || !registry.find(type)?.relationships.createdBy) return null;
  const { table } = tablesOf(type);
  const [row] = await tx.select({ createdById: table.createdById as AnyPgColumn }).from(table).where(eq(table.id as AnyPgColumn, id));
  return (row?.createdById as string | null | undefined) ?? null;
}

/** Members report items; only they and the administrators read their reports. */
export const reportsPolicy: ResourcePolicy<typeof reports> = {
  ...adminOnly,
  index: (actor) => actor.userId !== null,
  read: (actor) => actor.isAdmin || (actor.userId !== null && { createdBy: { equals: actor.userId } }),
  create: isMember,
  update: admin,
  delete: admin,
};

/** A notification is its user's alone (administrators manage them); the user may only mark it read. */
export const notificationsPolicy: ResourcePolicy<typeof notifications> = {
  ...adminOnly,
  index: (actor) => actor.userId !== null,
  read: (actor) => actor.isAdmin || (actor.userId !== null && { user: { equals: actor.userId } }),
  create: admin,
  update: (actor) => actor.isAdmin || (actor.userId !== null && { user: { equals: actor.userId } }),
  delete: (actor) => actor.isAdmin || (actor.userId !== null && { user: { equals: actor.userId } }),
};

/** A reminder is its user's alone: members set their own. */
export const remindersPolicy: ResourcePolicy<typeof reminders> = {
  ...adminOnly,
  index: (actor) => actor.userId !== null,
  read: (actor) => actor.isAdmin || (actor.userId !== null && { user: { equals: actor.userId } }),
  create: isMember,
  update: (actor) => actor.isAdmin || (actor.userId !== null && { user: { equals: actor.userId } }),
  delete: (actor) => actor.isAdmin || (actor.userId !== null && { user: { equals: actor.userId } }),
};

export const remindersHooks: ResourceHooks<typeof reminders> = {
  async beforeWrite({ actor, action, values, before }) {
    if (action === 'create') values.userId = actor.userId;
    // A reminder moved to another time after it was sent is set again: it is mailed at the new time
    // (docs/decisions.md, "Public kit: interactions and notifications").
    if (action === 'update' && before?.sentAt && values.remindAt !== undefined && values.remindAt?.getTime() !== before.remindAt?.getTime()) values.sentAt = null;
  },
};
