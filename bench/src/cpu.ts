/**
 * `node --import tsx bench/src/cpu.ts [postgres|pglite]`: the server's own CPU time per directory
 * request (process.cpuUsage over a few thousand in-process requests, 10 at a time), a figure that
 * stays steady on a shared machine where req/s swings; with `--profile`, a CPU profile of that run
 * (top functions by self time). Used to compare engine changes; `npm run bench` gives the real figures.
 * `BENCH_CPU_PATH=/bench/baseline?bytes=23000` measures another path instead (the baseline: the server alone).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import type { DatabaseHandle } from '../../packages/server/src/db/client.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { seedOrganizations } from './seed-organizations.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
/** Another path to measure instead of the directory (`/bench/baseline?bytes=23000`: the per-request cost of the server alone). */
const PATH = process.env.BENCH_CPU_PATH;
const ORGANIZATIONS = 10_000;
const HEADERS = { accept: 'application/vnd.api+json', 'accept-language': 'fr' };
const directoryPage = (n: number) =>
  `/api/v1/organizations?page[size]=20&page[number]=${n}&sort=-accessLevel.weight,name&include=image,accessLevel` +
  '&fields[organizations]=name,unitName,completeName,shortDescription,slug,country,image,accessLevel&fields[files]=name,url,previewUrl&fields[access-levels]=name,weight';

async function run(database: DatabaseHandle, dataDir: string) {
  await migrate(database);
  await seedOrganizations(database.db, { count: ORGANIZATIONS });
  await database.db.execute(sql.raw('VACUUM ANALYZE'));
  // As the bench's server runs: production, warnings only.
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(64), BENCH_BASELINE: 'true', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, database });
  let next = 0;
  const one = async () => {
    const n = (next++ % 500) + 1;
    const response = await app.inject({ method: 'GET', url: PATH ?? directoryPage(n), headers: HEADERS });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body.slice(0, 300)}`);
  };
  const batch = async (count: number) => {
    const end = next + count;
    await Promise.all(Array.from({ length: 10 }, async () => { while (next < end) await one(); }));
  };
  await batch(600); // warm-up
  const session = process.argv.includes('--profile') ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const cpu = process.cpuUsage();
  const started = performance.now();
  await batch(REQUESTS);
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - started;
  console.log(`${database.kind}: ${REQUESTS} ${PATH ?? 'directory'} requests, server CPU ${((used.user + used.system) / 1000 / REQUESTS).toFixed(3)} ms/request (user ${(used.user / 1000 / REQUESTS).toFixed(3)}), wall ${(wall / REQUESTS).toFixed(3)} ms/request`);
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    const byNode = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    const self = new Map<string, number>();
    let total = 0;
    profile.samples!.forEach((id, i) => {
      const frame = byNode.get(id)!;
      const where = frame.url ? `${frame.url.replace(/^.*\/node_modules\//, '~/').replace(/^.*\/packages\//, '')}:${frame.lineNumber + 1}` : '';
      const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
      const delta = profile.timeDeltas![i] ?? 0;
      self.set(key, (self.get(key) ?? 0) + delta);
      total += delta;
    });
    // Inclusive share by owner: the first frame from the leaf up that belongs to a package or a file of ours.
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const ownerOf = new Map<number, string>();
    const owner = (id: number): string => {
      const known = ownerOf.get(id);
      if (known) return known;
      let at: number | undefined = id;
      let found = '';
      while (at !== undefined && !found) {
        const url = byNode.get(at)!.url;
        const lib = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
        if (lib) found = lib[1]!;
        else if (url.includes('/packages/')) found = url.replace(/^.*\/packages\//, '');
        at = parent.get(at);
      }
      found ||= byNode.get(id)!.functionName || '(node)';
      ownerOf.set(id, found);
      return found;
    };
    const owners = new Map<string, number>();
    profile.samples!.forEach((id, i) => owners.set(owner(id), (owners.get(owner(id)) ?? 0) + (profile.timeDeltas![i] ?? 0)));
    console.table(Object.fromEntries([...owners].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([key, micros]) => [key.slice(0, 100), { ms: Math.round(micros / 1000), '%': ((micros / total) * 100).toFixed(1) }])));
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BENCH_TOP ?? 30));
    console.table(Object.fromEntries(top.map(([key, micros]) => [key.slice(0, 100), { 'self ms': Math.round(micros / 1000), '%': ((micros / total) * 100).toFixed(1) }])));
  }
  await app.close();
}

const target = process.argv[2] ?? 'postgres';
const dataDir = mkdtempSync(join(tmpdir(), 'relais-cpu-'));
try {
  if (target === 'pglite') {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await run(database, dataDir);
    await database.close();
  } else {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `relais_cpu_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const at = new URL(url);
    at.pathname = `/${name}`;
    try {
      const database = await openDatabase({ databaseUrl: at.toString() });
      await run(database, dataDir);
      await database.close();
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
