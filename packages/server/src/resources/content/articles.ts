import { eq } from 'drizzle-orm';
import { relationshipPointer, validationFailed } from '../../http/errors.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';
import { publishableHooks, publishablePolicy, publishedByNow } from './publishable.ts';
import type { PublishableCondition } from './publishable.ts';

/** An article is read once it is out of draft (published: listed; unlisted: by its link) and its time has come. */
const articleIsOut = (): PublishableCondition => ({ and: [{ status: { in: ['published', 'unlisted'] } }, publishedByNow()] });

export const articlesPolicy = publishablePolicy(articleIsOut);

const articleChecks: Pick<ResourceHooks, 'beforeWrite'> = {
  async beforeWrite({ tx, actor, values, before }) {
    // Leaving draft without a date publishes now.
    const status = values.status ?? before?.status ?? 'draft';
    if (status !== 'draft' && values.publishedAt === undefined && !before?.publishedAt) values.publishedAt = new Date();
    // Contributors write only in categories open to contributions (spec, domain "category").
    const categoryId = values.categoryId as string | undefined;
    if (actor.isAdmin || !categoryId || categoryId === before?.categoryId) return;
    const table = tablesOf('categories').table;
    const [category] = await tx.select({ allowContributions: table.allowContributions }).from(table).where(eq(table.id, categoryId));
    if (category && !category.allowContributions) {
      throw validationFailed([{ pointer: relationshipPointer('category'), rule: 'contributions_closed', detail: 'This category does not take contributions.' }]);
    }
  },
};

export const articlesHooks: ResourceHooks = publishableHooks(articlesPolicy, articleChecks);
