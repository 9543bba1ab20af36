import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

export type Database = PgDatabase<PgQueryResultHKT>;

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
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const logger = options.onQuery ? { logQuery: (sql: string) => options.onQuery!(sql) } : false;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover, a dropped test database) must not
    // crash the process: the pool discards it and opens another when needed.
    pool.on('error', (error) => {
      if (process.env.NODE_ENV !== 'test') console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    // Fail now, with the reason, rather than at the first request.
    const probe = await pool.connect();
    probe.release();
    return { db: drizzlePostgres(pool, { logger }) as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  let client = options.pglite;
  if (!client) {
    const dir = options.pgliteDir ?? 'memory://';
    if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const owned = client;
  return { db: drizzlePglite(owned, { logger }) as unknown as Database, kind: 'pglite', close: () => owned.close() };
}
