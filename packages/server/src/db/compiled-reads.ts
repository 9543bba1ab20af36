import { Column, fillPlaceholders, is, sql, SQL } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import pg from 'pg';
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
 * past COMPILED_MAX the oldest shape is forgotten.
 *
 * The reader's id is a slot of its own (ACTOR_SLOT): read rules name it ("my drafts"), and a shape
 * per reader would fill the keys with one statement per user. Wherever it appears in the key it
 * stands for "the reader", and each parameter equal to it becomes the slot, so that every reader
 * whose rule has the same shape shares the statement and binds their own id.
 */
const COMPILED_MAX = 2000;

/** The slot every engine read fills with the reader's user id (null for a visitor). */
export const ACTOR_SLOT = 'actor';
const READER = '\u0000reader';

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

interface Compiled {
  text: string;
  params: unknown[];
  names: string[];
  decoders: (Decoder | undefined)[];
}

const compiled = new Map<string, Compiled>();

/** The slot of a value that varies within a shape. */
export type Slot = (name: string) => Placeholder;

interface Buildable {
  toSQL(): { sql: string; params: unknown[] };
}

interface SessionLike {
  client: { query: (...args: unknown[]) => Promise<{ rows: unknown[][] }> };
  logger: { logQuery(text: string, params: unknown[]): void };
}

/** The parsers drizzle's own sessions use: date and time values stay text for the columns' decoders. */
const RAW_TYPES = [1082, 1083, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231];
const pgTypes = {
  getTypeParser: (id: number, format?: string) => (RAW_TYPES.includes(id) ? (value: string) => value : pg.types.getTypeParser(id, format as 'text')),
};
const pgliteParsers = Object.fromEntries(RAW_TYPES.map((id) => [id, (value: string) => value]));

function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field as unknown as Decoder;
  // An expression's decoder (`mapWith`) is internal to drizzle: read as drizzle's own row mapping does.
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field as unknown as { sql: { decoder: Decoder } }).sql.decoder;
  return undefined;
}

function compile(build: (slot: Slot) => Buildable, actorId: string | null): Compiled {
  const query = build((name) => sql.placeholder(name));
  const { sql: text, params: built } = query.toSQL();
  const params = actorId === null ? built : built.map((param) => (param === actorId ? sql.placeholder(ACTOR_SLOT) : param));
  const selected = (query as unknown as { _: { selectedFields: Record<string, unknown> } })._.selectedFields;
  const names = Object.keys(selected);
  const decoders = names.map((name) => decoderOf(selected[name]));
  if (decoders.some((decoder) => !decoder)) throw new Error('A compiled read selects flat columns or SQL expressions only.');
  return { text, params, names, decoders };
}

/**
 * The rows of a read built once per `key` (see above). `key` undefined: a shape not worth keeping
 * (a one-off condition); it is built and run the same way, and not kept.
 */
export async function compiledRead<T = Record<string, unknown>>(db: Executor, given: string | undefined, slots: Record<string, unknown>, build: (slot: Slot) => Buildable): Promise<T[]> {
  const actor = slots[ACTOR_SLOT];
  const actorId = typeof actor === 'string' && actor !== '' ? actor : null;
  const key = given !== undefined && actorId !== null ? given.replaceAll(actorId, READER) : given;
  let entry = key === undefined ? undefined : compiled.get(key);
  if (!entry) {
    entry = compile(build, actorId);
    if (key !== undefined) {
      if (compiled.size >= COMPILED_MAX) compiled.delete(compiled.keys().next().value!);
      compiled.set(key, entry);
    }
  }
  const params = fillPlaceholders(entry.params, { [ACTOR_SLOT]: null, ...slots });
  const session = (db as unknown as { session: SessionLike }).session;
  session.logger.logQuery(entry.text, params);
  const isPg = typeof (session.client as { connect?: unknown }).connect === 'function' && !('execProtocol' in session.client);
  const result = isPg
    ? await session.client.query({ text: entry.text, values: params, rowMode: 'array', types: pgTypes })
    : await session.client.query(entry.text, params, { rowMode: 'array', parsers: pgliteParsers });
  const { names, decoders } = entry;
  return result.rows.map((raw) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) {
      const value = raw[i];
      row[names[i]!] = value === null || value === undefined ? null : decoders[i]!.mapFromDriverValue(value);
    }
    return row as T;
  });
}

/** Shapes kept (tests). */
export const compiledShapes = () => compiled.size;
