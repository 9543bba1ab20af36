import { eq } from 'drizzle-orm';
import { cycleMembers } from '@relais/domain';
import type { AppMenuTreeRequest, Locale } from '@relais/domain';
import type { Actor } from '../auth/actor.ts';
import type { Database } from '../db/client.ts';
import { forbidden, unauthenticated, validationFailed } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { canManagePages } from './access.ts';
import { localize } from './localize.ts';
import { tablesOf } from './tables.ts';
import { bumpVersion } from './versions.ts';

/** Only app admins arrange the menu: a 401 for a visitor, a 403 for anyone else. */
export function checkMenuArranger(actor: Actor): void {
  if (actor.userId === null) throw unauthenticated();
  if (!canManagePages(actor)) throw forbidden('Only application administrators arrange the menu.');
}

/**
 * Writes the menu editor's tree (`PUT /api/v1/services/app-menu-items/tree`): each listed entry's
 * parent and position, in one transaction that also moves the menu version, so the next read of
 * the menu by any app process is the new tree. The entries are locked while checked: an unknown
 * id or parent, an id listed twice, or a parent that would put an entry inside itself refuses
 * the whole call with a 422 naming the entry, and nothing is written.
 */
export async function saveMenuTree({ db, actor, tree, locale, defaultLocale }: { db: Database; actor: Actor; tree: AppMenuTreeRequest; locale: Locale; defaultLocale: Locale }): Promise<void> {
  checkMenuArranger(actor);
  const items = tablesOf('app-menu-items').table;
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: items.id, parent: items.parentId, name: items.name }).from(items).for('update');
    const stored = new Map(rows.map((row) => [row.id as string, row]));
    const nameOf = (id: string) => localize(stored.get(id)?.name, locale, defaultLocale) ?? id;
    const errors: FieldError[] = [];
    const listed = new Set<string>();
    tree.items.forEach((item, index) => {
      if (!stored.has(item.id)) errors.push({ pointer: `/items/${index}/id`, rule: 'exists', detail: `No menu entry has the id ${item.id}.` });
      else if (listed.has(item.id)) errors.push({ pointer: `/items/${index}/id`, rule: 'distinct', detail: `"${nameOf(item.id)}" is listed twice.` });
      if (item.parent !== null && !stored.has(item.parent)) {
        errors.push({ pointer: `/items/${index}/parent`, rule: 'exists', detail: `The parent of "${nameOf(item.id)}" is not a menu entry.` });
      }
      listed.add(item.id);
    });
    if (errors.length) throw validationFailed(errors);

    const placed = new Map(rows.map((row) => [row.id as string, (row.parent as string | null) ?? null]));
    for (const item of tree.items) placed.set(item.id, item.parent);
    const looping = new Set(cycleMembers([...placed].map(([id, parent]) => ({ id, parent }))));
    tree.items.forEach((item, index) => {
      if (looping.has(item.id)) errors.push({ pointer: `/items/${index}/parent`, rule: 'cycle', detail: `"${nameOf(item.id)}" would be inside itself.` });
    });
    if (errors.length) throw validationFailed(errors);

    const updatedAt = new Date();
    for (const item of tree.items) {
      await tx.update(items).set({ parentId: item.parent, position: item.position, updatedById: actor.userId, updatedAt }).where(eq(items.id, item.id));
    }
    await bumpVersion(tx, 'menu');
  });
}
