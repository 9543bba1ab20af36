import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
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

/** The real entry point, run as `npm start` runs it. */
const SERVER_ENTRY = join(import.meta.dirname, '..', 'server.ts');

/** The session secret every child server is given, so a test can make its sessions. */
export const CHILD_SESSION_SECRET = 'a child server secret of at least 32 characters';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface ChildServer {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Its exit code (null when ended by a signal). */
  exited: Promise<number | null>;
}

/**
 * The server as a process of its own (`node --import tsx server.ts`), on a free port of the loopback
 * address, in production mode (JSON log lines a test can read). Resolves once `/health` answers.
 */
export async function startServer(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'production', LOG_LEVEL: 'warn', SESSION_SECRET: CHILD_SESSION_SECRET, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped with code ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${server.url}/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server never answered:\n${output}`);
}

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
  const token = xsrfToken(CHILD_SESSION_SECRET, record.idHash);
  return { cookie: `__Host-relais_session=${id}; ${XSRF_COOKIE}=${token}`, 'x-xsrf-token': token };
}
