import { eq } from 'drizzle-orm';
import { comments } from '@relais/domain';
import type { likes, notifications, reminders, reports } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import { relationshipPointer, validationFailed } from '../../http/errors.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { tableOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';
import { authorComputed, isMember } from './authorship.ts';
import { assertTakesComments } from './commenting.ts';
import { keepCounts, lockCounted, lockCountsFirst } from './counters.ts';
import type { KeptCount } from './counters.ts';
import { recordHistory } from './history.ts';

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
  async afterWrite({ tx, actor, action, before, after }) {
    await keepCounts(tx, COMMENTS_COUNT, before, after);
    if (after) await recordHistory(tx, { actor, action, type: 'comments', id: after.id });
  },
  computed: authorComputed('authorId'),
};

/** Anyone reads likes; members like once per item and take their like back. */
export const likesPolicy: ResourcePolicy<typeof likes> = {
  ...adminOnly,
  index: () => true,
  read: () => true,
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
  async afterWrite({ tx, before, after }) {
    await keepCounts(tx, LIKES_COUNT, before, after);
  },
};

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
  async beforeWrite({ actor, action, values }) {
    if (action === 'create') values.userId = actor.userId;
  },
};
