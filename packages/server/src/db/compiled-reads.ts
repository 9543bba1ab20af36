import { Column, fillPlaceholders, is, sql, SQL } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import pg from 'pg';
import { LruMap } from '../services/lru-map.ts';
import type { Executor } from './client.ts';

/**
 * Reads whose SQL is built once per shape. Building a statement with drizzle (its builders, then
 * the text) is about a fifth of the server's time on a list call, and the text of the engine's reads
 * depends only on their shape: the kind, the columns, the sort, the locales and the actor's read
 * condition. A caller names the shape with a key, passes the values that vary within it (page,
 * offset, ids) as named slots, and gives the builder: the first call builds it with placeholders in
 * the slots and keeps its text, parameters and column decoders; later calls only fill the slots.
 * The statement then runs on the driver as drizzle runs it (same type parsers, array rows, each
 * column's own decoder), through the executor's session: the database, or the caller's transaction.
 *
 * The key must name everything the builder reads other than its slots; a value not in a slot is
 * kept in the compiled parameters, so a key that includes it (a filter) is safe. Keys are bounded:
 * past COMPILED_MAX shapes or COMPILED_CHARACTERS of keys and texts (a list's statement is several
 * kilobytes), the least recently used shape is forgotten.
 *
 * The reader's id is a slot of its own (ACTOR_SLOT): read rules name it ("my drafts"), and a shape
 * per reader would fill the keys with one statement per user. Wherever it appears in the key it
 * stands for "the reader", and each parameter equal to it becomes the slot, so that every reader
 * whose rule has the same shape shares the statement and binds their own id.
 */
export const COMPILED_MAX = 1000;
export const COMPILED_CHARACTERS = 4_000_000;

/** The slot every engine read fills with the reader's user id (null for a visitor). */
export const ACTOR_SLOT = 'actor';
const READER = '\u0000reader';

/**
 * Ids a request names (a list's `filter[subject]=…`), passed under this key: like the reader's id,
 * each becomes a slot (`v0`, `v1`… in order of first appearance) in the key and in the statement, so
 * that the subjects of a forum share one statement rather than one each. Only canonical (lower-case)
 * UUIDs qualify; a statement that uses one otherwise than as a whole parameter (inside a pattern) is
 * built each time and not kept.
 */
export const VALUES_SLOT = '\u0000values';
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const valueMark = (i: number) => `\u0000v${i}`;

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

interface Compiled {
  text: string;
  params: unknown[];
  names: string[];
  decoders: (Decoder | undefined)[];
}

const compiled = new LruMap<string, Compiled>({ maxEntries: COMPILED_MAX, maxWeight: COMPILED_CHARACTERS, weigh: (key, entry) => key.length + entry.text.length });

/** The slot of a value that varies within a shape. */
export type Slot = (name: string) => Placeholder;

interface Buildable {
  toSQL(): { sql: string; params: unknown[] };
}

interface SessionLike {
  client: { query: (...args: unknown[]) => Promise<{ rows: unknown[] }> };
  logger: { logQuery(text: string, params: unknown[]): void };
}

/** The parsers drizzle's own sessions use: date and time values stay text for the columns' decoders. */
const RAW_TYPES = [1082, 1083, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231];
const pgTypes = {
  getTypeParser: (id: number, format?: string) => (RAW_TYPES.includes(id) ? (value: string) => value : pg.types.getTypeParser(id, format as 'text')),
};
const pgliteParsers = Object.fromEntries(RAW_TYPES.map((id) => [id, (value: string) => value]));

/**
 * Runs a statement's text on the executor's driver client (node-postgres or PGlite), reported to the
 * logger as drizzle's own statements are: as array rows with date and time values left as text for
 * the columns' decoders (`asArrays`), else as the driver's objects.
 */
async function runOnDriver(db: Executor, text: string, params: unknown[], asArrays: boolean): Promise<{ rows: unknown[] }> {
  const session = (db as unknown as { session: SessionLike }).session;
  session.logger.logQuery(text, params);
  const isPg = typeof (session.client as { connect?: unknown }).connect === 'function' && !('execProtocol' in session.client);
  if (isPg) return session.client.query(asArrays ? { text, values: params, rowMode: 'array', types: pgTypes } : { text, values: params });
  return asArrays ? session.client.query(text, params, { rowMode: 'array', parsers: pgliteParsers }) : session.client.query(text, params);
}

