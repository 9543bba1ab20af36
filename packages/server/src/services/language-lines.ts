import { asc } from 'drizzle-orm';
import { FALLBACK_LOCALE } from '@relais/domain';
import type { Locale } from '@relais/domain';
import type { Database } from '../db/client.ts';
import { cacheFor } from './cache.ts';
import { localize } from './localize.ts';
import { tablesOf } from './tables.ts';
import { readVersion } from './versions.ts';

/** Interface messages by group then key, e.g. `{ shell: { skipToContent: "Skip to content" } }`. */
export type Messages = Record<string, Record<string, string>>;

export interface WebLanguageLines {
  data: Messages;
  meta: { locale: Locale; version: string };
}

async function loadMessages(db: Database, locale: Locale): Promise<Messages> {
  const lines = tablesOf('language-lines').table;
  const rows = await db.select({ group: lines.group, key: lines.key, text: lines.text }).from(lines).orderBy(asc(lines.group), asc(lines.key));
  const messages: Messages = {};
  for (const row of rows) {
    // The spec's fallback is English, whatever the configured default locale.
    const text = localize(row.text, locale, FALLBACK_LOCALE);
    if (text === null) continue;
    (messages[row.group as string] ??= {})[row.key as string] = text;
  }
  return messages;
}

/** `GET /api/v1/services/web-language-lines`: cached per (language-lines version, locale). */
export async function webLanguageLines({ db, locale }: { db: Database; locale: Locale }): Promise<WebLanguageLines> {
  const version = await readVersion(db, 'language-lines');
  const data = await cacheFor<Messages>(db, 'web-language-lines').get(version, locale, () => loadMessages(db, locale));
  return { data, meta: { locale, version: String(version) } };
}
