/**
 * `npm run bench -- catalogue`: scenario (p), the assistive-communication catalogue (issue 28 item 7),
 * on PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL): the demo's catalogue (12 products with their
 * notes, `seed/demo/catalogue.ts`) on `/catalogue`. Measured with autocannon as a visitor:
 *
 * (p1) the list's read (`aacProductsScreens.main`) filtered by two dimensions (a keyboard type and a
 *      pictogram type, any page of them);
 * (p2) the comparison's read (`aacProductsScreens['/compare']`) of four products with every list and note;
 * each against the baseline route answering a body of its own size. Target: ≥ 4 % of that baseline
 * and p99 < 50 ms. It prints the figures and never fails on them (machines are shared and noisy).
 */
import { eq, sql } from 'drizzle-orm';
import { aacProductsScreens, screenReads } from '../../packages/domain/src/index.ts';
import type { BlockScreen } from '../../packages/domain/src/index.ts';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { syncCatalogueReference } from '../../packages/server/src/seed/catalogue.ts';
import { cataloguePage, seedDemoCatalogue } from '../../packages/server/src/seed/demo/catalogue.ts';
import { systemContext } from '../../packages/server/src/seed/operations.ts';
import { tablesOf } from '../../packages/server/src/services/tables.ts';
import { insertPage } from '../../packages/server/src/services/test-fixtures.ts';
import { startServerProcess } from '../../packages/server/src/test/server-process.ts';
import { CONNECTIONS, DURATION, HEADERS, load, row, withBenchDatabase } from './measure.ts';

const PROPS = { title: 'Catalogue', perPage: 12 };

const readOf = (screen: unknown, query: Record<string, string>) => screenReads(screen as BlockScreen<never, never>, { props: PROPS as never, params: {} as never, query }).products!;

export async function benchCatalogue(url: string) {
  await withBenchDatabase(url, 'relais_bench_catalogue', async (databaseUrl, dataDir) => {
    const handle = await openDatabase({ databaseUrl });
    await migrate(handle);
    await syncCatalogueReference(handle.db);
    await seedDemoCatalogue(systemContext(handle.db));
    const component = cataloguePage.components[0]!;
    await insertPage(handle.db, { path: cataloguePage.path, title: cataloguePage.title, components: [{ name: component.name, position: 0, props: component.props }] });
    const idOf = async (type: string, englishName: string) => {
      const table = tablesOf(type).table;
      const [row] = await handle.db.select({ id: table.id }).from(table).where(eq(sql`${table.name}->>'en'`, englishName));
      return row!.id as string;
    };
    const filtered = readOf(aacProductsScreens.main, { keyboardTypes: await idOf('aac-keyboard-types', 'QWERTY'), pictogramTypes: await idOf('aac-pictogram-types', 'PCS') });
    const products = tablesOf('aac-products').table;
    const four = (await handle.db.select({ id: products.id }).from(products).orderBy(products.name).limit(4)).map((row) => row.id as string);
    const compared = readOf(aacProductsScreens['/compare'], { products: four.join(',') });
    await handle.db.execute(sql.raw('VACUUM ANALYZE'));
    await handle.close();
    const server = await startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, BENCH_BASELINE: 'true', SEED_DEMO: 'false' }, { notInherited: [] });
    try {
    const sizeOf = async (path: string, check: (body: { data: unknown[] }) => boolean) => {
      const response = await fetch(server.url + path, { headers: HEADERS });
      const body = await response.text();
      if (!response.ok || !check(JSON.parse(body) as { data: unknown[] })) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 500)}`);
      return Buffer.byteLength(body);
    };
    const listBytes = await sizeOf(filtered, (body) => body.data.length > 0);
    const compareBytes = await sizeOf(compared, (body) => body.data.length === 4);
    // Warm-up: JIT, connection pool, the database's buffers.
    await load(server.url + filtered, 2);
    await load(server.url + compared, 2);
    const list = await load(server.url + filtered, DURATION);
    const compare = await load(server.url + compared, DURATION);
    const listBaseline = await load(`${server.url}/bench/baseline?bytes=${listBytes}`, DURATION);
    const compareBaseline = await load(`${server.url}/bench/baseline?bytes=${compareBytes}`, DURATION);
    console.log(`\nPostgreSQL (p): the demo catalogue; ${CONNECTIONS} connections, ${DURATION} s each; filtered list ${listBytes} bytes, comparison ${compareBytes} bytes`);
    console.table({
      '(p1) /catalogue filtered by keyboard and pictograms': row(list, listBaseline, '≥ 4%, p99 < 50 ms'),
      '(p2) /catalogue/compare of four products': row(compare, compareBaseline, '≥ 4%, p99 < 50 ms'),
      [`baseline, ${listBytes} bytes as (p1)`]: row(listBaseline, listBaseline),
      [`baseline, ${compareBytes} bytes as (p2)`]: row(compareBaseline, compareBaseline),
    });
    console.log(`PostgreSQL (p): (p1) ${filtered}; (p2) ${compared}`);
    } finally {
      await server.stop();
    }
  });
}
