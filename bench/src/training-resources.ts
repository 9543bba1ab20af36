/**
 * `npm run bench -- training-resources`: scenario (m), the training resources (issue 25 item 9), on
 * PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL), on a database of its own: the large data set's
 * members (`volume.ts`), and 5,000 published training resources in 6 types and 8 themes, the first
 * 2,000 with 5 reviews each (ratings kept on the resource as the reviews' writes keep them). Measured
 * with autocannon as a visitor reading French, while a signed-in member writes 5 reviews and 20 likes
 * a second, each on another resource (every write through the API, counters kept in its transaction):
 *
 * (m1) the list's reads (`trainingResourcesScreens.main`: the resources newest first with their types
 *      and themes, then the type and theme lists), each request another page, one in three narrowed
 *      by a type or a theme;
 * (m2) a resource's screen (`trainingResourceRead`: the resource with its type, themes, files and the
 *      resources and requests it grows from; its reviews' count and average), each request another
 *      resource;
 * each against the baseline route answering a body of its own size. Target: ≥ 4 % of that baseline
 * and p99 < 50 ms. It prints the figures and never fails on them.
 */
import { sql } from 'drizzle-orm';
import { screenReads, trainingResourceRead, trainingResourcesScreens } from '../../packages/domain/src/index.ts';
import type { BlockScreen } from '../../packages/domain/src/index.ts';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { systemContext, withTranslations } from '../../packages/server/src/seed/operations.ts';
import { BulkWriter } from '../../packages/server/src/seed/volume/bulk.ts';
import { Random } from '../../packages/server/src/seed/volume/random.ts';
import { VOLUME_EMAIL_DOMAIN } from '../../packages/server/src/seed/volume/index.ts';
import { itemTitle, richText } from '../../packages/server/src/seed/volume/text.ts';
import { startServerProcess } from '../../packages/server/src/test/server-process.ts';
import { BENCH_ADMIN } from './admin.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { averageBytes, CONNECTIONS, DURATION, HEADERS, load, row, steadyWriter, summariseProfile, withBenchDatabase, BEHIND_PROXY } from './measure.ts';
import { seedVolumeForBench, signInMember } from './volume.ts';

const RESOURCES = 5_000;
const REVIEWED = 2_000;
const REVIEWS_EACH = 5;
const REVIEWS_PER_SECOND = 5;
const LIKES_PER_SECOND = 20;
const PROPS = { title: 'Training resources', perPage: 12 };
const TYPES = ['course', 'video', 'guide', 'webinar', 'book', 'tool'].map((name) => ({ id: `bench-${name}`, name: { en: name, fr: name } }));
const THEMES = ['communication', 'mobility', 'access', 'school', 'work', 'home', 'leisure', 'health'].map((name) => ({ id: `bench-${name}`, name: { en: name, fr: name } }));
const OBJECTIVES = ['personal', 'project', 'integration', 'other'] as const;

