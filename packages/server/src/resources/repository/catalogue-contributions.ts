import type { aacProductContributions, AacProductType } from '@relais/domain';
import { linksNotFitting } from '@relais/domain';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { hasRole } from '../../auth/actor.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Executor } from '../../db/client.ts';
import { attributePointer, validationFailed } from '../../http/errors.ts';
import { notify } from '../../notifications/notify.ts';
import type { Condition } from '../../policies/conditions.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';

const moderates = (actor: Actor) => actor.isAdmin || hasRole(actor, 'aac_moderator');

/** A proposal is its member's and the moderators'. */
const ownOrModerated = (actor: Actor): boolean | Condition<typeof aacProductContributions> => moderates(actor) || (actor.userId !== null && { createdBy: { equals: actor.userId } });

/**
 * Members propose (issue 28 item 4); catalogue moderators (`aac_moderator`) and administrators
 * decide, from the back office; a member reads and withdraws only their own proposals.
 */
export const aacProductContributionsPolicy: ResourcePolicy<typeof aacProductContributions> = {
  see: moderates,
  index: (actor) => actor.userId !== null,
  read: ownOrModerated,
  create: (actor) => actor.userId !== null,
  update: moderates,
  delete: ownOrModerated,
  softDelete: moderates,
  restore: moderates,
};

/** The path of the catalogue's page (the first published page holding the catalogue block), or null. */
async function cataloguePath(tx: Executor): Promise<string | null> {
  const components = tablesOf('app-page-components').table;
  const pages = tablesOf('app-pages').table;
  const [page] = await tx
    .select({ path: pages.path })
    .from(components)
    .innerJoin(pages, eq(pages.id, components.pageId))
    .where(and(eq(components.name, 'pageAacProducts'), or(isNull(pages.isDraft), eq(pages.isDraft, false))))
    .orderBy(asc(pages.path))
    .limit(1);
  return page ? (page.path as string).replace(/\/$/, '') : null;
}

const MESSAGES = { accepted: 'aac-contribution-accepted', refused: 'aac-contribution-refused' } as const;

/**
 * A proposal starts pending, whatever its member sends. A moderator decides once: refusing needs a
 * reason; accepting writes the proposal into the catalogue in the same transaction (a new product,
 * or the named product's name, type, description and website — the description in the moderator's
 * language, the others kept), a product keeping notes of another type refusing the new type as the
 * product itself does. The member is notified of either decision, with a link to the proposal.
 */
export const aacProductContributionsHooks: ResourceHooks<typeof aacProductContributions> = {
  async beforeWrite({ tx, action, values, before, locale }) {
    if (action === 'create') {
      values.status = 'pending';
      values.refusalReason = null;
      return;
    }
    if (!before) return;
    const status = values.status ?? before.status;
    if (status === before.status) return;
    if (before.status !== 'pending') throw validationFailed([{ pointer: attributePointer('status'), rule: 'decided', detail: 'This proposal is already decided.' }]);
    if (status === 'pending') return;
    if (status === 'refused') {
      const reason = String(values.refusalReason ?? before.refusalReason ?? '').trim();
      if (!reason) throw validationFailed([{ pointer: attributePointer('refusalReason'), rule: 'required', detail: 'Say why the proposal is refused.' }]);
      return;
    }
    // Accepted: the catalogue takes the proposal.
    const products = tablesOf('aac-products').table;
    const proposal = { name: values.name ?? before.name, productType: (values.productType ?? before.productType) as AacProductType, description: values.description ?? before.description, website: values.website ?? before.website };
    const productId = (values.productId === undefined ? before.productId : values.productId) as string | null;
    if (!productId) {
      const [created] = await tx
        .insert(products)
        .values({ name: proposal.name, productType: proposal.productType, description: proposal.description ? { [locale]: proposal.description } : null, website: proposal.website ?? null })
        .returning({ id: products.id });
      values.productId = created!.id as string;
      return;
    }
    const [product] = await tx.select({ productType: products.productType, description: products.description }).from(products).where(eq(products.id, productId)).for('update');
    if (!product) return;
    if (proposal.productType !== product.productType) {
      for (const link of linksNotFitting(proposal.productType)) {
        const table = tablesOf(link).table;
        const [kept] = await tx.select({ id: table.id }).from(table).where(eq(table.productId, productId)).limit(1);
        if (kept) throw validationFailed([{ pointer: attributePointer('productType'), rule: 'product_type', detail: 'The product keeps notes of its current type: remove them before changing its type.' }]);
      }
    }
    const description = proposal.description ? { ...((product.description as Record<string, string> | null) ?? {}), [locale]: proposal.description } : product.description;
    await tx
      .update(products)
      .set({ name: proposal.name, productType: proposal.productType, description, website: proposal.website ?? null, updatedAt: new Date() })
      .where(eq(products.id, productId));
  },
  async afterWrite({ tx, action, before, after, actor, services }) {
    if (action !== 'update' || !before || !after || before.status === after.status || after.status === 'pending') return;
    const base = await cataloguePath(tx);
    await notify(tx, services?.site, {
      type: MESSAGES[after.status],
      userId: after.createdById as string | null,
      actorId: actor.userId,
      details: (after.status === 'refused' ? `${after.name} — ${after.refusalReason ?? ''}` : after.name).slice(0, 250),
      actionUrl: base === null ? null : `${base}/contribution/${after.id}`,
    });
  },
};
