/**
 * Scenario (q): the global search (issue 29) over 100,000 searchable records — the large data set
 * (`volume.ts`: organizations, repository items, forum subjects and messages, articles), topped up
 * with published blog posts — as a visitor reading French, each request another query: (q1) one
 * word, (q3) three words, while a member posts 5 forum messages a second (each one a searchable
 * record, indexed in its transaction). On PostgreSQL, on a database of its own, against the baseline
 * route answering a body of the same size. Prints the search documents' table and index sizes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { withSearchDocumentsDeferred } from '../../packages/server/src/db/search-documents.ts';
import { systemContext, withTranslations } from '../../packages/server/src/seed/operations.ts';
import { BulkWriter } from '../../packages/server/src/seed/volume/bulk.ts';
import { Random } from '../../packages/server/src/seed/volume/random.ts';
import { itemTitle, richText } from '../../packages/server/src/seed/volume/text.ts';
import { startServerProcess } from '../../packages/server/src/test/server-process.ts';
import { BENCH_ADMIN } from './admin.ts';
import { postMessages, seedVolumeForBench, signInMember } from './volume.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const HEADERS = { accept: 'application/vnd.api+json', 'accept-language': 'fr' };
export const SEARCH_RECORDS = Number(process.env.BENCH_SEARCH_RECORDS ?? 100_000);

/** Words people type: devices, situations, places, in both languages, some cut short as one types. */
const ONE_WORD = ['contacteur', 'switch', 'clavier', 'keyboard', 'tablette', 'joystick', 'pictogrammes', 'fauteuil', 'wheelchair', 'synthèse', 'oculaire', 'eye', 'commu', 'LifeCompanion', 'préhension', 'Bluetooth', 'keyguard', 'Lyon', 'école', 'config'];
const THREE_WORDS = ['contacteur fauteuil école', 'eye tracking device', 'tableau de communication', 'support tablette fauteuil', 'clavier adapté bureau', 'switch interface bluetooth', 'synthèse vocale application', 'souris joystick fauteuil', 'pictogram set school', 'commande oculaire maison'];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, seconds: number, pathOf?: (n: number) => string, pages = 1): Promise<Figures> {
  let next = 0;
  const options: autocannon.Options = { url, connections: CONNECTIONS, duration: seconds, headers: HEADERS };
  if (pathOf) options.requests = [{ setupRequest: (request) => ({ ...request, path: pathOf((next++ % pages) + 1) }) }];
  const result = await autocannon(options);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

/** Published blog posts up to `SEARCH_RECORDS` search documents, in bulk (the triggers index each). */
export async function topUp(db: Parameters<typeof systemContext>[0], missing: number): Promise<void> {
  const random = new Random(29);
  const bulk = new BulkWriter(systemContext(db));
  // Bodies from a pool per device, as the large set does: each distinct text is sanitised once.
  const pools = new Map<string, ReturnType<typeof richText>[]>();
  const body = (device: Parameters<typeof richText>[1] & object) => {
    let pool = pools.get(device.en);
    if (!pool) pools.set(device.en, (pool = Array.from({ length: 40 }, () => richText(random, device))));
    return random.pick(pool);
  };
  for (let start = 0; start < missing; start += 5_000) {
    const rows: Record<string, unknown>[] = [];
    for (let n = start; n < Math.min(missing, start + 5_000); n++) {
      const { title, device } = itemTitle(random);
      const publishedAt = new Date(Date.now() - random.int(1, 700) * 86_400_000);
      rows.push(
        bulk.values('blog-posts', withTranslations({ slug: `post-${n}` }, { title, shortDescription: { en: `Notes on ${device.en}.`, fr: `Notes sur ${device.fr}.` }, content: body(device) }), {
          id: random.uuid(),
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        }),
      );
    }
    await bulk.insert('blog-posts', rows);
  }
}

export async function benchSearch(url: string): Promise<void> {
  const name = `relais_bench_search_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'relais-bench-'));
  try {
    const handle = await openDatabase({ databaseUrl: target.toString() });
    await migrate(handle);
    const started = Date.now();
    const volume = await seedVolumeForBench(handle.db, dataDir);
    const count = async () => Number(((await handle.db.execute(sql`select count(*)::int n from search_documents`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const fromVolume = await count();
    await handle.db.transaction((tx) => withSearchDocumentsDeferred(tx, () => topUp(tx, Math.max(0, SEARCH_RECORDS - fromVolume))));
    await handle.db.execute(sql.raw('VACUUM ANALYZE'));
    const documents = await count();
    const sizes = ((await handle.db.execute(sql`select pg_size_pretty(pg_table_size('search_documents')) as data,
      pg_size_pretty(pg_indexes_size('search_documents')) as indexes,
      pg_size_pretty(pg_relation_size('search_documents_document_idx')) as words_index,
      pg_size_pretty(pg_relation_size('search_documents_words_trgm_idx')) as trigram_index`)) as unknown as { rows: Record<string, string>[] }).rows[0]!;
    console.log(`\n(q) PostgreSQL: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${documents} search documents (${fromVolume} from the large set, the rest blog posts)`);
    console.log(`(q) the search's storage: table ${sizes.data}, indexes ${sizes.indexes} (full text ${sizes.words_index}, trigrams ${sizes.trigram_index})`);
    await handle.close();

    const server = await startServerProcess({ DATABASE_URL: target.toString(), DATA_DIR: dataDir, BENCH_BASELINE: 'true', SEED_DEMO: 'false', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password }, { notInherited: [] });
    try {
      const searchPath = (words: readonly string[]) => (n: number) => `/api/v1/services/search?q=${encodeURIComponent(words[(n - 1) % words.length]!)}`;
      for (const words of [ONE_WORD, THREE_WORDS]) {
        const first = await fetch(server.url + searchPath(words)(1), { headers: HEADERS });
        if (!first.ok) throw new Error(`The search answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
      }
      const member = await signInMember(server, volume.memberEmail, HEADERS);
      await load(server.url + searchPath(ONE_WORD)(1), 3, searchPath(ONE_WORD), ONE_WORD.length);
      const posting = postMessages(server, member, volume.subjects, 5, HEADERS);
      const q1 = await load(server.url + searchPath(ONE_WORD)(1), DURATION, searchPath(ONE_WORD), ONE_WORD.length);
      const q3 = await load(server.url + searchPath(THREE_WORDS)(1), DURATION, searchPath(THREE_WORDS), THREE_WORDS.length);
      const posted = posting.stop();
      const sizeOf = async (pathOf: (n: number) => string, n: number) =>
        Math.round((await Promise.all(Array.from({ length: n }, async (_, i) => Buffer.byteLength(await (await fetch(server.url + pathOf(i + 1), { headers: HEADERS })).text())))).reduce((a, b) => a + b, 0) / n);
      const bytes1 = await sizeOf(searchPath(ONE_WORD), ONE_WORD.length);
      const bytes3 = await sizeOf(searchPath(THREE_WORDS), THREE_WORDS.length);
      const d1 = await load(`${server.url}/bench/baseline?bytes=${bytes1}`, Math.max(2, Math.round(DURATION / 2)));
      const d3 = await load(`${server.url}/bench/baseline?bytes=${bytes3}`, Math.max(2, Math.round(DURATION / 2)));
      const row = (f: Figures, baseline: Figures, target: string) => ({
        'req/s': Math.round(f.rps),
        'p50 ms': f.p50,
        'p99 ms': f.p99,
        'req/s of baseline': `${((f.rps / baseline.rps) * 100).toFixed(1)}%`,
        'errors/non-2xx': `${f.errors}/${f.non2xx}`,
        target,
      });
      console.log(`(q) PostgreSQL: ${CONNECTIONS} connections, ${DURATION} s each, as a visitor reading French`);
      console.table({
        '(q1) one word + 5 messages/s': row(q1, d1, 'p99 < 50 ms'),
        [`(d) baseline, ${bytes1} bytes as (q1)`]: row(d1, d1, ''),
        '(q3) three words + 5 messages/s': row(q3, d3, 'p99 < 50 ms'),
        [`(d) baseline, ${bytes3} bytes as (q3)`]: row(d3, d3, ''),
      });
      console.log(`(q) queries: ${ONE_WORD.length} single words and ${THREE_WORDS.length} three-word phrases in turn; the poster sent ${posted.sent}: statuses ${JSON.stringify(posted.statuses)}`);
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