function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field as unknown as Decoder;
  // An expression's decoder (`mapWith`) is internal to drizzle: read as drizzle's own row mapping does.
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field as unknown as { sql: { decoder: Decoder } }).sql.decoder;
  return undefined;
}

function compile(build: (slot: Slot) => Buildable, actorId: string | null, values: readonly string[]): Compiled & { isReusable: boolean } {
  const query = build((name) => sql.placeholder(name));
  const { sql: text, params: built } = query.toSQL();
  let isReusable = true;
  const params = built.map((param) => {
    if (actorId !== null && param === actorId) return sql.placeholder(ACTOR_SLOT);
    if (typeof param !== 'string' || !values.length) return param;
    const at = values.indexOf(param);
    if (at >= 0) return sql.placeholder(`v${at}`);
    const text = param.toLowerCase();
    if (values.some((value) => text.includes(value))) isReusable = false;
    return param;
  });
  const selected = (query as unknown as { _: { selectedFields: Record<string, unknown> } })._.selectedFields;
  const names = Object.keys(selected);
  const decoders = names.map((name) => decoderOf(selected[name]));
  if (decoders.some((decoder) => !decoder)) throw new Error('A compiled read selects flat columns or SQL expressions only.');
  return { text, params, names, decoders, isReusable };
}

/**
 * The rows of a read built once per `key` (see above). `key` undefined: a shape not worth keeping
 * (a one-off condition); it is built and run the same way, and not kept.
 */
export async function compiledRead<T = Record<string, unknown>>(db: Executor, given: string | undefined, slots: Record<string, unknown>, build: (slot: Slot) => Buildable): Promise<T[]> {
  const actor = slots[ACTOR_SLOT];
  const actorId = typeof actor === 'string' && actor !== '' ? actor : null;
  const values = [...new Set(((slots[VALUES_SLOT] as readonly string[] | undefined) ?? []).filter((value) => UUID_TEXT.test(value) && value !== actorId))];
  let key = given !== undefined && actorId !== null ? given.replaceAll(actorId, READER) : given;
  if (key !== undefined) for (const [i, value] of values.entries()) key = key.replaceAll(value, valueMark(i));
  let entry = key === undefined ? undefined : compiled.get(key);
  if (!entry) {
    const made = compile(build, actorId, values);
    entry = made;
    if (key !== undefined && made.isReusable) compiled.set(key, entry);
  }
  const params = fillPlaceholders(entry.params, { [ACTOR_SLOT]: null, ...slots, ...Object.fromEntries(values.map((value, i) => [`v${i}`, value])) });
  const result = await runOnDriver(db, entry.text, params, true);
  const { names, decoders } = entry;
  return (result.rows as unknown[][]).map((raw) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) {
      const value = raw[i];
      row[names[i]!] = value === null || value === undefined ? null : decoders[i]!.mapFromDriverValue(value);
    }
    return row as T;
  });
}

/** Hand-written statements kept; their keys are the code's own, so this is a guard, not a working bound. */
export const STATEMENTS_MAX = 200;
const statements = new LruMap<string, { text: string; params: unknown[] }>({ maxEntries: STATEMENTS_MAX });

/**
 * A hand-written statement (`sql` template) whose text is built once per `key`, its varying values
 * in slots; rows come back as the driver gives them (objects, its own type parsers). For the
 * statements every call runs (the session and its actor), whose building is otherwise a twentieth
 * of a light call's time. The key must name everything the builder reads other than its slots.
 */
export async function compiledStatement<T>(db: Executor, key: string, slots: Record<string, unknown>, build: (slot: Slot) => SQL): Promise<T[]> {
  let entry = statements.get(key);
  if (!entry) {
    const { dialect } = db as unknown as { dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } } };
    const { sql: text, params } = dialect.sqlToQuery(build((name) => sql.placeholder(name)));
    entry = { text, params };
    statements.set(key, entry);
  }
  const params = fillPlaceholders(entry.params, slots);
  return (await runOnDriver(db, entry.text, params, false)).rows as T[];
}

/** Shapes kept (tests). */
export const compiledShapes = () => compiled.size;
/** What the memos hold: shapes and their characters, hand-written statements (tests). */
export const compiledMemoSize = () => ({ shapes: compiled.size, characters: compiled.weight, statements: statements.size });
