import type { RouteParams } from './sub-routes.ts';

/**
 * What a block shows on each of its screens — its main screen on the page, and one per sub-route —
 * and the data that screen needs, written as JSON:API reads. The web fetches them (react-query) and
 * the server answers them for a first screen it draws, from this one declaration. No schema here:
 * the web's page shell imports the screens without zod.
 */

/** One GET of the API (path and query), answered by a document of type `T`. */
export interface ApiRead<T = unknown> {
  url: string;
  /** Carries `T` for the component's data type; never set. */
  readonly answer?: T;
}

export const apiRead = <T = unknown>(url: string): ApiRead<T> => ({ url });

/** The main screen: the block among the page's others. */
export const MAIN_SCREEN = 'main';

export interface ScreenInput<Props, Params> {
  /** The block's props as saved (after defaults). */
  props: Props;
  /** The sub-route's params (none on the main screen). */
  params: Params;
  /** The address's query parameters the screen declares in `query`, by name (empty values left out). */
  query: Readonly<Record<string, string>>;
}

/** A screen's reads by name; a read left undefined is not made (nothing to read). */
export type ScreenReads = Record<string, ApiRead | undefined>;

export interface BlockScreen<Props = unknown, Params = Record<string, string>, Reads extends ScreenReads = ScreenReads> {
  /** The query parameters the screen reads (page number, search): a first screen is drawn with those alone. */
  query?: readonly string[];
  /** The reads the screen shows, by name: the component receives their answers under the same names. */
  reads(input: ScreenInput<Props, Params>): Reads;
  /**
   * The read holding the screen's record (a detail screen): when it answers 404, no resource or an
   * empty list, the screen is not found.
   */
  record?: string;
  /**
   * A screen that only sends the reader elsewhere (an old address kept working): the sub-path under
   * the page's path it leads to (`''` the page itself, `/abc` a record's screen). The server answers
   * a permanent redirect; the web replaces the address.
   */
  redirect?(params: Params): string;
}

/** A block's screens: `main` (optional) and one per sub-route pattern of its catalogue entry. */
export type BlockScreens<Props, Patterns extends string> = {
  readonly main?: BlockScreen<Props, RouteParams<''>, ScreenReads>;
} & { readonly [P in Patterns]: BlockScreen<Props, RouteParams<P>, ScreenReads> };

/** The answers a screen's component receives, by read name. */
export type ScreenData<S> = S extends { reads(input: never): infer Reads }
  ? { [K in keyof Reads]: Reads[K] extends ApiRead<infer T> ? T : Reads[K] extends ApiRead<infer T> | undefined ? T | undefined : never }
  : Record<never, never>;

/**
 * One screen of a block with props `Props`, at sub-route `P` (none for the main screen): its reads
 * get the pattern's params typed, and it keeps its own reads' type for the component's data.
 */
export const blockScreen =
  <Props, P extends string = ''>() =>
  <Reads extends ScreenReads>(screen: BlockScreen<Props, RouteParams<P>, Reads>): BlockScreen<Props, RouteParams<P>, Reads> =>
    screen;

/** The reads of one screen, as URLs by name (web queries, server first screen); a read left undefined is not made. */
export function screenReads(screen: BlockScreen<never, never> | undefined, input: ScreenInput<unknown, unknown>): Record<string, string> {
  if (!screen) return {};
  const reads = (screen as BlockScreen<unknown, unknown>).reads(input);
  return Object.fromEntries(Object.entries(reads).flatMap(([name, read]) => (read ? [[name, read.url]] : [])));
}

/** The query parameters of an address (`?a=1&b=2`) a screen reads, by name, in a fixed order (a drawing's key). */
export function screenQuery(screen: Pick<BlockScreen, 'query'> | undefined, search: string): Record<string, string> {
  const kept: Record<string, string> = {};
  const given = new Map<string, string>();
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const [rawName = '', rawValue = ''] = part.split('=', 2);
    try {
      const name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      if (!given.has(name)) given.set(name, decodeURIComponent(rawValue.replace(/\+/g, ' ')));
    } catch {
      // A part that cannot be decoded is not read.
    }
  }
  for (const name of [...(screen?.query ?? [])].sort()) {
    const value = given.get(name);
    if (value !== undefined && value !== '') kept[name] = value;
  }
  return kept;
}

/** A query read by a screen as a query string (`?page=2`), or empty. */
export function queryString(query: Readonly<Record<string, string>>): string {
  const parts = Object.entries(query).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The longest quick search kept (the API's search filter is for a few words). */
const MAX_SEARCH = 200;

/** A positive page number from the address, else 1. */
export const pageNumberOf = (query: Readonly<Record<string, string>>): number => {
  const page = Number(query.page);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** The quick search of a list's address (`?q=`), trimmed and bounded. */
export const searchOf = (query: Readonly<Record<string, string>>): string => (query.q ?? '').trim().slice(0, MAX_SEARCH);

/** The earliest year a list's `?year=` may name (anything before is no year at all). */
const FIRST_YEAR = 1900;

/** The year a list's address narrows it to (`?year=2025`), else null. */
export const yearOf = (query: Readonly<Record<string, string>>): number | null => {
  const year = Number(query.year);
  return Number.isInteger(year) && year >= FIRST_YEAR && year <= 9999 ? year : null;
};

/** The `published` range filter of a year (UTC, as the API compares dates), or nothing. */
export const publishedInFilter = (year: number | null): string => (year === null ? '' : `&filter[published]=${year}-01-01,${year + 1}-01-01`);
