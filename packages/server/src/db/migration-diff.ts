import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { MIGRATIONS_DIR } from './migrate.ts';
import { allTables } from './schema.ts';

export interface Journal {
  version: string;
  dialect: 'postgresql';
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

export const META_DIR = join(MIGRATIONS_DIR, 'meta');
export const JOURNAL_PATH = join(META_DIR, '_journal.json');
export const snapshotPath = (idx: number) => join(META_DIR, `${String(idx).padStart(4, '0')}_snapshot.json`);

export function readJournal(): Journal {
  return existsSync(JOURNAL_PATH) ? JSON.parse(readFileSync(JOURNAL_PATH, 'utf8')) : { version: '7', dialect: 'postgresql', entries: [] };
}

/**
 * The difference between the tables the registry derives and the last committed snapshot: the SQL
 * statements a new migration would hold (none when the migrations are up to date).
 */
export async function pendingMigration(journal = readJournal()) {
  const last = journal.entries.at(-1);
  const previous = last ? JSON.parse(readFileSync(snapshotPath(last.idx), 'utf8')) : generateDrizzleJson({});
  const current = generateDrizzleJson(allTables(), previous.id);
  return { previous, current, statements: await generateMigration(previous, current), last };
}
