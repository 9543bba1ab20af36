import { keptOtherTexts, missingOtherTexts } from '@relais/domain';
import type { Locale, trainingResourceRequests, trainingResources } from '@relais/domain';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Executor } from '../../db/client.ts';
import { attributePointer, validationFailed } from '../../http/errors.ts';
import { excerptOf, notify } from '../../notifications/notify.ts';
import type { MailSite } from '../../notifications/notify.ts';
import type { ResourcePolicy, Row } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks, WriteAction } from '../hooks.ts';
import { isMember } from '../community/authorship.ts';
import { publishableHooks, publishablePolicy, publishedByNow } from '../content/publishable.ts';
import type { PublishableCondition } from '../content/publishable.ts';

/**
 * Training resources and requests are publishable items (spec, domain "training-resource…"): no role
 * of the spec is the trainings' own, so contributors write them and change their own, ask
 * administrators to publish them, and readers see what is published for their access level.
 */
export const trainingResourcesPolicy = publishablePolicy(publishedByNow);

/** A request is its writer's (and the administrators'): no one else changes or deletes it. */
const ownRequest = (actor: Actor): boolean | PublishableCondition => actor.isAdmin || (actor.userId !== null && { createdBy: { equals: actor.userId } });

/**
 * A request is a member's ask for what is missing, not an editorial publication (docs/decisions.md,
 * "Training resources and requests"): any member asks, and the ask is shown at once (published when
 * written); its writer changes or deletes it, the administrators too. Reading is the publishable
 * rule (published, access level reached, or one's own).
 */
export const trainingResourceRequestsPolicy: ResourcePolicy = {
  ...publishablePolicy(publishedByNow),
  create: isMember,
  update: ownRequest,
  delete: ownRequest,
  softDelete: ownRequest,
};

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

/**
 * The requests a resource write links to it anew (its `originalRequests`), kept from `beforeWrite`
 * (which sees the links) to `afterWrite` (which knows the resource's id), by transaction.
 */
const newlyAnswered = new WeakMap<object, string[]>();

async function rememberNewlyAnswered({ tx, before, links }: Parameters<NonNullable<ResourceHooks['beforeWrite']>>[0]) {
  const change = links?.get('originalRequests');
  if (!change || change.mode === 'remove' || !change.ids.length) return;
  const join = tablesOf('training-resources').joins.originalRequests!;
  const linked = before ? new Set((await tx.select({ id: join.related }).from(join.table).where(eq(join.owner, before.id))).map((row) => row.id as string)) : new Set<string>();
  const added = change.ids.filter((id) => !linked.has(id));
  if (added.length) newlyAnswered.set(tx, added);
}

/** The path of a resource on the site: under the first published page holding a resources block, or null without one. */
export async function resourcePath(tx: Executor, resourceId: string): Promise<string | null> {
  const components = tablesOf('app-page-components').table;
  const pages = tablesOf('app-pages').table;
  const [page] = await tx
    .select({ path: pages.path })
    .from(components)
    .innerJoin(pages, eq(pages.id, components.pageId))
    .where(and(inArray(components.name, ['pageTrainingResourcesSearch', 'pageTrainingResources', 'pageSelectedResources']), or(isNull(pages.isDraft), eq(pages.isDraft, false))))
    .orderBy(asc(components.name), asc(pages.path))
    .limit(1);
  if (!page) return null;
  const base = (page.path as string).replace(/\/$/, '');
  return `${base}/${resourceId}`;
}

/**
 * Tells the writers of the requests a resource now answers (spec, issue 25: "the requesters are
 * notified"), in the write's transaction, with the resource's title and a link to it.
 */
async function notifyRequesters(tx: Executor, site: MailSite | undefined, actor: Actor, locale: Locale, resource: Row) {
  const ids = newlyAnswered.get(tx);
  newlyAnswered.delete(tx);
  if (!ids?.length) return;
  const requests = tablesOf('training-resource-requests').table;
  const rows = await tx.select({ createdById: requests.createdById }).from(requests).where(and(inArray(requests.id, ids), isNull(requests.deletedAt)));
  const actionUrl = await resourcePath(tx, resource.id as string);
  const details = excerptOf(resource.title, locale);
  for (const userId of new Set(rows.map((row) => row.createdById as string | null))) {
    await notify(tx, site, { type: 'training-request-answered', userId, actorId: actor.userId, details, actionUrl });
  }
}

const resourceBase = publishableHooks(trainingResourcesPolicy, { beforeWrite: rememberNewlyAnswered });

export const trainingResourcesHooks: ResourceHooks<typeof trainingResources> = {
  ...(resourceBase as ResourceHooks<typeof trainingResources>),
  async afterWrite({ tx, action, after, actor, locale, services }) {
    if (after && isWrite(action)) await settleOtherTexts(tx, 'training-resources', after);
    await recountThemeResources(tx);
    if (after && isWrite(action)) await notifyRequesters(tx, services?.site, actor, locale, after);
  },
};

const requestBase = publishableHooks(trainingResourceRequestsPolicy);

export const trainingResourceRequestsHooks: ResourceHooks<typeof trainingResourceRequests> = {
  ...(requestBase as ResourceHooks<typeof trainingResourceRequests>),
  async beforeWrite(context) {
    await requestBase.beforeWrite?.(context as never);
    // A member's ask shows at once; an administrator may still set (or clear) its date.
    if (context.action === 'create' && context.values.publishedAt === undefined) context.values.publishedAt = new Date();
  },
  async afterWrite({ tx, action, after }) {
    if (after && isWrite(action)) await settleOtherTexts(tx, 'training-resource-requests', after);
  },
};
