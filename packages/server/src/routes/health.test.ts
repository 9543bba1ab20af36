import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { createTestPgDatabase, TEST_DATABASES } from '../test/databases.ts';
import type { TestPgDatabase } from '../test/databases.ts';
import { startTcpRelay } from '../test/tcp-relay.ts';
import type { TcpRelay } from '../test/tcp-relay.ts';

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

describe.each(TEST_DATABASES)('health checks (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp(kind)));
  afterAll(() => t.close());

  it('says the process is alive and the database answers', async () => {
    for (const url of ['/health', '/health/live']) expect((await get(t, url)).json()).toEqual({ status: 'ok' });
    const ready = await get(t, '/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('health checks while PostgreSQL is out of reach', () => {
  let database: TestPgDatabase;
  let relay: TcpRelay;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestPgDatabase();
    const target = new URL(database.url);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const throughRelay = new URL(database.url);
    throughRelay.port = String(relay.port);
    // No timeouts of the pool's own: only the readiness check's bound can end its wait.
    t = await createTestApp('postgres', { database: await openDatabase({ databaseUrl: throughRelay.toString(), poolSize: 2 }) });
  });
  afterAll(async () => {
    relay.resume();
    await t.close();
    await relay.close();
    await database.drop();
  });

  it('answers not ready, with Retry-After, while the database refuses connections, and alive all along', async () => {
    await relay.refuse();
    const ready = await get(t, '/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect((await get(t, '/health')).statusCode).toBe(200);
    await relay.reopen();
    expect((await get(t, '/health/ready')).statusCode).toBe(200);
  });

  it('answers not ready within its bound while the database stops answering, then ready once it answers', async () => {
    relay.pause();
    const checks = await Promise.all([get(t, '/health/ready'), get(t, '/health/ready')]);
    expect(checks.map((check) => check.statusCode)).toEqual([503, 503]);
    expect((await get(t, '/health/live')).statusCode).toBe(200);
    relay.resume();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) status = (await get(t, '/health/ready')).statusCode;
    expect(status).toBe(200);
  });
});
