import { resourceTables } from '../../packages/server/src/db/schema.ts';
import type { Database } from '../../packages/server/src/db/client.ts';

const BATCH = 500;

/** Inserts `count` published pages with titles in English and French and `componentsPerPage` blocks each. */
export async function seedPages(db: Database, { count, componentsPerPage }: { count: number; componentsPerPage: number }) {
  const pages = resourceTables.get('app-pages')!.table;
  const components = resourceTables.get('app-page-components')!.table;
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const n = start + i;
      return {
        path: `/bench/page-${n}`,
        title: { en: `Assistive technology page ${n}`, fr: `Page d'aide technique ${n}` },
        description: { en: `<p>About page ${n}.</p>`, fr: `<p>À propos de la page ${n}.</p>` },
        isDraft: false,
      };
    });
    const inserted = await db.insert(pages).values(rows).returning({ id: pages.id });
    const blocks = inserted.flatMap(({ id }) =>
      Array.from({ length: componentsPerPage }, (_, position) => ({
        pageId: id,
        name: position === 0 ? 'pageTitle' : 'pageContent',
        position,
        props: { en: { title: `Block ${position}` }, fr: { title: `Bloc ${position}` } },
      })),
    );
    await db.insert(components).values(blocks);
  }
}
