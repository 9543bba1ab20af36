/**
 * `npm run db:generate [-- --custom name]`: writes the next migration from the difference between
 * the tables derived from the registry and the last snapshot, in drizzle-kit's folder format
 * (`NNNN_name.sql`, `meta/NNNN_snapshot.json`, `meta/_journal.json`) that the migrator reads.
 * The registry builds tables at run time, which drizzle-kit's CLI cannot discover by export name,
 * so this uses drizzle-kit's programmatic API instead.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { allTables } from './schema.ts';
import { MIGRATIONS_DIR } from './migrate.ts';

interface Journal {
  version: string;
  dialect: 'postgresql';
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

export async function generate({ custom, name, check }: { custom: boolean; name: string; check: boolean }) {
  const metaDir = join(MIGRATIONS_DIR, 'meta');
  mkdirSync(metaDir, { recursive: true });
  const journalPath = join(metaDir, '_journal.json');
  const journal: Journal = existsSync(journalPath)
    ? JSON.parse(readFileSync(journalPath, 'utf8'))
    : { version: '7', dialect: 'postgresql', entries: [] };
  const last = journal.entries.at(-1);
  const previous = last
    ? JSON.parse(readFileSync(join(metaDir, `${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8'))
    : generateDrizzleJson({});
  const current = generateDrizzleJson(allTables(), previous.id);
  const statements = custom ? [] : await generateMigration(previous, current);
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
  writeFileSync(join(MIGRATIONS_DIR, `${tag}.sql`), custom ? '-- Custom SQL migration\n' : statements.join('\n--> statement-breakpoint\n') + '\n');
  writeFileSync(join(metaDir, `${String(idx).padStart(4, '0')}_snapshot.json`), JSON.stringify(snapshot, null, 2) + '\n');
  journal.entries.push({ idx, version: '7', when: Date.now(), tag, breakpoints: true });
  writeFileSync(journalPath, JSON.stringify(journal, null, 2) + '\n');
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
