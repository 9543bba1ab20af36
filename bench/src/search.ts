/**
 * Scenario (q): the global search (issue 29) over 100,000 searchable records — the large data set
 * (`volume.ts`: organizations, repository items, forum subjects and messages, articles), topped up
 * with published blog posts — as a visitor reading French, each request another query: (q1) one
 * word, (q3) three words, while a member posts 5 forum messages a second (each one a searchable
 * record, indexed in its transaction). On PostgreSQL, on a database of its own, against the baseline
 * route answering a body of the same size. Prints the search documents' table and index sizes.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { withSearchDocumentsDeferred } from '../../packages/server/src/db/search-documents.ts';
import { systemContext, withTranslations } from '../../packages/server/src/seed/operations.ts';
import { BulkWriter } from '../../packages/server/src/seed/volume/bulk.ts';
import { Random } from '../../packages/server/src/seed/volume/random.ts';
import { itemTitle, richText } from '../../packages/server/src/seed/volume/text.ts';
import { startServerProcess } from '../../packages/server/src/test/server-process.ts';
import { BENCH_ADMIN } from './admin.ts';
import { averageBytes, CONNECTIONS, DURATION, HEADERS, load, row, withBenchDatabase } from './measure.ts';
import { postMessages, seedVolumeForBench, signInMember } from './volume.ts';

export const SEARCH_RECORDS = Number(process.env.BENCH_SEARCH_RECORDS ?? 100_000);

/** Words people type: devices, situations, places, in both languages, some cut short as one types. */
const ONE_WORD = ['contacteur', 'switch', 'clavier', 'keyboard', 'tablette', 'joystick', 'pictogrammes', 'fauteuil', 'wheelchair', 'synthèse', 'oculaire', 'eye', 'commu', 'LifeCompanion', 'préhension', 'Bluetooth', 'keyguard', 'Lyon', 'école', 'config'];
const THREE_WORDS = ['contacteur fauteuil école', 'eye tracking device', 'tableau de communication', 'support tablette fauteuil', 'clavier adapté bureau', 'switch interface bluetooth', 'synthèse vocale application', 'souris joystick fauteuil', 'pictogram set school', 'commande oculaire maison'];

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
  await withBenchDatabase(url, 'relais_bench_search', async (databaseUrl, dataDir) => {
    const handle = await openDatabase({ databaseUrl });
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
      pg_size_pretty(pg_total_relation_size('search_words')) as vocabulary`)) as unknown as { rows: Record<string, string>[] }).rows[0]!;
    // Each index by name, as the migrations and the search's definitions make them.
    const indexes = ((await handle.db.execute(sql`select indexrelid::regclass::text as name, pg_size_pretty(pg_relation_size(indexrelid)) as size from pg_index where indrelid = 'search_documents'::regclass order by pg_relation_size(indexrelid) desc`)) as unknown as { rows: { name: string; size: string }[] }).rows;
    console.log(`\n(q) PostgreSQL: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${documents} search documents (${fromVolume} from the large set, the rest blog posts)`);
    console.log(`(q) the search's storage: table ${sizes.data}, indexes ${sizes.indexes} (${indexes.map((index) => `${index.name} ${index.size}`).join(', ')}), the typo vocabulary ${sizes.vocabulary}`);
    await handle.close();

    const server = await startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, BENCH_BASELINE: 'true', SEED_DEMO: 'false', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password }, { notInherited: [] });
    try {
      const searchPath = (words: readonly string[]) => (n: number) => `/api/v1/services/search?q=${encodeURIComponent(words[(n - 1) % words.length]!)}`;
      for (const words of [ONE_WORD, THREE_WORDS]) {
        const first = await fetch(server.url + searchPath(words)(1), { headers: HEADERS });
        if (!first.ok) throw new Error(`The search answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
      }
      const member = await signInMember(server, volume.memberEmail, HEADERS);
      await load(server.url + searchPath(ONE_WORD)(1), 3, { pathOf: searchPath(ONE_WORD), pages: ONE_WORD.length });
      const posting = postMessages(server, member, volume.subjects, 5, HEADERS);
      const q1 = await load(server.url + searchPath(ONE_WORD)(1), DURATION, { pathOf: searchPath(ONE_WORD), pages: ONE_WORD.length });
      const q3 = await load(server.url + searchPath(THREE_WORDS)(1), DURATION, { pathOf: searchPath(THREE_WORDS), pages: THREE_WORDS.length });
      const posted = posting.stop();
      const bytes1 = await averageBytes(server, ONE_WORD.map((_, i) => searchPath(ONE_WORD)(i + 1)));
      const bytes3 = await averageBytes(server, THREE_WORDS.map((_, i) => searchPath(THREE_WORDS)(i + 1)));
      const d1 = await load(`${server.url}/bench/baseline?bytes=${bytes1}`, Math.max(2, Math.round(DURATION / 2)));
      const d3 = await load(`${server.url}/bench/baseline?bytes=${bytes3}`, Math.max(2, Math.round(DURATION / 2)));
      console.log(`(q) PostgreSQL: ${CONNECTIONS} connections, ${DURATION} s each, as a visitor reading French`);
      console.table({
        '(q1) one word + 5 messages/s': row(q1, d1, 'p99 < 50 ms'),
        [`(d) baseline, ${bytes1} bytes as (q1)`]: row(d1, d1),
        '(q3) three words + 5 messages/s': row(q3, d3, 'p99 < 50 ms'),
        [`(d) baseline, ${bytes3} bytes as (q3)`]: row(d3, d3),
      });
      console.log(`(q) queries: ${ONE_WORD.length} single words and ${THREE_WORDS.length} three-word phrases in turn; the poster sent ${posted.sent}: statuses ${JSON.stringify(posted.statuses)}`);
    } finally {
      await server.stop();
    }
  });
}