/** The resources, their themes and reviews, in bulk (each row checked as an API write), then the counters their writes keep. */
async function seedResources(db: Parameters<typeof systemContext>[0], authors: string[], reviewers: string[]): Promise<string[]> {
  const random = new Random(25);
  const bulk = new BulkWriter(systemContext(db));
  await bulk.insert('training-resource-types', TYPES.map((type) => bulk.values('training-resource-types', withTranslations({}, { name: type.name }), { id: type.id })));
  await bulk.insert('training-resource-themes', THEMES.map((theme) => bulk.values('training-resource-themes', withTranslations({}, { name: theme.name }), { id: theme.id })));
  const pools = new Map<string, ReturnType<typeof richText>[]>();
  const body = (device: Parameters<typeof richText>[1] & object) => {
    let pool = pools.get(device.en);
    if (!pool) pools.set(device.en, (pool = Array.from({ length: 20 }, () => richText(random, device))));
    return random.pick(pool);
  };
  const ids: string[] = [];
  const resources: Record<string, unknown>[] = [];
  const themes: { ownerId: string; relatedId: string; position: number }[] = [];
  const reviews: Record<string, unknown>[] = [];
  for (let n = 0; n < RESOURCES; n++) {
    const id = random.uuid();
    ids.push(id);
    const { title, device } = itemTitle(random);
    const author = random.pick(authors);
    const publishedAt = new Date(Date.now() - random.int(1, 900) * 86_400_000);
    resources.push(
      bulk.values('training-resources', withTranslations({ publishedAt: publishedAt.toISOString(), licenseId: 'CC-BY-SA-4.0' }, { title, description: body(device), source: { en: 'Relais bench', fr: 'Banc Relais' } }), {
        id,
        resourceTypeId: random.pick(TYPES).id,
        createdById: author,
        updatedById: author,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      }),
    );
    random.sample(THEMES, 2).forEach((theme, position) => themes.push({ ownerId: id, relatedId: theme.id, position }));
    if (n < REVIEWED) {
      for (const reviewer of random.sample(reviewers, REVIEWS_EACH)) {
        const objective = random.pick(OBJECTIVES);
        reviews.push(
          bulk.values(
            'training-resource-reviews',
            { objective, recipientsCount: objective === 'personal' ? null : random.int(1, 40), reviewRating: random.int(1, 5), reviewComment: 'Clear, and useful with our pupils.' },
            { id: random.uuid(), resourceId: id, createdById: reviewer, reviewedAt: publishedAt, createdAt: publishedAt, updatedAt: publishedAt },
          ),
        );
      }
    }
  }
  await bulk.insert('training-resources', resources);
  await bulk.link('training-resources', 'themes', themes);
  await bulk.insert('training-resource-reviews', reviews);
  await db.execute(sql`update training_resources r set reviews_count = s.n, reviews_average_rating = s.average
    from (select resource_id, count(*)::int n, round(avg(review_rating), 2) average from training_resource_reviews where review_rating is not null group by resource_id) s where s.resource_id = r.id`);
  await db.execute(sql`update training_resource_themes t set resources_count = (select count(*)::int from training_resources_themes j where j.related_id = t.id)`);
  return ids;
}

