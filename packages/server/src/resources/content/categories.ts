import type { categories } from '@relais/domain';
import { count, inArray } from 'drizzle-orm';
import { publicReadPolicy } from '../../policies/defaults.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';

/** Anyone reads article categories (an article names its own); administrators shape them. */
export const categoriesPolicy: ResourcePolicy<typeof categories> = publicReadPolicy;

export const categoriesHooks: ResourceHooks<typeof categories> = {
  /** A category holding articles cannot be deleted (they point at it: the delete would be a 409). */
  async computed({ db, actor, rows }) {
    const articles = tablesOf('articles').table;
    const ids = rows.map((row) => row.id);
    const held = new Set<string>();
    if (actor.isAdmin && ids.length) {
      const counted = await db.select({ categoryId: articles.categoryId, total: count() }).from(articles).where(inArray(articles.categoryId, ids)).groupBy(articles.categoryId);
      for (const row of counted) held.add(row.categoryId as string);
    }
    return new Map(rows.map((row) => [row.id, { canDelete: actor.isAdmin && !held.has(row.id) }]));
  },
};
