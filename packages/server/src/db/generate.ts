/**
 * `npm run db:generate [-- --name what | --custom what | --check]`: writes the next migration from
 * the difference between the tables derived from the registry and the last snapshot, in drizzle-kit's
 * folder format (`NNNN_name.sql`, `meta/NNNN_snapshot.json`, `meta/_journal.json`) that the migrator
 * reads. The registry builds tables at run time, which drizzle-kit's CLI cannot discover by export
 * name, so this uses drizzle-kit's programmatic API instead.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from './migrate.ts';
import { JOURNAL_PATH, META_DIR, pendingMigration, readJournal, snapshotPath } from './migration-diff.ts';

async function generate({ custom, name, check }: { custom: boolean; name: string; check: boolean }) {
  mkdirSync(META_DIR, { recursive: true });
  const journal = readJournal();
  const { previous, current, statements, last } = await pendingMigration(journal);
  if (check) {
    if (statements.length) {
      console.error(`The migrations are behind the registry by ${statements.length} statement(s); run npm run db:generate.`);
      process.exitCode = 1;
    } else console.log('Migrations match the registry.');
    return;
  }
  if (!custom && statements.length === 0) {
    console.log('No change: the migrations already match the registry.');
    return;
  }
  const idx = last ? last.idx + 1 : 0;
  const tag = `${String(idx).padStart(4, '0')}_${name.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`;
  const snapshot = { ...current, id: custom ? randomUUID() : current.id, prevId: previous.id };
  const sql = custom ? '-- Custom SQL migration\n' : statements.join('\n--> statement-breakpoint\n') + '\n';
  writeFileSync(join(MIGRATIONS_DIR, `${tag}.sql`), sql);
  writeFileSync(snapshotPath(idx), JSON.stringify(snapshot, null, 2) + '\n');
  journal.entries.push({ idx, version: '7', when: Date.now(), tag, breakpoints: true });
  writeFileSync(JOURNAL_PATH, JSON.stringify(journal, null, 2) + '\n');
  console.log(`Wrote migrations/${tag}.sql (${custom ? 'custom, to fill in' : `${statements.length} statements`}).`);
}

const args = process.argv.slice(2);
const customIndex = args.indexOf('--custom');
const nameIndex = args.indexOf('--name');
await generate({
  custom: customIndex >= 0,
  check: args.includes('--check'),
  name: (customIndex >= 0 ? args[customIndex + 1] : nameIndex >= 0 ? args[nameIndex + 1] : undefined) ?? 'schema',
});
