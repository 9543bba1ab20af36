/**
 * `npm run bench -- faults` and `npm run bench -- soak` (PostgreSQL: BENCH_DATABASE_URL or
 * DATABASE_URL). On a database of its own, seeds the large set at a tenth (BENCH_VOLUME_SCALE) and
 * starts the real server, then:
 *
 * - faults: the mixed load (mixed-load.ts) for BENCH_FAULTS_SECONDS (60) with every backend of the
 *   database terminated every 2 s for 10 s in the middle; prints the statuses before, during and
 *   after the cut, whether the process is alive, the acknowledged writes against the rows found,
 *   and the kept counters against a recount;
 * - soak: the same load BENCH_SOAK_RUNS (4) times without faults, the server's memory after each run.
 *
 * Both print the server's memory after each run: its RSS as the load left it, then, after a full
 * garbage collection (memory-probe.ts), its RSS, the V8 heap's size and what is live in it, and the
 * memory outside the heap. `--heap-snapshots` also writes a heap snapshot after each run (compare two
 * with heap-compare.ts). Nothing fails on the figures; the counts say what happened.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { MEMORY_LINE } from './memory-probe.ts';
import { runMixedLoad } from './mixed-load.ts';
import type { LoadTargets, MixedLoadResult, Phase } from './mixed-load.ts';
import { startServerProcess } from '../../packages/server/src/test/server-process.ts';
import type { ServerProcess } from '../../packages/server/src/test/server-process.ts';
import { seedVolumeForBench } from './volume.ts';

const SECONDS = Number(process.env.BENCH_FAULTS_SECONDS ?? 60);
const SCALE = Number(process.env.BENCH_VOLUME_SCALE ?? 0.1);
const SOAK_RUNS = Number(process.env.BENCH_SOAK_RUNS ?? 4);
const CUT_SECONDS = 10;
const TERMINATE_EVERY_MS = 2000;
/** Answers this long after the last termination still count as the cut's (requests under way). */
const CUT_GRACE_MS = 2000;
const CHECKER = 'relais-bench-check';

const HEAP_SNAPSHOTS = process.argv.includes('--heap-snapshots');
const PROBE = fileURLToPath(new URL('./memory-probe.ts', import.meta.url));
const MB = 1024 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A line of the server process's `/proc/…/status` (Linux), in MB: `VmRSS`, `RssAnon`, `RssFile`. */
const statusOf = (server: ServerProcess, field: string) => {
  const line = readFileSync(`/proc/${server.child.pid}/status`, 'utf8').split('\n').find((row) => row.startsWith(`${field}:`));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
};

interface MemoryLine {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  mallocMain: number;
  threadArenas: number;
  other: number;
  snapshot?: string;
}

/**
 * The server's memory now, in MB: its RSS as the load left it, then what memory-probe.ts reports
 * after a full collection (SIGUSR2).
 */
async function memoryOf(server: ServerProcess, snapshots: string[]) {
  const rss = statusOf(server, 'VmRSS');
  const seen = server.output().split(MEMORY_LINE).length;
  server.child.kill('SIGUSR2');
  for (let i = 0; server.output().split(MEMORY_LINE).length === seen; i++) {
    if (i > 600) throw new Error(`the server's memory probe never answered:\n${server.output().slice(-2000)}`);
    await sleep(100);
  }
  const line = JSON.parse(server.output().split(MEMORY_LINE).at(-1)!.split('\n')[0]!) as MemoryLine;
  if (line.snapshot) snapshots.push(line.snapshot);
  return {
    'RSS': rss,
    'RSS after GC': Math.round(line.rss / MB),
    'heap total': Math.round(line.heapTotal / MB),
    'heap used': Math.round(line.heapUsed / MB),
    'external': Math.round(line.external / MB),
    'malloc main': Math.round(line.mallocMain / MB),
    'malloc threads': Math.round(line.threadArenas / MB),
    'other anonymous': Math.round(line.other / MB),
  };
}

async function rows<T>(client: pg.Client, text: string, values: unknown[] = []): Promise<T[]> {
  return (await client.query(text, values)).rows as T[];
}

