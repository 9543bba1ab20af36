/**
 * Databases and sessions for the server run as a process of its own (`server-process.ts`).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { xsrfToken, XSRF_COOKIE } from '../auth/anti-forgery.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import { openDatabase, PGLITE_EXTENSIONS } from '../db/client.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { resourceTables } from '../db/schema.ts';
import type { TestDatabaseKind } from './databases.ts';
import { withDatabase } from './global-setup.ts';
import { SERVER_PROCESS_SESSION_SECRET } from './server-process.ts';

/** Resolves when `condition` holds, checking every 20 ms; rejects after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface ChildDatabase {
  /** What the child server needs to use it: `DATA_DIR`, and `DATABASE_URL` on PostgreSQL. */
  env: Record<string, string>;
  dataDir: string;
  /** Opens it from the test; on PGlite only while no server has it open (one process at a time). */
  open(): Promise<DatabaseHandle>;
  /** Drops the database and the data directory. */
  remove(): Promise<void>;
}

/**
 * A migrated database of its own for child servers: on PGlite, the run's template loaded into a
 * new data directory; on PostgreSQL, a copy of the template database.
 */
export async function childDatabase(kind: TestDatabaseKind): Promise<ChildDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'relais-child-'));
  if (kind === 'pglite') {
    const pgliteDir = join(dataDir, 'pglite');
    mkdirSync(pgliteDir);
    const template = await PGlite.create({ dataDir: pgliteDir, loadDataDir: new Blob([readFileSync(process.env.RELAIS_TEST_PGLITE_DUMP!)]), extensions: PGLITE_EXTENSIONS });
    await template.close();
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      open: async () => openDatabase({ pglite: await PGlite.create({ dataDir: pgliteDir, extensions: PGLITE_EXTENSIONS }) }),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = process.env.DATABASE_URL!;
  const name = `relais_c_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${process.env.RELAIS_TEST_PG_TEMPLATE!}`);
      break;
    } catch (error) {
      // Another file copying the template at the same instant: PostgreSQL refuses one; try again.
      if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  // A test's database needs no durability: a commit need not wait for the disk (7.6 ms a commit here, 0.4 ms without).
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const databaseUrl = withDatabase(url, name);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    dataDir,
    open: () => openDatabase({ databaseUrl, poolSize: 2 }),
    async remove() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An administrator and a live session for them, written straight into a child's database before it
 * starts (its first start then seeds nothing): the headers a signed-in browser would send it.
 */
export async function childSession(database: DatabaseHandle): Promise<Record<string, string>> {
  const users = resourceTables.get('users')!;
  const now = new Date();
  const [user] = await database.db
    .insert(users.table)
    .values({ firstName: 'Child', lastName: 'Admin', email: `admin-${randomBytes(4).toString('hex')}@example.test`, password: await hashPassword('correct horse battery staple'), isAdmin: true, emailVerifiedAt: now, validatedAt: now })
    .returning({ id: users.table.id });
  const { id, record } = await createSession(database.db, { userId: user!.id as string, limits: { idleMinutes: 60, absoluteHours: 24 } });
  const token = xsrfToken(SERVER_PROCESS_SESSION_SECRET, record.idHash);
  return { cookie: `__Host-relais_session=${id}; ${XSRF_COOKIE}=${token}`, 'x-xsrf-token': token };
}
