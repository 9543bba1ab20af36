import { mkdirSync } from 'node:fs';
import { PGlite, parse as pgliteParse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
type BackendMessage = Parameters<typeof pgliteParse.parseResults>[0][number];
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DatabaseTimeouts } from '../config.ts';

export type Database = PgDatabase<PgQueryResultHKT>;

/**
 * The extensions every PGlite instance loads. The migrations create `pg_trgm` (trigram indexes of
 * the searched columns) and `unaccent` (the global search's accent-free words, migration 0053), and
 * a database holding such an index or function cannot be written by an instance
 * without it: open PGlite only with these (`PGlite.create({ …, extensions: PGLITE_EXTENSIONS })`).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** A transaction or the database itself: every operation takes one so seeds and tests reuse them. */
export type Executor = Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenOptions {
  /** `postgres://…` for PostgreSQL; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for an in-memory database. */
  pgliteDir?: string;
  /** An existing PGlite instance (tests clone a migrated template into one). */
  pglite?: PGlite;
  /** Called with every SQL statement sent (tests count them). */
  onQuery?: (sql: string) => void;
  /** Most connections of the PostgreSQL pool. */
  poolSize?: number;
  /** PostgreSQL's timeouts (0: none); none when not given. PGlite runs in the process and has none. */
  timeouts?: DatabaseTimeouts;
  /** Prepare each statement text once per connection (`nameStatements`); on unless false. */
  namedStatements?: boolean;
}

/** Distinct statement texts prepared per process; others are sent unnamed, as before. */
const NAMED_STATEMENTS_MAX = 500;

/**
 * A substring search (`ILIKE '%term%'`, the `search` filters) is planned for its term every time:
 * a plan kept for any term would read the trigram index even for a term nearly every row holds
 * ("Organization 0": a GIN scan of every row, then a sort — 40% fewer calls a second than the sort's
 * index walk), or walk the sort's index for a term two rows hold. Sent unnamed, PostgreSQL plans it
 * with the term's value (about a millisecond) and picks the index only when the term is selective.
 */
const isSubstringSearch = (text: string) => /\bilike\b/i.test(text);

/**
 * Statements outside a transaction (every read of the API) are prepared once per connection under
 * a name given to their text: PostgreSQL then parses each text once and, after a few executions,
 * reuses its plan, where an unnamed statement is parsed and planned every time (planning a list of
 * a kind with many indexes costs about a millisecond). The texts are the engine's own, with their
 * values as parameters, so their number is bounded by the shapes of query the API has; past
 * NAMED_STATEMENTS_MAX, statements go unnamed.
 */
function nameStatements(pool: pg.Pool) {
  const names = new Map<string, string>();
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && typeof (config as pg.QueryConfig).text === 'string' && !(config as pg.QueryConfig).name && !isSubstringSearch((config as pg.QueryConfig).text)) {
      const { text } = config as pg.QueryConfig;
      let name = names.get(text);
      if (!name && names.size < NAMED_STATEMENTS_MAX) names.set(text, (name = `relais_${names.size}`));
      if (name) return query({ ...(config as pg.QueryConfig), name }, ...rest);
    }
    return query(config, ...rest);
  };
}

/**
 * A transaction runs on one connection, and the engine sends a document's independent reads
 * together (includes, visibility, computed fields); node-postgres queues a second query on a busy
 * connection itself, but that is deprecated (pg 9 will refuse it). Each connection's promise-style
 * queries are queued here instead, in the order sent; a query with a callback or a submittable (the
 * pool's own `pool.query`, which holds its connection alone) goes straight through.
 */
function queueQueries(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let last: Promise<unknown> = Promise.resolve();
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args.at(-1) === 'function' || typeof first?.submit === 'function') return query(...args);
    const run = last.then(() => query(...args)).catch((error: unknown) => {
      // A statement unanswered past the read timeout leaves its answer due on the connection: a
      // later statement could read it. The connection is closed so the pool replaces it.
      if ((error as Error).message === 'Query read timeout') (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      throw error;
    });
    last = run.catch(() => undefined);
    return run;
  };
}

/**
 * PostgreSQL enforces the statement and idle-transaction timeouts itself (it cancels the statement,
 * or ends the session); a database that stops answering cannot, so the driver also stops waiting a
 * little after the statement timeout (`query_timeout`) and the pool stops waiting for a connection
 * (`connectionTimeoutMillis`, also the wait for a free one). Either way the request answers 503.
 */