/** Rows whose kept counter differs from a recount, keyed by table and id: the difference. */
async function counterDrift(client: pg.Client): Promise<Map<string, number>> {
  const drift = new Map<string, number>();
  const read = async (label: string, text: string) => {
    for (const row of await rows<{ id: string; kept: number; counted: string }>(client, text)) drift.set(`${label}:${row.id}`, row.kept - Number(row.counted));
  };
  await read('messagesCount', 'select s.id, s.messages_count kept, (select count(*) from forum_subject_messages m where m.subject_id = s.id) counted from forum_subjects s');
  await read('recordsCount', "select s.id, s.records_count kept, (select count(*) from stat_records r where r.resource_type = 'forum-subjects' and r.resource_id = s.id) counted from forum_subjects s");
  await read('likesCount', "select m.id, m.likes_count kept, (select count(*) from likes l where l.likable_type = 'forum-subject-messages' and l.likable_id = m.id) counted from forum_subject_messages m");
  return drift;
}

/** Terminates every backend of the database every TERMINATE_EVERY_MS for CUT_SECONDS. */
async function cut(url: string, database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  let terminated = 0;
  try {
    for (let at = 0; at < CUT_SECONDS * 1000; at += TERMINATE_EVERY_MS) {
      const [row] = await rows<{ n: string }>(admin, 'select count(*) filter (where pg_terminate_backend(pid)) n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and application_name <> $2', [database, CHECKER]);
      terminated += Number(row?.n ?? 0);
      await sleep(TERMINATE_EVERY_MS);
    }
  } finally {
    await admin.end();
  }
  return terminated;
}

async function check(db: pg.Client, result: MixedLoadResult, before: Map<string, number>, started: Date) {
  const found = async (table: string, ids: string[]) => Number((await rows<{ n: string }>(db, `select count(*) n from ${table} where id = any($1::uuid[])`, [ids]))[0]!.n);
  const written = Number((await rows<{ n: string }>(db, "select count(*) n from forum_subject_messages where content::text like '%' || $1 || '%'", [result.marker]))[0]!.n);
  const views = Number((await rows<{ n: string }>(db, "select count(*) n from stat_records where resource_type = 'forum-subjects' and recorded_at >= $1", [started]))[0]!.n);
  const after = await counterDrift(db);
  const changed = [...after].filter(([key, drift]) => (before.get(key) ?? 0) !== drift).map(([key]) => key);
  // The name an organization holds must be its last acknowledged rename or one sent after it
  // (a rename whose answer was lost to the cut may have been kept).
  const allowed = new Map<string, string[]>();
  for (const rename of result.renames) allowed.set(rename.id, rename.isAcknowledged ? [rename.name] : [...(allowed.get(rename.id) ?? []), rename.name]);
  const acknowledged = new Set(result.renames.filter((rename) => rename.isAcknowledged).map((rename) => rename.id));
  const names = await rows<{ id: string; name: string }>(db, 'select id, name from organizations where id = any($1::uuid[])', [[...acknowledged]]);
  const renamesLost = names.filter((row) => !allowed.get(row.id)!.includes(row.name)).length;
  return {
    messages: { acknowledged: result.messages.length, found: await found('forum_subject_messages', result.messages), inDatabase: written },
    likes: { acknowledged: result.likes.length, found: await found('likes', result.likes) },
    views: { acknowledged: result.views, inDatabase: views },
    renames: { sent: result.renames.length, acknowledged: result.renames.filter((rename) => rename.isAcknowledged).length, lost: renamesLost },
    countersChanged: changed.length,
    countersChangedExamples: changed.slice(0, 5),
  };
}

async function targetsOf(db: pg.Client, memberEmail: string): Promise<Pick<LoadTargets, 'likable' | 'organizations'>> {
  const likable = await rows<{ id: string }>(db, 'select m.id from forum_subject_messages m join users u on u.email = $1 where m.created_by_id is distinct from u.id and not exists (select 1 from likes l where l.user_id = u.id and l.likable_id = m.id) order by md5(m.id::text)', [memberEmail]);
  const organizations = await rows<{ id: string }>(db, 'select id from organizations order by id limit 20');
  return { likable: likable.map((row) => row.id), organizations: organizations.map((row) => row.id) };
}

