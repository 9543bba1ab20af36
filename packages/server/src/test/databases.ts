import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, PGLITE_EXTENSIONS } from '../db/client.ts';
import type { DatabaseHandle, OpenOptions } from '../db/client.ts';
import { withDatabase } from './global-setup.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The databases integration tests run on: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export const TEST_DATABASES: TestDatabaseKind[] = ['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])];

/**
 * A PGlite clone of the run's migrated template, opened with the given options: about half the CPU
 * of an empty in-memory PGlite, whose initdb runs each time.
 */
export async function openPgliteTestDatabase(options: Pick<OpenOptions, 'onQuery' | 'namedStatements'> = {}): Promise<DatabaseHandle> {
  const dumpPath = process.env.RELAIS_TEST_PGLITE_DUMP;
  if (!dumpPath) throw new Error('The test global setup did not run (RELAIS_TEST_PGLITE_DUMP unset).');
  const pglite = await PGlite.create({ loadDataDir: new Blob([readFileSync(dumpPath)]), extensions: PGLITE_EXTENSIONS });
  return openDatabase({ pglite, ...options });
}

/**
 * A fresh, migrated database of its own: a clone of the run's template. `close` drops it.
 * `onQuery` sees every statement (for the N+1 tests).
 */
export async function openTestDatabase(kind: TestDatabaseKind, onQuery?: (sql: string) => void): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openPgliteTestDatabase(onQuery ? { onQuery } : {});
  const created = await createTestPgDatabase();
  const handle = await openDatabase({ databaseUrl: created.url, poolSize: 4, ...(onQuery ? { onQuery } : {}) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

export interface TestPgDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh PostgreSQL database copied from the run's migrated template (DATABASE_URL must be set). */
export async function createTestPgDatabase(): Promise<TestPgDatabase> {
  const url = process.env.DATABASE_URL!;
  const template = process.env.RELAIS_TEST_PG_TEMPLATE!;
  const name = `relais_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      // Two files copying the template at the same instant: PostgreSQL refuses one; try again.
      if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  // A test's database needs no durability: a commit need not wait for the disk (7.6 ms a commit here, 0.4 ms without).
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  return {
    url: withDatabase(url, name),
    name,
    async drop() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
