/**
 * What every bench scenario shares: the load (autocannon, each request another path when asked),
 * the figures and their table row against a baseline, visitors' anti-forgery pairs, a steady writer
 * beside the load, and a PostgreSQL database of the scenario's own (created, then dropped with its
 * data directory). It prints; it never fails on the figures (machines are shared and noisy).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { ServerProcess } from '../../packages/server/src/test/server-process.ts';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const HEADERS = { accept: 'application/vnd.api+json', 'accept-language': 'fr' };

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** `seconds` of load on `url`; with `pathOf`, request `n` asks `pathOf((n mod pages) + 1)`, so each request reads another page. */
export async function load(url: string, seconds: number, { pathOf, pages = 1, headers = {} }: { pathOf?: (n: number) => string; pages?: number; headers?: Record<string, string> } = {}): Promise<Figures> {
  let next = 0;
  const options: autocannon.Options = { url, connections: CONNECTIONS, duration: seconds, headers: { ...HEADERS, ...headers } };
  if (pathOf) options.requests = [{ setupRequest: (request) => ({ ...request, path: pathOf((next++ % pages) + 1) }) }];
  const result = await autocannon(options);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

/** One line of a scenario's table: its figures and its share of the baseline's requests a second. */
export const row = (figures: Figures, baseline: Figures, target = '') => ({
  'req/s': Math.round(figures.rps),
  'p50 ms': figures.p50,
  'p99 ms': figures.p99,
  'req/s of baseline': `${((figures.rps / baseline.rps) * 100).toFixed(1)}%`,
  'errors/non-2xx': `${figures.errors}/${figures.non2xx}`,
  target,
});

/** The average size of the answers to `paths`, for a baseline answering as much. */
export async function averageBytes(server: ServerProcess, paths: string[], headers: Record<string, string> = {}): Promise<number> {
  const sizes = await Promise.all(paths.map(async (path) => Buffer.byteLength(await (await fetch(server.url + path, { headers: { ...HEADERS, ...headers } })).text())));
  return Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length);
}

/**
 * The bench servers sit behind a proxy as production does (`TRUST_PROXY`): each visitor below comes
 * from an address of its own, so the per-address limits count as they would for real visitors.
 */
export const BEHIND_PROXY = { TRUST_PROXY: 'true' } as const;

/** Anti-forgery pairs of `count` visitors, each from its own address, as the web's boot call (users/me) hands them out. */
export async function visitors(server: ServerProcess, count: number): Promise<Record<string, string>[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const address = { 'x-forwarded-for': `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}` };
      const response = await fetch(`${server.url}/api/v1/users/me`, { headers: { ...HEADERS, ...address } });
      const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
      const token = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
      return { cookie: cookies.join('; '), 'x-xsrf-token': token, ...address };
    }),
  );
}

/**
 * A client beside the load: `perSecond` writes, write `n` being `send(n)` (a JSON:API POST body and
 * its path under /api/v1, with the headers of whoever sends it), until stopped; answers how many it
 * sent, their statuses and latencies.
 */
export function steadyWriter(server: ServerProcess, perSecond: number, send: (n: number) => { path: string; body: unknown; headers: Record<string, string> }) {
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  let sent = 0;
  const timer = setInterval(() => {
    const { path, body, headers } = send(sent);
    sent += 1;
    const started = performance.now();
    fetch(`${server.url}/api/v1/${path}`, { method: 'POST', headers: { ...HEADERS, 'content-type': 'application/vnd.api+json', ...headers }, body: JSON.stringify(body) })
      .then((response) => {
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        latencies.push(performance.now() - started);
      })
      .catch(() => statuses.set(0, (statuses.get(0) ?? 0) + 1));
  }, 1000 / perSecond);
  return {
    stop() {
      clearInterval(timer);
      latencies.sort((a, b) => a - b);
      const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
      return { sent, statuses: Object.fromEntries(statuses), p50: at(0.5), p99: at(0.99) };
    },
  };
}

/** A PostgreSQL database of its own (`prefix_<time>`) and a data directory for `run`; both gone afterwards, failed or not. */
export async function withBenchDatabase<T>(url: string, prefix: string, run: (databaseUrl: string, dataDir: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'relais-bench-'));
  try {
    return await run(target.toString(), dataDir);
  } finally {
    // BENCH_KEEP_DATABASE=1 keeps it, to read its plans afterwards (EXPLAIN in psql); drop it by hand.
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`The bench's database ${name} is kept.`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Top functions by self time of a V8 CPU profile. */
export function summariseProfile(dir: string, during = '(b)') {
  // The main thread's (its thread id, the name's fifth part, is 0): threads (tsx's loader, the
  // server's drawing thread) write their own.
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile') && name.split('.')[4] === '0');
  if (!file) return console.log('No CPU profile was written.');
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples: number[];
    timeDeltas: number[];
  };
  const byNode = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)!;
    const where = frame.url ? `${frame.url.replace(/^.*\/node_modules\//, '~/').replace(/^.*\/packages\//, '')}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    const delta = profile.timeDeltas[i] ?? 0;
    self.set(key, (self.get(key) ?? 0) + delta);
    total += delta;
  });
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
  // The same by where the code lives: a package under node_modules, a file of ours, or native work.
  const byPlace = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const url = byNode.get(id)!.url;
    const place = !url ? '(native: syscalls, GC, idle)' : url.includes('/node_modules/') ? url.replace(/^.*\/node_modules\/((@[^/]+\/)?[^/]+).*$/, '~/$1') : url.startsWith('node:') ? 'node:*' : url.replace(/^.*\/packages\//, '').replace(/\/[^/]+$/, '/');
    byPlace.set(place, (byPlace.get(place) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  console.log(`\nCPU profile of the server during ${during}: ${(total / 1e6).toFixed(1)} s sampled; top self time`);
  console.table(Object.fromEntries(top.map(([key, micros]) => [key.slice(0, 110), { 'self ms': Math.round(micros / 1000), '%': ((micros / total) * 100).toFixed(1) }])));
  console.table(Object.fromEntries([...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([place, micros]) => [place, { 'self ms': Math.round(micros / 1000), '%': ((micros / total) * 100).toFixed(1) }])));
}
