/**
 * `npm run bench -- organizations`: scenario (l), the organizations area (issue 24), on PostgreSQL
 * (BENCH_DATABASE_URL or DATABASE_URL): 1,000 organizations (`seed-organizations.ts`), nine in ten
 * with a position, on a page holding the map and the table (`/organizations`). Measured with
 * autocannon as a visitor, while a second client records 20 page views a second (every page view
 * records a statistic):
 *
 * (l1) the table's read (`organizationsTableScreens.main`: the spec's list call, 25 rows, levels and
 *      images included, by level weight then name), each request another page;
 * (l2) the map's read (`organizationsMapScreens.main`: every located organization in one call);
 * each against the baseline route answering a body of its own size. Target: ≥ 4 % of that baseline
 * and p99 < 50 ms. It prints the figures and never fails on them (machines are shared and noisy).
 */
import { sql } from 'drizzle-orm';
import { organizationsMapScreens, organizationsTableScreens, screenReads } from '../../packages/domain/src/index.ts';
import type { BlockScreen } from '../../packages/domain/src/index.ts';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { insertPage } from '../../packages/server/src/services/test-fixtures.ts';
import { startServerProcess } from '../../packages/server/src/test/server-process.ts';
import { averageBytes, CONNECTIONS, DURATION, HEADERS, load, row, steadyWriter, visitors, withBenchDatabase, BEHIND_PROXY } from './measure.ts';
import { seedOrganizations } from './seed-organizations.ts';

const COUNT = 1000;
const VIEWS_PER_SECOND = 20;
const TABLE_PROPS = { title: 'Organizations', accessLevels: [] as string[], withPosition: false, perPage: 25 };
const MAP_PROPS = { title: 'Map', accessLevels: [] as string[], height: 480 };

const readOf = (screen: unknown, props: unknown, query: Record<string, string> = {}) =>
  screenReads(screen as BlockScreen<never, never>, { props: props as never, params: {} as never, query }).organizations!;
const tablePage = (n: number) => readOf(organizationsTableScreens.main, TABLE_PROPS, { page: String(n) });
const mapRead = () => readOf(organizationsMapScreens.main, MAP_PROPS);

export async function benchOrganizations(url: string) {
  await withBenchDatabase(url, 'relais_bench_organizations', async (databaseUrl, dataDir) => {
    const handle = await openDatabase({ databaseUrl });
    await migrate(handle);
    await seedOrganizations(handle.db, { count: COUNT });
    // Nine in ten placed across Europe, scattered as real ones are.
    await handle.db.execute(sql`update organizations set latitude = 36 + (abs(hashtext(id::text)) % 2000) / 100.0, longitude = -9 + (abs(hashtext(name)) % 3000) / 100.0 where abs(hashtext(id::text)) % 10 <> 0`);
    const pageId = await insertPage(handle.db, {
      path: '/organizations',
      title: { en: 'Organizations', fr: 'Structures' },
      components: [
        { name: 'pageOrganizationsMap', position: 0, props: { en: MAP_PROPS, fr: MAP_PROPS } },
        { name: 'pageOrganizationsTable', position: 1, props: { en: TABLE_PROPS, fr: TABLE_PROPS } },
      ],
    });
    await handle.db.execute(sql.raw('VACUUM ANALYZE'));
    await handle.close();
    const server = await startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...BEHIND_PROXY, BENCH_BASELINE: 'true', SEED_DEMO: 'false' }, { notInherited: [] });
    try {
      const pages = Math.ceil(COUNT / TABLE_PROPS.perPage);
      for (const path of [tablePage(1), mapRead()]) {
        const response = await fetch(server.url + path, { headers: HEADERS });
        if (!response.ok) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
      }
      const tableBytes = await averageBytes(server, [tablePage(1), tablePage(Math.ceil(pages / 2))]);
      const mapBytes = await averageBytes(server, [mapRead()]);
      const located = ((await (await fetch(server.url + mapRead(), { headers: HEADERS })).json()) as { data: unknown[] }).data.length;
      // Warm-up: JIT, connection pool, the database's buffers.
      await load(server.url + tablePage(1), 2, { pathOf: tablePage, pages });
      await load(server.url + mapRead(), 2);
      // Every page view records a statistic: 20 a second, each from one of 20 visitors.
      const from = await visitors(server, 20);
      const views = steadyWriter(server, VIEWS_PER_SECOND, (n) => ({ path: 'services/stats/records', body: { records: [{ event: 'view', resourceType: 'app-pages', resourceId: pageId }] }, headers: from[n % from.length]! }));
      const table = await load(server.url + tablePage(1), DURATION, { pathOf: tablePage, pages });
      const map = await load(server.url + mapRead(), DURATION);
      const written = views.stop();
      const tableBaseline = await load(`${server.url}/bench/baseline?bytes=${tableBytes}`, DURATION);
      const mapBaseline = await load(`${server.url}/bench/baseline?bytes=${mapBytes}`, DURATION);
      console.log(`\nPostgreSQL (l): ${COUNT} organizations, ${located} located; ${CONNECTIONS} connections, ${DURATION} s each; table page ${tableBytes} bytes, map read ${mapBytes} bytes`);
      console.table({
        '(l1) organizations table, a page at a time + 20 views/s': row(table, tableBaseline, '≥ 4%, p99 < 50 ms'),
        '(l2) organizations map data + 20 views/s': row(map, mapBaseline, '≥ 4%, p99 < 50 ms'),
        [`baseline, ${tableBytes} bytes as (l1)`]: row(tableBaseline, tableBaseline),
        [`baseline, ${mapBytes} bytes as (l2)`]: row(mapBaseline, mapBaseline),
      });
      console.log(`PostgreSQL (l): (l1) ${tablePage(1).replace(/page\[number\]=\d+/, 'page[number]=n')}; (l2) ${mapRead()}`);
      console.log(`PostgreSQL (l): the views client sent ${written.sent} records: statuses ${JSON.stringify(written.statuses)}`);
    } finally {
      await server.stop();
    }
  });
}
