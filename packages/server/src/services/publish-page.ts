import { and, eq, ne } from 'drizzle-orm';
import { canPublishDraft } from '@relais/domain';
import type { Actor } from '../auth/actor.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { attributePointer, forbidden, notFound, unauthenticated, validationFailed } from '../http/errors.ts';
import { canManagePages } from './access.ts';
import { publishLocales } from './publish-locales.ts';
import { siteLocales } from './runtime-environment.ts';
import { tablesOf } from './tables.ts';
import { bumpVersion } from './versions.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Page fields a draft carries over to its original; path included, since a draft may move a page. */
export const PAGE_COPIED_COLUMNS = ['path', 'title', 'description', 'styles', 'requiresAuth', 'accessLevelId'] as const;

/** Page publishing is for page editors: 401 for a visitor, 403 for anyone else. */
export function assertCanPublish(actor: Actor): asserts actor is Actor & { userId: string } {
  if (actor.userId === null) throw unauthenticated();
  if (!canManagePages(actor)) throw forbidden('Only application administrators publish pages.');
}

export interface PublishInput {
  db: Database;
  actor: Actor;
  draftId: string;
  /** The languages to publish; left out, or naming every language of the site, the whole draft. */
  locales?: readonly string[];
  config: Pick<Config, 'locales' | 'defaultLocale'>;
}

/**
 * Publishes a draft page (spec, platform §4 "App page"): its fields, roles and components replace
 * the original's, the draft is deleted (which clears the original's draft link), and the environment
 * and menu versions move, all in one transaction. Some languages only: see `publishLocales`.
 * Answers the id of the published page.
 */
export async function publishDraft({ db, actor, draftId, locales, config }: PublishInput): Promise<string> {
  assertCanPublish(actor);
  if (!UUID.test(draftId)) throw notFound('This page does not exist.');
  const configured: readonly string[] = config.locales;
  const unknown = (locales ?? []).findIndex((locale) => !configured.includes(locale));
  if (unknown >= 0) throw validationFailed([{ pointer: `/locales/${unknown}`, rule: 'enum', detail: `${locales![unknown]} is not a language of this site (${configured.join(', ')}).` }]);
  const isWhole = !locales || (await siteLocales(db, config)).every((locale) => locales.includes(locale));
  const pages = tablesOf('app-pages');
  const components = tablesOf('app-page-components').table;
  const roles = pages.joins.roles!;
  return db.transaction(async (tx) => {
    const [draft] = await tx.select().from(pages.table).where(eq(pages.table.id, draftId)).for('update');
    if (!draft) throw notFound('This page does not exist.');
    if (!draft.isDraft || !draft.draftOfPageId) {
      throw validationFailed([{ pointer: attributePointer('isDraft'), rule: 'not_a_draft', detail: 'Only a draft of another page can be published.' }]);
    }
    if (!canPublishDraft({ createdAt: draft.createdAt as Date, updatedAt: draft.updatedAt as Date })) {
      throw validationFailed([{ pointer: attributePointer('updatedAt'), rule: 'draft_unchanged', detail: 'This draft has not been changed since it was created; there is nothing to publish.' }]);
    }
    if (!isWhole) {
      await publishLocales(tx, { draft, locales: locales!, actorId: actor.userId });
      await bumpVersion(tx, 'environment');
      await bumpVersion(tx, 'menu');
      return draft.draftOfPageId as string;
    }
    const originalId = draft.draftOfPageId as string;
    const samePath = and(eq(pages.table.path, draft.path), eq(pages.table.isDraft, false), ne(pages.table.id, originalId));
    if ((await tx.select({ id: pages.table.id }).from(pages.table).where(samePath).limit(1)).length) {
      throw validationFailed([{ pointer: attributePointer('path'), rule: 'unique', detail: `Another published page already has the path ${draft.path as string}.` }]);
    }
    await tx
      .update(pages.table)
      .set({ ...Object.fromEntries(PAGE_COPIED_COLUMNS.map((key) => [key, draft[key]])), updatedById: actor.userId, updatedAt: new Date() })
      .where(eq(pages.table.id, originalId));

    const draftRoles = await tx.select({ relatedId: roles.related, position: roles.position }).from(roles.table).where(eq(roles.owner, draftId));
    await tx.delete(roles.table).where(eq(roles.owner, originalId));
    if (draftRoles.length) await tx.insert(roles.table).values(draftRoles.map((role) => ({ ...role, ownerId: originalId })));

    const draftComponents = await tx.select().from(components).where(eq(components.pageId, draftId));
    await tx.delete(components).where(eq(components.pageId, originalId));
    if (draftComponents.length) {
      await tx.insert(components).values(
        draftComponents.map((component) => ({
          internalVueId: component.internalVueId,
          viewId: component.viewId,
          name: component.name,
          position: component.position,
          props: component.props,
          pageId: originalId,
        })),
      );
    }
    // Cascades to the draft's own components and roles.
    await tx.delete(pages.table).where(eq(pages.table.id, draftId));
    await bumpVersion(tx, 'environment');
    await bumpVersion(tx, 'menu');
    return originalId;
  });
}
