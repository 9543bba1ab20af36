import { keptOtherTexts, missingOtherTexts } from '@relais/domain';
import type { trainingResourceRequests, trainingResources } from '@relais/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { attributePointer, validationFailed } from '../../http/errors.ts';
import type { Row } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks, WriteAction } from '../hooks.ts';
import { publishableHooks, publishablePolicy, publishedByNow } from '../content/publishable.ts';

/**
 * Training resources and requests are publishable items (spec, domain "training-resource…"): no role
 * of the spec is the trainings' own, so contributors write them and change their own, ask
 * administrators to publish them, and readers see what is published for their access level.
 */
export const trainingResourcesPolicy = publishablePolicy(publishedByNow);
export const trainingResourceRequestsPolicy = publishablePolicy(publishedByNow);

/**
 * Checks the `other` texts once the row and its themes are written (a to-many is not in the
 * values `beforeWrite` sees): a 422 on the missing text rolls the whole write back; a text whose
 * `other` is no longer chosen is cleared.
 */
async function settleOtherTexts(tx: Executor, type: 'training-resources' | 'training-resource-requests', row: Row) {
  const { table, joins } = tablesOf(type);
  const themes = joins.themes!;
  const themeIds = (await tx.select({ id: themes.related }).from(themes.table).where(eq(themes.owner, row.id))).map((theme) => theme.id as string);
  const facts = { resourceTypeId: row.resourceTypeId as string | null, themeIds, otherResourceType: row.otherResourceType as string | null, otherTheme: row.otherTheme as string | null };
  const missing = missingOtherTexts(facts);
  if (missing.length) {
    throw validationFailed(missing.map((name) => ({ pointer: attributePointer(name), rule: 'required_with_other', detail: name === 'otherTheme' ? 'Name the theme you chose "other" for.' : 'Name the type you chose "other" for.' })));
  }
  const kept = keptOtherTexts(facts);
  if (kept.otherResourceType !== facts.otherResourceType || kept.otherTheme !== facts.otherTheme) await tx.update(table).set(kept).where(eq(table.id, row.id));
}

/**
 * Recounts the resources of every theme after a resource write. The themes are locked first, in id
 * order, then counted by a new statement: under READ COMMITTED that statement sees what a concurrent
 * writer committed before releasing the lock, so two writers in parallel both count (a recount
 * without the lock could miss the other's row). Themes are a short reference list.
 */
export async function recountThemeResources(tx: Executor): Promise<void> {
  const themes = tablesOf('training-resource-themes').table;
  const resources = tablesOf('training-resources');
  const filed = resources.joins.themes!;
  await tx.select({ id: themes.id }).from(themes).orderBy(asc(themes.id)).for('no key update');
  const counted = tx
    .select({ count: sql`count(*)` })
    .from(filed.table)
    .innerJoin(resources.table, eq(resources.table.id, filed.owner))
    .where(and(eq(filed.related, themes.id), isNull(resources.table.deletedAt)));
  await tx.update(themes).set({ resourcesCount: sql`(${counted})` });
}

const isWrite = (action: WriteAction): action is 'create' | 'update' => action === 'create' || action === 'update';

const resourceBase = publishableHooks(trainingResourcesPolicy);

export const trainingResourcesHooks: ResourceHooks<typeof trainingResources> = {
  ...(resourceBase as ResourceHooks<typeof trainingResources>),
  async afterWrite({ tx, action, after }) {
    if (after && isWrite(action)) await settleOtherTexts(tx, 'training-resources', after);
    await recountThemeResources(tx);
  },
};

const requestBase = publishableHooks(trainingResourceRequestsPolicy);

export const trainingResourceRequestsHooks: ResourceHooks<typeof trainingResourceRequests> = {
  ...(requestBase as ResourceHooks<typeof trainingResourceRequests>),
  async afterWrite({ tx, action, after }) {
    if (after && isWrite(action)) await settleOtherTexts(tx, 'training-resource-requests', after);
  },
};
