import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * The interface messages shipped with the code: one file per group (`language-lines/<group>.json`,
 * holding `{ locale: { key: text } }`), so that each area of the web keeps its messages apart.
 */
export function readCatalogueFiles(): Map<string, Record<string, Record<string, string>>> {
  const groups = new Map<string, Record<string, Record<string, string>>>();
  for (const name of readdirSync(DIR).filter((file) => file.endsWith('.json')).sort()) {
    groups.set(name.slice(0, -'.json'.length), JSON.parse(readFileSync(join(DIR, name), 'utf8')) as Record<string, Record<string, string>>);
  }
  return groups;
}

/** The catalogue as language lines: one per group and key, with its text in every locale. */
export function readCatalogue(): CatalogueLine[] {
  const lines: CatalogueLine[] = [];
  for (const [group, byLocale] of readCatalogueFiles()) {
    const keys = new Set(Object.values(byLocale).flatMap((messages) => Object.keys(messages)));
    for (const key of keys) {
      const text: Record<string, string> = {};
      for (const locale of LOCALES) {
        const message = byLocale[locale]?.[key];
        if (message !== undefined) text[locale] = message;
      }
      lines.push({ group, key, text });
    }
  }
  return lines;
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
