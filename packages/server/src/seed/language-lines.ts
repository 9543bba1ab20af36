import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import { tablesOf } from '../services/tables.ts';
import { bumpVersion } from '../services/versions.ts';

const DIR = join(import.meta.dirname, 'language-lines');

export interface CatalogueLine {
  group: string;
  key: string;
  text: Record<string, string>;
}

/** The shell's messages shipped with the code (`language-lines/<locale>.json`), one line per key. */
export function readCatalogue(): CatalogueLine[] {
  const lines = new Map<string, CatalogueLine>();
  for (const locale of LOCALES) {
    const messages = JSON.parse(readFileSync(join(DIR, `${locale}.json`), 'utf8')) as Record<string, Record<string, string>>;
    for (const [group, keys] of Object.entries(messages)) {
      for (const [key, text] of Object.entries(keys)) {
        const id = `${group}.${key}`;
        const line = lines.get(id) ?? { group, key, text: {} };
        line.text[locale] = text;
        lines.set(id, line);
      }
    }
  }
  return [...lines.values()];
}

/**
 * Adds the catalogue's keys the database lacks; a key already there is left alone, since an admin
 * may have edited it. Moves the language-lines version when it added any. Answers how many.
 */
export async function syncLanguageLines(executor: Executor): Promise<number> {
  const table = tablesOf('language-lines').table;
  const inserted = await executor.insert(table).values(readCatalogue()).onConflictDoNothing().returning({ id: table.id });
  if (inserted.length) await bumpVersion(executor, 'language-lines');
  return inserted.length;
}