export async function benchTrainingResources(url: string): Promise<void> {
  await withBenchDatabase(url, 'relais_bench_training', async (databaseUrl, dataDir) => {
    const handle = await openDatabase({ databaseUrl });
    await migrate(handle);
    const started = Date.now();
    const volume = await seedVolumeForBench(handle.db, dataDir);
    const users = ((await handle.db.execute(sql`select id, email from users where email like ${`%@${VOLUME_EMAIL_DOMAIN}`} order by md5(id::text) limit 400`)) as unknown as { rows: { id: string; email: string }[] }).rows;
    const others = users.filter((user) => user.email !== volume.memberEmail).map((user) => user.id);
    const ids = await seedResources(handle.db, others.slice(0, 100), others.slice(100));
    await handle.db.execute(sql.raw('VACUUM ANALYZE'));
    console.log(`\n(m) PostgreSQL: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: the large set, ${RESOURCES} training resources, ${REVIEWED * REVIEWS_EACH} reviews`);
    await handle.close();

    // With `--profile`: the server's CPU profile during (m2), its top functions printed.
    const profileDir = process.argv.includes('--profile') ? mkdtempSync(join(tmpdir(), 'relais-profile-')) : null;
    const server = await startServerProcess(
      { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...BEHIND_PROXY, BENCH_BASELINE: 'true', SEED_DEMO: 'false', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password },
      { notInherited: [], nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] },
    );
    try {
      // The list's reads, page after page; one call in three narrowed by a type or a theme.
      const pages = Math.ceil(RESOURCES / PROPS.perPage);
      const listCalls: string[] = [];
      for (let n = 0; n < 600; n++) {
        const query: Record<string, string> = { page: String((n % pages) + 1) };
        if (n % 3 === 1) Object.assign(query, { type: TYPES[n % TYPES.length]!.id, page: String((n % 10) + 1) });
        if (n % 3 === 2) Object.assign(query, { theme: THEMES[n % THEMES.length]!.id, page: String((n % 10) + 1) });
        listCalls.push(...Object.values(screenReads(trainingResourcesScreens.main as BlockScreen<never, never>, { props: PROPS as never, params: {} as never, query })).map((read) => read as string));
      }
      const listPath = (n: number) => listCalls[(n - 1) % listCalls.length]!;
      const resourcePath = (n: number) => trainingResourceRead(ids[(n * 7919) % ids.length]!).url;
      for (const path of [listPath(1), listPath(4), resourcePath(1)]) {
        const response = await fetch(server.url + path, { headers: HEADERS });
        const text = await response.text();
        if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 500)}`);
        if (path.includes('sort=-publishedAt') && (JSON.parse(text) as { data: unknown[] }).data.length === 0) throw new Error(`${path} answered no resource`);
      }
      // Warm-up: JIT, connection pool, the database's buffers.
      await load(server.url + listPath(1), 3, { pathOf: listPath, pages: listCalls.length });
      await load(server.url + resourcePath(1), 2, { pathOf: resourcePath, pages: ids.length });

      // The writers: the member reviews resources nobody made them review yet, and likes others, each once.
      const member = await signInMember(server, volume.memberEmail, HEADERS);
      const reviewing = steadyWriter(server, REVIEWS_PER_SECOND, (n) => ({
        path: 'training-resource-reviews',
        body: { data: { type: 'training-resource-reviews', attributes: { objective: 'project', recipientsCount: 6, reviewRating: (n % 5) + 1, reviewComment: `Used with six pupils (${n}).` }, relationships: { resource: { data: { type: 'training-resources', id: ids[(n * 31) % ids.length]! } } } } },
        headers: member,
      }));
      const liking = steadyWriter(server, LIKES_PER_SECOND, (n) => ({
        path: 'likes',
        body: { data: { type: 'likes', attributes: {}, relationships: { likable: { data: { type: 'training-resources', id: ids[ids.length - 1 - (n % ids.length)]! } } } } },
        headers: member,
      }));
      const list = await load(server.url + listPath(1), DURATION, { pathOf: listPath, pages: listCalls.length });
      const screen = await load(server.url + resourcePath(1), DURATION, { pathOf: resourcePath, pages: ids.length });
      const reviewed = reviewing.stop();
      const liked = liking.stop();
      const listBytes = await averageBytes(server, [listPath(1), listPath(2), listPath(3), listPath(4)]);
      const screenBytes = await averageBytes(server, [resourcePath(1), resourcePath(2), resourcePath(3)]);
      const listBaseline = await load(`${server.url}/bench/baseline?bytes=${listBytes}`, DURATION);
      const screenBaseline = await load(`${server.url}/bench/baseline?bytes=${screenBytes}`, DURATION);
      console.log(`(m) PostgreSQL: ${CONNECTIONS} connections, ${DURATION} s each, as a visitor reading French`);
      console.table({
        '(m1) /training-resources reads + 5 reviews/s and 20 likes/s': row(list, listBaseline, '≥ 4%, p99 < 50 ms'),
        [`(d) baseline, ${listBytes} bytes as (m1)`]: row(listBaseline, listBaseline),
        '(m2) a resource with its reviews + the same writes': row(screen, screenBaseline, '≥ 4%, p99 < 50 ms'),
        [`(d) baseline, ${screenBytes} bytes as (m2)`]: row(screenBaseline, screenBaseline),
      });
      console.log(`(m) the reviews client sent ${reviewed.sent}: statuses ${JSON.stringify(reviewed.statuses)}, p99 ${reviewed.p99} ms; the likes client sent ${liked.sent}: statuses ${JSON.stringify(liked.statuses)}, p99 ${liked.p99} ms`);
    } finally {
      await server.stop();
    }
    if (profileDir) {
      summariseProfile(profileDir, '(m)');
      rmSync(profileDir, { recursive: true, force: true });
    }
  });
}
