/**
 * A map that forgets its least recently used entries past a number of entries and, when given a
 * weight per entry (characters of text), past a total weight: each memo of the process is one of
 * these, so none grows with what requests send (docs/decisions.md lists their sizes).
 */
export class LruMap<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #maxEntries: number;
  readonly #maxWeight: number;
  readonly #weigh: (key: K, value: V) => number;
  #weight = 0;

  constructor({ maxEntries, maxWeight = Infinity, weigh = () => 0 }: { maxEntries: number; maxWeight?: number; weigh?: (key: K, value: V) => number }) {
    this.#maxEntries = maxEntries;
    this.#maxWeight = maxWeight;
    this.#weigh = weigh;
  }

  get size() {
    return this.#entries.size;
  }

  get weight() {
    return this.#weight;
  }

  /** The entry, now the most recently used. */
  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key)!;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Keeps the entry unless it alone weighs more than the whole map may; forgets the oldest past the bounds. */
  set(key: K, value: V): this {
    this.delete(key);
    const weight = this.#weigh(key, value);
    if (weight > this.#maxWeight) return this;
    this.#entries.set(key, value);
    this.#weight += weight;
    for (const [oldest, old] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#weight <= this.#maxWeight) break;
      this.#entries.delete(oldest);
      this.#weight -= this.#weigh(oldest, old);
    }
    return this;
  }

  delete(key: K): boolean {
    if (!this.#entries.has(key)) return false;
    this.#weight -= this.#weigh(key, this.#entries.get(key)!);
    return this.#entries.delete(key);
  }
}