const printStatuses = (label: string, statuses: Record<Phase, Record<string, number>>, unexpected: Record<Phase, number>) => {
  console.log(`\n${label}: statuses by phase (unexpected: neither 2xx nor 503 with Retry-After)`);
  console.table(Object.fromEntries((['before', 'cut', 'after'] as const).map((phase) => [phase, { ...statuses[phase], unexpected: unexpected[phase] }])));
};

export async function benchFaults(url: string, mode: 'faults' | 'soak') {
  const name = `relais_bench_${mode}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'relais-bench-'));
  // The bench's own reader of the database: its backends are spared by the cut.
  const db = new pg.Client({ connectionString: target.toString(), application_name: CHECKER });
  let server: ServerProcess | undefined;
  try {
    const handle = await openDatabase({ databaseUrl: target.toString() });
    await migrate(handle);
    const volume = await seedVolumeForBench(handle.db, dataDir, SCALE);
    await handle.close();
    await db.connect();
    const targets: LoadTargets = { ...volume, ...(await targetsOf(db, volume.memberEmail)) };
    console.log(`\n${mode}: the large set at scale ${SCALE} seeded in ${volume.seconds.toFixed(1)} s; ${SECONDS} s of mixed load${mode === 'soak' ? `, ${SOAK_RUNS} runs` : `, backends terminated every ${TERMINATE_EVERY_MS / 1000} s for ${CUT_SECONDS} s in the middle`}`);
    const snapshotDir = HEAP_SNAPSHOTS ? mkdtempSync(join(tmpdir(), 'relais-heap-')) : undefined;
    const snapshots: string[] = [];
    server = await startServerProcess(
      { DATABASE_URL: target.toString(), DATA_DIR: dataDir, SEED_DEMO: 'false', ...(snapshotDir && { BENCH_HEAP_SNAPSHOT_DIR: snapshotDir }) },
      { notInherited: [], nodeArgs: ['--expose-gc', '--import', PROBE] },
    );
    const memory: Record<string, Awaited<ReturnType<typeof memoryOf>> & { 'calls answered'?: number }> = { 'after start': await memoryOf(server, snapshots) };
    const runs = mode === 'soak' ? SOAK_RUNS : 1;
    for (let run = 1; run <= runs; run++) {
      const before = await counterDrift(db);
      const started = new Date(Date.now() - 1000);
      let phase: Phase = 'before';
      let terminated = 0;
      const cutting =
        mode === 'faults'
          ? sleep(((SECONDS - CUT_SECONDS) / 2) * 1000).then(async () => {
              phase = 'cut';
              terminated = await cut(url, name);
              await sleep(CUT_GRACE_MS);
              phase = 'after';
            })
          : Promise.resolve();
      const result = await runMixedLoad(server, targets, { seconds: SECONDS, run, phaseOf: () => phase });
      await cutting;
      const answered = Object.values(result.statuses).reduce((sum, byStatus) => sum + Object.values(byStatus).reduce((a, b) => a + b, 0), 0);
      memory[`after run ${run}`] = { ...(await memoryOf(server, snapshots)), 'calls answered': answered };
      const isAlive = server.isAlive();
      printStatuses(`${mode} run ${run}`, result.statuses, result.unexpected);
      if (result.examples.length) console.log(`unexpected answers, first ones:\n  ${result.examples.join('\n  ')}`);
      // Writes a 503 interrupted may still be committing: let them land before counting.
      await sleep(1000);
      console.log(`${mode} run ${run}: process alive ${isAlive}; backends terminated ${terminated}`);
      console.log(JSON.stringify(await check(db, result, before, started), null, 2));
    }
    console.log(`\n${mode}: the server's memory (MB; all but the first RSS after a full garbage collection; malloc main, malloc threads and other anonymous: memory-probe.ts's anonymousParts)`);
    console.table(memory);
    console.log(`glibc malloc: MALLOC_MMAP_THRESHOLD_=${process.env.MALLOC_MMAP_THRESHOLD_ ?? '(unset: its dynamic threshold)'}, MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '(unset)'}`);
    if (snapshots.length) console.log(`heap snapshots (node --import tsx bench/src/heap-compare.ts <earlier> <later>):\n  ${snapshots.join('\n  ')}`);
  } finally {
    await server?.stop();
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
