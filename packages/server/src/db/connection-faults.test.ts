import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestPgDatabase } from '../test/databases.ts';
import type { TestPgDatabase } from '../test/databases.ts';
import { startLoadLoop } from '../test/load-loop.ts';
import { startServerProcess } from '../test/server-process.ts';
import type { ServerProcess } from '../test/server-process.ts';
import { startTcpRelay } from '../test/tcp-relay.ts';
import type { TcpRelay } from '../test/tcp-relay.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ADMIN = { ADMIN_EMAIL: 'faults@example.test', ADMIN_PASSWORD: 'a long enough password' };

/** Terminates every backend of the database, again and again, until stopped. */
function terminateBackends(databaseName: string, everyMs: number) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  let running = true;
  let terminated = 0;
  const loop = (async () => {
    await admin.connect();
    while (running) {
      const { rows } = await admin.query('select count(*) filter (where pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseName]);
      terminated += Number((rows[0] as { n: string }).n);
      await sleep(everyMs);
    }
    await admin.end();
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return terminated;
    },
  };
}

/** Until a read of the database answers 200 (the pool has new connections), at most `tries` times. */
async function recovered(url: string, tries = 100) {
  for (let i = 0; i < tries; i++) {
    const response = await fetch(`${url}/api/v1/organizations?page[size]=1`);
    if (response.ok) return true;
    await sleep(100);
  }
  return false;
}

describe.skipIf(!process.env.DATABASE_URL)('the server process when PostgreSQL drops its connections', () => {
  let database: TestPgDatabase | undefined;
  let server: ServerProcess | undefined;
  let relay: TcpRelay | undefined;
  afterEach(async () => {
    await server?.kill();
    await relay?.close();
    await database?.drop();
    server = relay = database = undefined;
  });

  it('keeps running while its backends are terminated, answers 503 with Retry-After meanwhile, and serves again after', async () => {
    database = await createTestPgDatabase();
    server = await startServerProcess({ DATABASE_URL: database.url, ...ADMIN });
    const load = await startLoadLoop(server.url);
    await sleep(300);
    const killer = terminateBackends(database.name, 50);
    await sleep(3000);
    const terminated = await killer.stop();
    const during = await load.stop();

    expect(terminated).toBeGreaterThan(0);
    expect(server.isAlive(), server.output()).toBe(true);
    expect(during.unexpected).toEqual([]);
    expect(during.statuses[503]).toBeGreaterThan(0);
    expect(await recovered(server.url)).toBe(true);
    const after = await startLoadLoop(server.url);
    await sleep(500);
    const calm = await after.stop();
    expect(Object.keys(calm.statuses).every((status) => Number(status) < 300)).toBe(true);
  }, 120_000);

  it('answers 503 with Retry-After while the database refuses connections, and serves again once it listens', async () => {
    database = await createTestPgDatabase();
    const target = new URL(database.url);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const throughRelay = new URL(database.url);
    throughRelay.port = String(relay.port);
    server = await startServerProcess({ DATABASE_URL: throughRelay.toString(), ...ADMIN });

    await relay.refuse();
    const load = await startLoadLoop(server.url);
    await sleep(1500);
    const during = await load.stop();
    expect(server.isAlive(), server.output()).toBe(true);
    expect(during.unexpected).toEqual([]);
    expect(during.statuses[503]).toBeGreaterThan(0);

    await relay.reopen();
    expect(await recovered(server.url)).toBe(true);
  }, 120_000);

  it('answers 503 rather than hanging while the database stops answering, and serves again once it answers', async () => {
    database = await createTestPgDatabase();
    const target = new URL(database.url);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const throughRelay = new URL(database.url);
    throughRelay.port = String(relay.port);
    server = await startServerProcess({
      DATABASE_URL: throughRelay.toString(),
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
      ...ADMIN,
    });

    const paused = await startLoadLoop(server.url);
    relay.pause();
    await sleep(6000);
    const meanwhile = paused.snapshot();
    expect(server.isAlive(), server.output()).toBe(true);
    expect(meanwhile.statuses[503]).toBeGreaterThan(0);

    relay.resume();
    const during = await paused.stop();
    expect(during.unexpected).toEqual([]);
    expect(await recovered(server.url)).toBe(true);
  }, 120_000);
});
