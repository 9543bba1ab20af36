import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../paths.ts';
import { apiRequest } from '../api-client.ts';
import type { Messages } from './i18n.ts';

export interface LanguageLines {
  data: Messages;
  meta: { locale: string; version: number | string };
}

/** Spec §9: the translation cache lasts one day, and is refreshed sooner on a version change. */
export const LANGUAGE_LINES_CACHE_MS = 24 * 60 * 60 * 1000;

const storageKey = (locale: string) => `relais.languageLines.${locale}`;

interface StoredLines {
  savedAt: number;
  lines: LanguageLines;
}

/** The messages kept in this browser for `locale`, if less than a day old. */
export function readStoredLines(locale: string, now = Date.now()): LanguageLines | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(locale)) ?? 'null') as StoredLines | null;
    if (!stored || typeof stored.savedAt !== 'number' || !stored.lines?.data || now - stored.savedAt > LANGUAGE_LINES_CACHE_MS || stored.savedAt > now) return null;
    return stored.lines;
  } catch {
    return null; // unreadable or storage disabled: ask the server
  }
}

function storeLines(locale: string, lines: LanguageLines) {
  try {
    localStorage.setItem(storageKey(locale), JSON.stringify({ savedAt: Date.now(), lines } satisfies StoredLines));
  } catch {
    // Storage full or disabled: the messages then come from the server each time.
  }
}

export async function getLanguageLines(locale: string, signal?: AbortSignal): Promise<LanguageLines> {
  const lines = await apiRequest<LanguageLines>(paths.api.webLanguageLines, { locale, signal });
  storeLines(locale, lines);
  return lines;
}

export const languageLinesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['web-language-lines', locale],
    queryFn: ({ signal }) => readStoredLines(locale) ?? getLanguageLines(locale, signal),
    staleTime: Infinity,
  });

/**
 * The messages of `locale` at the server's `version`: the cached ones if they are of that version,
 * else fresh from the server (and cached again).
 */
export async function languageLinesAt(queryClient: QueryClient, locale: string, version: string): Promise<LanguageLines> {
  const lines = await queryClient.fetchQuery(languageLinesQueryOptions(locale));
  if (String(lines.meta.version) === version) return lines;
  const fresh = await getLanguageLines(locale);
  queryClient.setQueryData(languageLinesQueryOptions(locale).queryKey, fresh);
  return fresh;
}
