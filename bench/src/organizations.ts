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
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { organizationsMapScreens, organizationsTableScreens, screenReads } from '../../packages/domain/src/index.ts';
import type { BlockScreen } from '../../packages/domain/src/index.ts';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { insertPage } from '../../packages/server/src/services/test-fixtures.ts';
import { startServerProcess } from '../../packages/server/src/test/server-process.ts';
import type { ServerProcess } from '../../packages/server/src/test/server-process.ts';
import { seedOrganizations } from './seed-organizations.ts';

const COUNT = 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const VIEWS_PER_SECOND = 20;
const HEADERS = { accept: 'application/vnd.api+json', 'accept-language': 'fr' };
const TABLE_PROPS = { title: 'Organizations', accessLevels: [] as string[], withPosition: false, perPage: 25 };
const MAP_PROPS = { title: 'Map', accessLevels: [] as string[], height: 480 };

const readOf = (screen: unknown, props: unknown, query: Record<string, string> = {}) =>
  screenReads(screen as BlockScreen<never, never>, { props: props as never, params: {} as never, query }).organizations!;
const tablePage = (n: number) => readOf(organizationsTableScreens.main, TABLE_PROPS, { page: String(n) });
const mapRead = () => readOf(organizationsMapScreens.main, MAP_PROPS);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, seconds: number, pageOf?: (n: number) => string, pages = 1): Promise<Figures> {
  let next = 0;
  const options: autocannon.Options = { url, connections: CONNECTIONS, duration: seconds, headers: HEADERS };
  if (pageOf) options.requests = [{ setupRequest: (request) => ({ ...request, path: pageOf((next++ % pages) + 1) }) }];
  const result = await autocannon(options);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

/** 20 page views a second (POST services/stats/records), each from one of 20 visitors, until stopped. */
async function recordViews(server: ServerProcess, pageId: string) {
  const visitors = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const response = await fetch(`${server.url}/api/v1/users/me`, { headers: HEADERS });
      const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
      const token = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
      return { cookie: cookies.join('; '), 'x-xsrf-token': token };
    }),
  );
  const statuses = new Map<number, number>();
  let sent = 0;
  const timer = setInterval(() => {
    const headers = visitors[sent++ % visitors.length]!;
    fetch(`${server.url}/api/v1/services/stats/records`, {
      method: 'POST',
      headers: { ...HEADERS, 'content-type': 'application/vnd.api+json', ...headers },
      body: JSON.stringify({ records: [{ event: 'view', resourceType: 'app-pages', resourceId: pageId }] }),
    })
      .then((response) => statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1))
      .catch(() => statuses.set(0, (statuses.get(0) ?? 0) + 1));
  }, 1000 / VIEWS_PER_SECOND);
  return {
    stop() {
      clearInterval(timer);
      return { sent, statuses: Object.fromEntries(statuses) };
    },
  };
}

export async function benchOrganizations(url: string) {
  const name = `relais_bench_organizations_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'relais-bench-'));
  let server: ServerProcess | null = null;
  try {
    const handle = await openDatabase({ databaseUrl: target.toString() });
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
    server = await startServerProcess({ DATABASE_URL: target.toString(), DATA_DIR: dataDir, BENCH_BASELINE: 'true', SEED_DEMO: 'false' }, { notInherited: [] });
    const pages = Math.ceil(COUNT / TABLE_PROPS.perPage);
    const sizeOf = async (path: string) => {
      const response = await fetch(server!.url + path, { headers: HEADERS });
      const body = await response.text();
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 500)}`);
      return Buffer.byteLength(body);
    };
    const tableBytes = Math.round(((await sizeOf(tablePage(1))) + (await sizeOf(tablePage(Math.ceil(pages / 2))))) / 2);
    const mapBytes = await sizeOf(mapRead());
    const located = ((await (await fetch(server.url + mapRead(), { headers: HEADERS })).json()) as { data: unknown[] }).data.length;
    // Warm-up: JIT, connection pool, the database's buffers.
    await load(server.url + tablePage(1), 2, tablePage, pages);
    await load(server.url + mapRead(), 2);
    const views = await recordViews(server, pageId);
    const table = await load(server.url + tablePage(1), DURATION, tablePage, pages);
    const map = await load(server.url + mapRead(), DURATION);
    const written = views.stop();
    const tableBaseline = await load(`${server.url}/bench/baseline?bytes=${tableBytes}`, DURATION);
    const mapBaseline = await load(`${server.url}/bench/baseline?bytes=${mapBytes}`, DURATION);
    const row = (f: Figures, baseline: Figures, target: string) => ({
      'req/s': Math.round(f.rps),
      'p50 ms': f.p50,
      'p99 ms': f.p99,
      'req/s of baseline': `${((f.rps / baseline.rps) * 100).toFixed(1)}%`,
      'errors/non-2xx': `${f.errors}/${f.non2xx}`,
      target,
    });
    console.log(`\nPostgreSQL (l): ${COUNT} organizations, ${located} located; ${CONNECTIONS} connections, ${DURATION} s each; table page ${tableBytes} bytes, map read ${mapBytes} bytes`);
    console.table({
      '(l1) organizations table, a page at a time + 20 views/s': row(table, tableBaseline, '≥ 4%, p99 < 50 ms'),
      '(l2) organizations map data + 20 views/s': row(map, mapBaseline, '≥ 4%, p99 < 50 ms'),
      [`baseline, ${tableBytes} bytes as (l1)`]: row(tableBaseline, tableBaseline, ''),
      [`baseline, ${mapBytes} bytes as (l2)`]: row(mapBaseline, mapBaseline, ''),
    });
    console.log(`PostgreSQL (l): (l1) ${tablePage(1).replace(/page\[number\]=\d+/, 'page[number]=n')}; (l2) ${mapRead()}`);
    console.log(`PostgreSQL (l): the views client sent ${written.sent} records: statuses ${JSON.stringify(written.statuses)}`);
  } finally {
    await server?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
