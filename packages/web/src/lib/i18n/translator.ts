/**
 * The interface's messages: nested language lines per language, looked up by dotted key, with
 * `{{name}}` values and plural forms chosen by the language's rules (`key_one`, `key_other`…,
 * falling back to the bare key). What the app used of i18next and react-i18next, in a fraction of
 * their size (about 18 KB gzipped on every public page): see docs/decisions.md.
 */

export type Messages = { [key: string]: string | Messages };

export interface TranslateOptions {
  /** Picks the plural form and is a value like any other (`{{count}}`). */
  count?: number;
  /** What to show, with its values, when no language has the key. */
  defaultValue?: string;
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

const VALUE = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * The message at a dotted key. A level may hold a key with dots of its own (`fields` holds
 * `form-fields.fieldType`): each split of the rest is tried, the shortest segment first.
 */
function lookup(node: string | Messages | undefined, key: string): string | undefined {
  return find(node, key.split('.'), 0);
}

function find(node: string | Messages | undefined, parts: readonly string[], from: number): string | undefined {
  if (from === parts.length) return typeof node === 'string' ? node : undefined;
  if (node === undefined || typeof node === 'string') return undefined;
  for (let to = from + 1; to <= parts.length; to++) {
    const segment = parts.slice(from, to).join('.');
    if (!Object.hasOwn(node, segment)) continue;
    const found = find(node[segment], parts, to);
    if (found !== undefined) return found;
  }
  return undefined;
}

function merge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] = typeof value === 'object' && typeof current === 'object' ? merge({ ...current }, value) : value;
  }
  return target;
}

export const interpolate = (text: string, options: TranslateOptions | undefined) =>
  options ? text.replace(VALUE, (_, name: string) => (options[name] === undefined || options[name] === null ? '' : String(options[name]))) : text;

export class Translator {
  language: string;
  private readonly fallback: string;
  private readonly bundles = new Map<string, Messages>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private readonly listeners = new Set<() => void>();
  /** Changes with every change of language or messages: what screens re-render on. */
  version = 0;

  constructor({ language, fallback, messages }: { language: string; fallback: string; messages?: Messages }) {
    this.language = language;
    this.fallback = fallback;
    if (messages) this.bundles.set(fallback, messages);
  }

  /** Adds (deeply, over what is there) messages of a language. The namespace is always the one. */
  addResourceBundle(language: string, _namespace: string, messages: Messages) {
    this.bundles.set(language, merge({ ...(this.bundles.get(language) ?? {}) }, messages));
    this.changed();
  }

  async changeLanguage(language: string) {
    if (language === this.language) return;
    this.language = language;
    this.changed();
  }

  /** Whether the key has a message in the current language or the fallback one. */
  exists(key: string): boolean {
    return this.resolve(key, undefined) !== undefined;
  }

  readonly t: TFunction = (key, options) => {
    const found = this.resolve(key, options?.count);
    if (found !== undefined) return interpolate(found, options);
    return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key;
  };

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private changed() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  private pluralOf(language: string, count: number): string {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }

  private resolve(key: string, count: number | undefined): string | undefined {
    const languages = this.language === this.fallback ? [this.language] : [this.language, this.fallback];
    for (const language of languages) {
      const messages = this.bundles.get(language);
      if (!messages) continue;
      if (typeof count === 'number') {
        const exact = (count === 0 ? lookup(messages, `${key}_zero`) : undefined) ?? lookup(messages, `${key}_${this.pluralOf(language, count)}`);
        if (exact !== undefined) return exact;
      }
      const bare = lookup(messages, key);
      if (bare !== undefined) return bare;
    }
    return undefined;
  }
}