const READ_TIMEOUT_MARGIN_MS = 2000;
function poolTimeouts(timeouts: DatabaseTimeouts | undefined): pg.PoolConfig {
  if (!timeouts) return {};
  return {
    keepAlive: true,
    ...(timeouts.connectMs ? { connectionTimeoutMillis: timeouts.connectMs } : {}),
    ...(timeouts.statementMs ? { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs + READ_TIMEOUT_MARGIN_MS } : {}),
    ...(timeouts.idleInTransactionMs ? { idle_in_transaction_session_timeout: timeouts.idleInTransactionMs } : {}),
  };
}

type PgliteQuery = PGlite['query'];
type PgliteInternals = PGlite & {
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, type: number) => unknown>;
};

/**
 * The same for the embedded database, where planning is dearer still (PostgreSQL compiled to
 * WebAssembly: the directory's page statement takes about 5 ms to plan, 3 to run). PGlite's `query`
 * sends each statement unnamed; a read (`select …`) outside a transaction goes here instead through
 * the extended protocol with a named statement: Parse and Describe once per text, then Bind,
 * Describe, Execute and Sync, as PGlite's own `query` does, under its lock. Everything else, and
 * texts past NAMED_STATEMENTS_MAX, take PGlite's own path. A transaction has its own `query`.
 */
function namePgliteStatements(client: PGlite) {
  const db = client as PgliteInternals;
  const prepared = new Map<string, { name: string; types: number[] }>();
  const original: PgliteQuery = client.query.bind(client);
  const send = async (message: Uint8Array) => (await db.execProtocol(message, { syncToFs: false })).messages;
  const named = (async (text: string, params: unknown[] = [], options?: Parameters<PgliteQuery>[2]) => {
    if (options?.blob || !/^\s*select\b/i.test(text) || isSubstringSearch(text) || (!prepared.has(text) && prepared.size >= NAMED_STATEMENTS_MAX)) return original(text, params, options);
    return db._runExclusiveQuery(async () => {
      const messages: BackendMessage[] = [];
      let synced = false;
      try {
        let entry = prepared.get(text);
        if (!entry) {
          const name = `relais_${prepared.size}`;
          await send(protocol.serialize.parse({ name, text }));
          const types = pgliteParse.parseDescribeStatementResults(await send(protocol.serialize.describe({ type: 'S', name })));
          entry = { name, types };
          prepared.set(text, entry);
        }
        const { types } = entry;
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serialize = options?.serializers?.[types[i]!] ?? db.serializers[types[i]!];
          return serialize ? serialize(value) : String(value);
        });
        // Bind, Describe, Execute and Sync in one call into the database.
        const parts = [protocol.serialize.bind({ statement: entry.name, values }), protocol.serialize.describe({ type: 'P' }), protocol.serialize.execute({}), protocol.serialize.sync()];
        const batch = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
        parts.reduce((offset, part) => (batch.set(part, offset), offset + part.byteLength), 0);
        synced = true;
        messages.push(...(await send(batch)));
      } finally {
        if (!synced) messages.push(...(await send(protocol.serialize.sync())));
      }
      return pgliteParse.parseResults(messages, db.parsers, options)[0]!;
    });
  }) as PgliteQuery;
  client.query = named;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const logger = options.onQuery ? { logQuery: (sql: string) => options.onQuery!(sql) } : false;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, ...poolTimeouts(options.timeouts) });
    // An idle connection the server closes (restart, failover, a dropped test database) must not
    // crash the process: the pool discards it and opens another when needed.
    pool.on('error', (error) => {
      if (process.env.NODE_ENV !== 'test') console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    pool.on('connect', (client) => {
      // A connection lost while checked out (in a transaction, between a transaction's statements)
      // is an 'error' event with no listener of the pool's: unheard, it ends the process. Its
      // statement fails on its own (the request answers 503) and the pool drops it at release.
      client.on('error', () => undefined);
      queueQueries(client);
    });
    if (options.namedStatements !== false) nameStatements(pool);
    // Fail now, with the reason, rather than at the first request.
    const probe = await pool.connect();
    probe.release();
    return { db: drizzlePostgres(pool, { logger }) as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  let client = options.pglite;
  if (!client) {
    const dir = options.pgliteDir ?? 'memory://';
    if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
    client = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
  }
  const owned = client;
  if (options.namedStatements !== false) namePgliteStatements(owned);
  return { db: drizzlePglite(owned, { logger }) as unknown as Database, kind: 'pglite', close: () => owned.close() };
}
