/**
 * `npm run bench`: seeds 10,000 translated pages with components, starts the real server, and
 * measures with autocannon a JSON:API list call (page[size]=20, include=components) against a
 * baseline route of the same server returning a fixed body of the same size; on PGlite, and on
 * PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set. Then the bundle sizes. It prints
 * figures and never fails on them: machines are shared and noisy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { measureBundle, PUBLIC_PAGE_BUDGET_KB } from './bundle.ts';
import { seedPages } from './seed-pages.ts';
import { startServer } from './server-process.ts';

const PAGES = Number(process.env.BENCH_PAGES ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const LIST = '/api/v1/app-pages?page[size]=20&include=components&sort=path';
const HEADERS = { accept: 'application/vnd.api+json', 'accept-language': 'fr' };

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, seconds: number): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer({ ...env, BENCH_BASELINE: 'true', SEED_DEMO: 'false' });
  try {
    const first = await fetch(server.url + LIST, { headers: HEADERS });
    const body = await first.text();
    if (!first.ok) throw new Error(`${LIST} answered ${first.status}: ${body.slice(0, 500)}`);
    const baselineUrl = `${server.url}/bench/baseline?bytes=${Buffer.byteLength(body)}`;
    await load(server.url + LIST, 2); // warm-up: JIT, caches, connection pool
    await load(baselineUrl, 2);
    const list = await load(server.url + LIST, DURATION);
    const baseline = await load(baselineUrl, DURATION);
    const ratio = list.rps / baseline.rps;
    console.log(`\n${label}: ${PAGES} pages, body ${Buffer.byteLength(body)} bytes, ${CONNECTIONS} connections, ${DURATION} s each`);
    console.table({
      list: { 'req/s': Math.round(list.rps), 'p50 ms': list.p50, 'p99 ms': list.p99, errors: list.errors, non2xx: list.non2xx },
      baseline: { 'req/s': Math.round(baseline.rps), 'p50 ms': baseline.p50, 'p99 ms': baseline.p99, errors: baseline.errors, non2xx: baseline.non2xx },
    });
    console.log(`${label}: list/baseline throughput ${(ratio * 100).toFixed(1)}% (target ≥ 25%), list p99 ${list.p99} ms (target < 50 ms on PostgreSQL)`);
  } finally {
    await server.stop();
  }
}

async function benchPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'relais-bench-'));
  try {
    const handle = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
    await migrate(handle);
    const started = Date.now();
    await seedPages(handle.db, { count: PAGES, componentsPerPage: 3 });
    // A settled database has statistics and a visibility map (autovacuum's work): measure that state.
    await handle.db.execute(sql.raw('VACUUM ANALYZE'));
    console.log(`PGlite: seeded ${PAGES} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await handle.close();
    await measure('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(url: string) {
  const name = `relais_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'relais-bench-'));
  try {
    const handle = await openDatabase({ databaseUrl: target.toString() });
    await migrate(handle);
    await seedPages(handle.db, { count: PAGES, componentsPerPage: 3 });
    await handle.db.execute(sql.raw('VACUUM ANALYZE'));
    await handle.close();
    await measure('PostgreSQL', { DATABASE_URL: target.toString(), DATA_DIR: dataDir });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function bundle() {
  const { initial, lazy, css, initialKb, withinBudget } = measureBundle();
  console.log('\nWeb bundle (gzip -9):');
  console.table(Object.fromEntries([...initial.map((c) => [c.file, { kind: 'entry', KB: c.kb.toFixed(1) }]), ...css.map((c) => [c.file, { kind: 'css', KB: c.kb.toFixed(1) }]), ...lazy.map((c) => [c.file, { kind: 'lazy', KB: c.kb.toFixed(1) }])]));
  console.log(`Public page JavaScript: ${initialKb.toFixed(1)} KB gzipped (budget ${PUBLIC_PAGE_BUDGET_KB} KB): ${withinBudget ? 'within' : 'OVER'} budget`);
}

const only = process.argv[2];
if (!only || only === 'bundle') bundle();
if (!only || only === 'pglite') await benchPglite();
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!only || only === 'postgres') {
  if (pgUrl) await benchPostgres(pgUrl);
  else console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or DATABASE_URL).');
}
