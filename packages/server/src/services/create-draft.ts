import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../auth/actor.ts';
import type { Database } from '../db/client.ts';
import { attributePointer, forbidden, notFound, unauthenticated, validationFailed } from '../http/errors.ts';
import { canManagePages } from './access.ts';
import { PAGE_COPIED_COLUMNS, UUID } from './publish-page.ts';
import { tablesOf } from './tables.ts';

export interface DraftOfPage {
  id: string;
  /** False when the page already had a draft: that one is answered, no second copy is made. */
  isNew: boolean;
}

/**
 * The draft of a published page (`POST /api/v1/services/app-pages/:id/draft`): a copy of its fields,
 * roles and components (props deep-copied) marked isDraft with draftOfPage = the page, in one
 * transaction; its createdAt equals its updatedAt, so it cannot be published before it is edited.
 * A page has at most one draft: asking again answers the existing one. Components keep the page's
 * internalVueId (one is given to a component that had none), by which a per-language publish finds
 * each component's original.
 */
export async function createDraft({ db, actor, pageId }: { db: Database; actor: Actor; pageId: string }): Promise<DraftOfPage> {
  if (actor.userId === null) throw unauthenticated();
  if (!canManagePages(actor)) throw forbidden('Only application administrators edit pages.');
  if (!UUID.test(pageId)) throw notFound('This page does not exist.');
  const pages = tablesOf('app-pages');
  const components = tablesOf('app-page-components').table;
  const roles = pages.joins.roles!;
  return db.transaction(async (tx) => {
    // The lock makes two simultaneous asks answer one draft.
    const [page] = await tx.select().from(pages.table).where(eq(pages.table.id, pageId)).for('update');
    if (!page) throw notFound('This page does not exist.');
    if (page.isDraft) {
      throw validationFailed([{ pointer: attributePointer('isDraft'), rule: 'is_draft', detail: 'This page is a draft already; edit it rather than drafting it again.' }]);
    }
    const [existing] = await tx
      .select({ id: pages.table.id })
      .from(pages.table)
      .where(and(eq(pages.table.draftOfPageId, pageId), eq(pages.table.isDraft, true)))
      .limit(1);
    if (existing) return { id: existing.id as string, isNew: false };

    const now = new Date();
    const [draft] = await tx
      .insert(pages.table)
      .values({
        ...Object.fromEntries(PAGE_COPIED_COLUMNS.map((key) => [key, structuredClone(page[key])])),
        isDraft: true,
        isDefault: false,
        draftOfPageId: pageId,
        createdById: actor.userId,
        updatedById: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: pages.table.id });
    const draftId = draft!.id as string;

    const pageRoles = await tx.select({ relatedId: roles.related, position: roles.position }).from(roles.table).where(eq(roles.owner, pageId));
    if (pageRoles.length) await tx.insert(roles.table).values(pageRoles.map((role) => ({ ...role, ownerId: draftId })));

    const pageComponents = await tx.select().from(components).where(eq(components.pageId, pageId));
    const copies = [];
    for (const component of pageComponents) {
      let internalVueId = component.internalVueId as string | null;
      if (!internalVueId) {
        internalVueId = randomUUID();
        await tx.update(components).set({ internalVueId }).where(eq(components.id, component.id));
      }
      copies.push({ internalVueId, viewId: component.viewId, name: component.name, position: component.position, props: structuredClone(component.props), pageId: draftId, createdAt: now, updatedAt: now });
    }
    if (copies.length) await tx.insert(components).values(copies);
    return { id: draftId, isNew: true };
  });
}
