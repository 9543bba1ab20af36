import { reviewRecipientsMisplaced, reviewTakesRecipientsCount } from '@relais/domain';
import type { trainingResourceReviews } from '@relais/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Executor } from '../../db/client.ts';
import { attributePointer, validationFailed } from '../../http/errors.ts';
import type { Condition } from '../../policies/conditions.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';
import { isMember } from '../community/authorship.ts';

/** A review is its writer's and the administrators': others see only the resource's count and average. */
const own = (actor: Actor): boolean | Condition<typeof trainingResourceReviews> => actor.isAdmin || (actor.userId !== null && { createdBy: { equals: actor.userId } });

export const trainingResourceReviewsPolicy: ResourcePolicy<typeof trainingResourceReviews> = {
  see: (actor) => actor.isAdmin,
  index: (actor) => actor.userId !== null,
  read: own,
  // A member reviews a resource they can read (the engine refuses a link to an unreadable row).
  create: isMember,
  update: own,
  delete: own,
  softDelete: (actor) => actor.isAdmin,
  restore: (actor) => actor.isAdmin,
};

/**
 * Recounts a resource's rated reviews and their average (two decimals). The resource row is locked
 * first, then counted by a new statement, which under READ COMMITTED sees the reviews a concurrent
 * writer committed before it let the lock go; a count in the same statement as the lock would not.
 * `no key update` does not wait on the key-share locks the reviews' foreign keys take.
 */
export async function recountReviews(tx: Executor, resourceId: string): Promise<void> {
  const resources = tablesOf('training-resources').table;
  const reviews = tablesOf('training-resource-reviews').table;
  await tx.select({ id: resources.id }).from(resources).where(eq(resources.id, resourceId)).for('no key update');
  const rated = and(eq(reviews.resourceId, resourceId), isNotNull(reviews.reviewRating));
  const [summary] = await tx.select({ count: sql<number>`count(*)::int`, average: sql<string | null>`round(avg(${reviews.reviewRating}), 2)` }).from(reviews).where(rated);
  await tx.update(resources).set({ reviewsCount: summary?.count ?? 0, reviewsAverageRating: summary?.average ?? null }).where(eq(resources.id, resourceId));
}

export const trainingResourceReviewsHooks: ResourceHooks<typeof trainingResourceReviews> = {
  async beforeWrite({ values, before }) {
    const objective = values.objective ?? before?.objective ?? null;
    const recipientsCount = values.recipientsCount === undefined ? (before?.recipientsCount ?? null) : values.recipientsCount;
    if (values.recipientsCount !== undefined && reviewRecipientsMisplaced({ objective, recipientsCount })) {
      throw validationFailed([{ pointer: attributePointer('recipientsCount'), rule: 'not_applicable', detail: 'A personal use has no recipients to count.' }]);
    }
    // Moving to an objective without recipients drops the count it no longer means.
    if (!reviewTakesRecipientsCount(objective) && recipientsCount !== null) values.recipientsCount = null;
    if (values.reviewRating !== undefined && values.reviewRating !== before?.reviewRating) values.reviewedAt = values.reviewRating === null ? null : new Date();
  },
  async afterWrite({ tx, before, after }) {
    const ids = [...new Set([before?.resourceId, after?.resourceId].filter((id): id is string => typeof id === 'string'))].sort();
    for (const id of ids) await recountReviews(tx, id);
  },
};
