/**
 * Scenario (l-item): an item's screen of the repository, as the repository block reads it (the
 * domain's `repositoryItemRead`: the item with its pictures, configurations, tags, categories,
 * attachments with their files and external links), as a visitor, every request another of 2,000
 * items carrying three attachments each, while a second client records 20 downloads a second of
 * those files (`POST services/stats/records`, event `download`, each moving its file's
 * `recordsCount`). On PostgreSQL, on a database of its own with the large data set (`volume.ts`),
 * compared with the baseline route answering a body of the item screen's size. (g), the category's
 * items, is measured again on the same server for comparison.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { repositoryItemRead } from '@relais/domain';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { systemContext } from '../../packages/server/src/seed/operations.ts';
import { BulkWriter } from '../../packages/server/src/seed/volume/bulk.ts';
import { startServerProcess } from '../../packages/server/src/test/server-process.ts';
import { BENCH_ADMIN } from './admin.ts';
import { averageBytes, CONNECTIONS, DURATION, HEADERS, load, row, steadyWriter, visitors, withBenchDatabase, BEHIND_PROXY } from './measure.ts';
import { itemsOfCategory, seedVolumeForBench } from './volume.ts';

const ITEMS = 2_000;
const FILES_PER_ITEM = 3;
const DOWNLOADS_PER_SECOND = 20;

/** Three public files (a configuration, a model, a guide) and their attachments on each of `items`, in bulk, checked as API writes. */
async function attachFiles(db: Parameters<typeof systemContext>[0], items: string[]): Promise<string[]> {
  const bulk = new BulkWriter(systemContext(db));
  const kinds = [
    { extension: 'lcc', mimeType: 'application/zip', category: 'lcc', size: 48_213 },
    { extension: 'stl', mimeType: 'model/stl', category: '3d', size: 1_284_000 },
    { extension: 'pdf', mimeType: 'application/pdf', category: 'doc', size: 312_400 },
  ];
  const fileIds: string[] = [];
  const files: Record<string, unknown>[] = [];
  const attachments: Record<string, unknown>[] = [];
  items.forEach((itemId, index) => {
    for (const kind of kinds.slice(0, FILES_PER_ITEM)) {
      const id = randomUUID();
      fileIds.push(id);
      const name = `item-${index + 1}.${kind.extension}`;
      files.push(bulk.values('files', { name, isPublic: true }, { id, originalName: name, mimeType: kind.mimeType, size: kind.size, hash: id.replace(/-/g, ''), isUploaded: true, storagePath: id, metadata: { category: kind.category } }));
      attachments.push(bulk.values('repository-attachments', {}, { id: randomUUID(), fileId: id, repositoryItemId: itemId }));
    }
  });
  await bulk.insert('files', files);
  await bulk.insert('repository-attachments', attachments);
  return fileIds;
}

export async function benchRepositoryItem(url: string): Promise<void> {
  await withBenchDatabase(url, 'relais_bench_item', async (databaseUrl, dataDir) => {
    const handle = await openDatabase({ databaseUrl });
    await migrate(handle);
    const started = Date.now();
    const volume = await seedVolumeForBench(handle.db, dataDir);
    const rows = (await handle.db.execute(sql`select id from repository_items order by md5(id::text) limit ${ITEMS}`)) as unknown as { rows: { id: string }[] };
    const items = rows.rows.map((one) => one.id);
    const fileIds = await attachFiles(handle.db, items);
    await handle.db.execute(sql.raw('VACUUM ANALYZE'));
    console.log(`\n(l-item) PostgreSQL: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: the large set, and ${fileIds.length} files attached to ${items.length} items`);
    await handle.close();

    const server = await startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...BEHIND_PROXY, BENCH_BASELINE: 'true', SEED_DEMO: 'false', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password }, { notInherited: [] });
    try {
      const itemPath = (n: number) => repositoryItemRead(items[(n - 1) % items.length]!).url;
      const first = await fetch(server.url + itemPath(1), { headers: HEADERS });
      const body = await first.text();
      if (!first.ok) throw new Error(`${itemPath(1)} answered ${first.status}: ${body.slice(0, 500)}`);
      const included = (JSON.parse(body) as { included?: { type: string }[] }).included ?? [];
      if (included.filter((one) => one.type === 'files').length < FILES_PER_ITEM) throw new Error('The item screen does not carry its attachments’ files.');
      // Warm-up: JIT, pool, buffers.
      await load(server.url + itemPath(1), 3, { pathOf: itemPath, pages: items.length });
      // The second client: 20 downloads a second of the items' files, each from one of 20 visitors.
      const from = await visitors(server, 20);
      const downloads = steadyWriter(server, DOWNLOADS_PER_SECOND, (n) => ({
        path: 'services/stats/records',
        body: { records: [{ event: 'download', resourceType: 'files', resourceId: fileIds[(n * 7919) % fileIds.length]! }] },
        headers: from[n % from.length]!,
      }));
      const l = await load(server.url + itemPath(1), DURATION, { pathOf: itemPath, pages: items.length });
      const recorded = downloads.stop();
      const categoryCalls = volume.categories.reduce((sum, category) => sum + category.pages, 0);
      const g = await load(server.url + itemsOfCategory(volume)(1), DURATION, { pathOf: itemsOfCategory(volume), pages: categoryCalls });
      const lBytes = await averageBytes(server, [itemPath(1), itemPath(700), itemPath(1400)]);
      const gBytes = await averageBytes(server, [itemsOfCategory(volume)(1), itemsOfCategory(volume)(7), itemsOfCategory(volume)(13)]);
      const dL = await load(`${server.url}/bench/baseline?bytes=${lBytes}`, DURATION);
      const dG = await load(`${server.url}/bench/baseline?bytes=${gBytes}`, DURATION);
      console.log(`(l-item) PostgreSQL: ${CONNECTIONS} connections, ${DURATION} s each`);
      console.table({
        '(l-item) an item with 3 attachments + 20 downloads/s': row(l, dL, '≥ 4%, p99 < 50 ms'),
        [`(d) baseline, ${lBytes} bytes as (l-item)`]: row(dL, dL),
        '(g) repository items of a category (no writes here)': row(g, dG, '≥ 4%, p99 < 50 ms'),
        [`(d) baseline, ${gBytes} bytes as (g)`]: row(dG, dG),
      });
      console.log(`(l-item) ${itemPath(1).replace(/repository-items\/[^?]+/, 'repository-items/{one of ' + items.length + '}')} as a visitor; the downloads client sent ${recorded.sent}: statuses ${JSON.stringify(recorded.statuses)}, p50 ${recorded.p50} ms, p99 ${recorded.p99} ms`);
    } finally {
      await server.stop();
    }
  });
}
