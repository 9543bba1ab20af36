import type { Database, Executor } from '../db/client.ts';

/**
 * An in-process cache of data derived from the database, keyed by (version, locale). Entries of an
 * older version are dropped as soon as a newer one is stored, so memory stays bounded by the number
 * of locales, and a process that missed a change sees the new version on its next read.
 */
export class VersionedCache<T> {
  #version = -1;
  readonly #entries = new Map<string, Promise<T>>();

  /** `maxEntries`: past that many keys for one version, a new key's value is loaded and not kept. */
  async get(version: number, locale: string, load: () => Promise<T>, { maxEntries = Infinity }: { maxEntries?: number } = {}): Promise<T> {
    if (version !== this.#version) {
      if (version < this.#version) return load();
      this.#version = version;
      this.#entries.clear();
    }
    let entry = this.#entries.get(locale);
    if (!entry && this.#entries.size >= maxEntries) return load();
    if (!entry) {
      entry = load();
      this.#entries.set(locale, entry);
      // A failed load is not cached: the next read tries again.
      entry.catch(() => this.#entries.get(locale) === entry && this.#entries.delete(locale));
    }
    return entry;
  }
}

/**
 * One set of caches per database: an app process has one, but tests run several apps, each on its
 * own database, in one process.
 */
const byDatabase = new WeakMap<Executor, Map<string, VersionedCache<unknown>>>();

export function cacheFor<T>(db: Database, name: string): VersionedCache<T> {
  let caches = byDatabase.get(db);
  if (!caches) byDatabase.set(db, (caches = new Map()));
  let cache = caches.get(name);
  if (!cache) caches.set(name, (cache = new VersionedCache<unknown>()));
  return cache as VersionedCache<T>;
}
