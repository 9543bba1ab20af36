/** The searches a reader made last, kept in this browser only (issue 29: "recent searches kept locally"). */
export const RECENT_SEARCHES_KEY = 'relais.recentSearches';
export const RECENT_SEARCHES_MAX = 5;

export function readRecentSearches(): string[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((one): one is string => typeof one === 'string').slice(0, RECENT_SEARCHES_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts `q` first (once), keeping the last `RECENT_SEARCHES_MAX`. */
export function rememberSearch(q: string): string[] {
  const words = q.trim();
  if (!words) return readRecentSearches();
  const next = [words, ...readRecentSearches().filter((one) => one.toLowerCase() !== words.toLowerCase())].slice(0, RECENT_SEARCHES_MAX);
  try {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused (private mode): the search works without its memory.
  }
  return next;
}

export function forgetRecentSearches() {
  try {
    window.localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Nothing to forget.
  }
}
