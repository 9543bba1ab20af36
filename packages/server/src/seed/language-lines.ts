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
 * The interface messages shipped with the code, `{ locale: { key: text } }` per file: a screen's own
 * group is one file (`language-lines/<group>.json`); a group every area adds to (`fields`, `kinds`)
 * is split by area (`language-lines/<area>/<group>.json`, the area being the kind's folder in the
 * domain), so an area's branch adds its messages in its own files. A key given by two files is an
 * error, not a silent override.
 */
export function readCatalogueFiles(dir = DIR): Map<string, Record<string, Record<string, string>>> {
  const groups = new Map<string, Record<string, Record<string, string>>>();
  const origin = new Map<string, string>();
  const add = (path: string, group: string) => {
    const byLocale = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, string>>;
    const merged = groups.get(group) ?? {};
    groups.set(group, merged);
    for (const [locale, messages] of Object.entries(byLocale)) {
      for (const [key, text] of Object.entries(messages)) {
        const where = `${group}.${key}.${locale}`;
        const earlier = origin.get(where);
        if (earlier) throw new Error(`The message ${group}.${key} (${locale}) is in both ${earlier} and ${path}.`);
        origin.set(where, path);
        (merged[locale] ??= {})[key] = text;
      }
    }
  };
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isFile() && entry.name.endsWith('.json')) add(join(dir, entry.name), entry.name.slice(0, -'.json'.length));
    if (entry.isDirectory()) {
      for (const name of readdirSync(join(dir, entry.name)).filter((file) => file.endsWith('.json')).sort()) add(join(dir, entry.name, name), name.slice(0, -'.json'.length));
    }
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
