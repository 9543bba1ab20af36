import { eq } from 'drizzle-orm';
import { ACCESS_LEVELS } from '@relais/domain';
import { parityRows } from '../../policies/parity-rows.ts';
import { tablesOf } from '../../services/tables.ts';

/**
 * Publishable items each rule keeps from someone (the demo has published ones, one for members): a
 * contributor's draft with its publication request, one to come, one in the trash, one for the
 * highest level; and a stranger's request.
 */
export default parityRows({
  async seed({ db, create, linked, soonMs, users: { contributor, stranger } }) {
    const [category] = await db.select({ id: tablesOf('categories').table.id }).from(tablesOf('categories').table).limit(1);
    const draft = await create('articles', { attributes: { title: 'Contributed draft' }, relationships: { category: linked('categories', category!.id as string) } });
    await db.update(tablesOf('articles').table).set({ createdById: contributor }).where(eq(tablesOf('articles').table.id, draft));
    const soon = new Date(soonMs).toISOString();
    await create('blog-posts', { attributes: { title: 'To come', publishedAt: soon } });
    const binned = await create('blog-posts', { attributes: { title: 'Binned', publishedAt: new Date().toISOString() } });
    await db.update(tablesOf('blog-posts').table).set({ deletedAt: new Date() }).where(eq(tablesOf('blog-posts').table.id, binned));
    await create('calendar-events', { attributes: { title: 'Board meeting', startAt: soon, publishedAt: new Date().toISOString() }, relationships: { accessLevel: linked('access-levels', ACCESS_LEVELS.at(-1)!.id) } });
    await db.insert(tablesOf('publication-requests').table).values([
      { publishableType: 'articles', publishableId: draft, createdById: contributor },
      { publishableType: 'blog-posts', publishableId: binned, createdById: stranger },
    ]);
  },
  excluded: ['articles for the visitor', 'blog-posts for the member', 'calendar-events for the contributor at level 1', 'publication-requests for the contributor at level 1'],
});
