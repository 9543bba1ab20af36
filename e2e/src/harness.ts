/**
 * One real Relais per test file: the server as a child process (as `npm start` runs it) on a free
 * port with a database of its own holding the demo content (a copy of the run's seeded template,
 * see `prepareTemplate`), and Debian's Chromium driven by playwright-core. It builds nothing:
 * `npm run test:e2e` builds the web first.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const ROOT = resolve(import.meta.dirname, '../..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ADMIN = { email: 'admin@e2e.relais.local', password: 'e2e-Admin-password-42' };
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/** Every configurable cookie refused: the cookie dialog then has nothing to ask on a first visit. */
export const DECIDED_CONSENT = { youtube: false, vimeo: false };

export interface NewPageOptions {
  /** false: no `cookies_consent` cookie, so the cookie dialog opens forced (its own tests). */
  consent?: boolean;
}

export interface Harness {
  baseUrl: string;
  /** The server's DATA_DIR: captured mail is in its `mail` folder (see mail.ts). */
  dataDir: string;
  /** The server's own PostgreSQL database, for a test that seeds rows directly; null on PGlite (the server holds it). */
  databaseUrl: string | null;
  browser: Browser;
  /** A new browser context (own storage) and page, at the given viewport, with the cookies decided unless told. */
  newPage(viewport?: { width: number; height: number }, options?: NewPageOptions): Promise<Page>;
  close(): Promise<void>;
}

function checkPrerequisites() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}. Install it with: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  if (!existsSync(join(ROOT, 'packages/web/dist/index.html')) || !existsSync(join(ROOT, 'packages/web/dist-server/entry-server.js'))) {
    throw new Error('The web app is not built. Run: npm run build (npm run test:e2e builds it first).');
  }
}

/**
 * A port for a server of this test file. The files run two at a time (src/run.ts): a port the
 * system hands out and frees at once could be handed to the other file before this one's server
 * binds it, and then this file would test the other's server. So each test process takes ports
 * from a range of its own, below the system's ephemeral ones (32768 and up), that it checks are free.
 */
let nextPort = 20_000 + (process.pid % 2_000) * 6;
async function freePort(): Promise<number> {
  for (;;) {
    const port = nextPort++;
    if (nextPort >= 32_000) nextPort = 20_000;
    if (await canListen(port)) return port;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.unref();
    server.on('error', () => resolvePort(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolvePort(true)));
  });
}

/** With DATABASE_URL, a database of our own (a copy of `template` if named), created here and dropped at the end. */
async function createDatabase(url: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `relais_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${pg.escapeIdentifier(template)}` : `CREATE DATABASE ${name}`);
  // A test's database needs no durability: every page view commits a statistic, and a commit then need
  // not wait for the disk (7.6 ms a commit on this machine's PostgreSQL, 0.4 ms without).
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped (code ${child.exitCode}) before answering:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer /health within ${timeoutMs / 1000} s:\n${output()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Each navigation (`goto`, `reload`) waits for the app to answer (`<html data-app="ready">`): the server draws a public
 * page, and until the app has taken it over a button does nothing and a link loads a new document.
 * Documents without the app (no #root) go on at once; an app that never starts is left to the test.
 */
function waitingForTheApp(page: Page): Page {
  const ready = () => page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.app === 'ready', null, { timeout: 45_000 }).catch(() => undefined);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await ready();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await ready();
    return response;
  };
  return page;
}

/**
 * Waits until the app has taken over the document now shown (`<html data-app="ready">`), after a
 * navigation the page made itself (`window.location.assign`), which `page.goto`'s wait does not
 * cover: a button drawn by the server does nothing before then.
 */
export const appReady = (page: Page) => page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });

/** Errors the page logs or throws from now on (a CSP violation shows here): call the result to read them. */
export function trackPageErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return () => errors;
}

/** The settings every test server starts with (`env` adds a file's own). */
function serverEnv({ port, dataDir, databaseUrl, env = {} }: { port: number; dataDir: string; databaseUrl: string | null; env?: Record<string, string> }) {
  // Each server has a database of its own; its rate-limit counters stay its own too (a shared Redis
  // would make one file's sign-ins count against the next file's).
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  };
}

/**
 * The demo content migrated and seeded once for the whole run (`src/run.ts` makes it and names it
 * in these variables): each file's server then starts on a copy of it, its data folder copied and
 * its PostgreSQL database made with `CREATE DATABASE … TEMPLATE`, instead of migrating and seeding
 * its own. Without them (one file run alone), each server migrates and seeds as before.
 */
const TEMPLATE_DATA_DIR = process.env.E2E_TEMPLATE_DATA_DIR;
const TEMPLATE_DATABASE = process.env.E2E_TEMPLATE_DATABASE;

/** A seeded database and data folder, made by starting a server once and stopping it. */
export async function prepareTemplate(): Promise<{ dataDir: string; database: string | null; drop(): Promise<void> }> {
  checkPrerequisites();
  const dataDir = mkdtempSync(join(tmpdir(), 'relais-e2e-template-'));
  const database = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : null;
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/server.ts'], {
    cwd: ROOT,
    env: serverEnv({ port, dataDir, databaseUrl: database?.url ?? null }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const drop = async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Migrations and the whole demo (each area's records and stored files): given room on a busy machine.
    await waitForHealth(`http://127.0.0.1:${port}`, child, () => log, 300_000);
  } finally {
    await stop(child);
  }
  if (child.exitCode !== 0 && child.signalCode === null) {
    await drop();
    throw new Error(`The template server did not stop cleanly (code ${child.exitCode}):\n${log}`);
  }
  return { dataDir, database: database ? new URL(database.url).pathname.slice(1) : null, drop };
}

/**
 * `prepareDataDir` puts files in the server's DATA_DIR before it starts (fonts, for instance);
 * `env` adds server settings (e.g. TWO_FACTOR_ROLES) to the defaults.
 */
export async function startHarness({ prepareDataDir, env = {} }: { prepareDataDir?: (dataDir: string) => void; env?: Record<string, string> } = {}): Promise<Harness> {
  checkPrerequisites();
  const dataDir = mkdtempSync(join(tmpdir(), 'relais-e2e-'));
  if (TEMPLATE_DATA_DIR) cpSync(TEMPLATE_DATA_DIR, dataDir, { recursive: true });
  prepareDataDir?.(dataDir);
  const database = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL, TEMPLATE_DATABASE) : null;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/server.ts'], {
    cwd: ROOT,
    env: serverEnv({ port, dataDir, databaseUrl: database?.url ?? null, env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const cleanUp = async () => {
    await stop(child);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  let browser: Browser;
  try {
    await waitForHealth(baseUrl, child, () => log);
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }

  const contexts: BrowserContext[] = [];
  return {
    baseUrl,
    dataDir,
    databaseUrl: database?.url ?? null,
    browser,
    async newPage(viewport = DESKTOP, { consent = true }: NewPageOptions = {}) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'en-GB', timezoneId: 'Europe/Paris' });
      contexts.push(context);
      if (consent) {
        await context.addCookies([{ name: 'cookies_consent', value: encodeURIComponent(JSON.stringify(DECIDED_CONSENT)), url: baseUrl }]);
      }
      return waitingForTheApp(await context.newPage());
    },
    async close() {
      // E2E_SERVER_LOG=1: the server's last 20,000 characters of output, to see what it did.
      if (process.env.E2E_SERVER_LOG) console.log(`The server's output:\n${log}`);
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      await browser.close();
      await cleanUp();
    },
  };
}
