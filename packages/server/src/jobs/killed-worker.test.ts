import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { backgroundJobs } from '../db/system-tables.ts';
import { MailCapture } from '../mail/capture.ts';
import { childDatabase, until } from '../test/child-server.ts';
import type { ChildDatabase } from '../test/child-server.ts';
import { startServerProcess } from '../test/server-process.ts';
import type { ServerProcess } from '../test/server-process.ts';
import { TEST_DATABASES } from '../test/databases.ts';

describe.each(TEST_DATABASES)('a job held by a killed process on %s', (kind) => {
  let database: ChildDatabase;
  let server: ServerProcess | undefined;
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    await server?.kill();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await database.remove();
  });

  it('is retaken by another worker once its lock expires, and its mail is captured exactly once', async () => {
    database = await childDatabase(kind);
    let handle = await database.open();
    const [queued] = await handle.db.insert(backgroundJobs).values({ kind: 'mail', payload: { to: 'once@example.test', subject: 'Once', text: 'Hello', html: '<p>Hello</p>' } }).returning({ id: backgroundJobs.id });
    await handle.close();

    // A mail server that takes the connection and never greets: the child has claimed the job and is sending it.
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket.on('error', () => undefined)));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => silent.close(resolve)), async () => held.forEach((socket) => socket.destroy()));
    const lock = { JOB_LOCK_SECONDS: '3' };
    server = await startServerProcess({ ...database.env, ...lock, JOB_POLL_MS: '50', SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` });
    await until(() => held.length > 0, 'the child began sending the mail');
    server.child.kill('SIGKILL');
    await server.exited;

    // Another process's worker, sending to a mail server that answers.
    const capture = new MailCapture(null);
    const capturePort = await capture.start();
    cleanups.push(() => capture.stop());
    handle = await database.open();
    const config = loadConfig({ NODE_ENV: 'test', ...database.env, ...lock, SESSION_SECRET: 'another worker secret of at least 32 characters', JOB_POLL_MS: '0', SMTP_URL: `smtp://127.0.0.1:${capturePort}` });
    const app = await buildApp({ config, database: handle });
    cleanups.push(() => handle.close(), () => app.close());

    const heldJob = () => handle.db.select({ attempts: backgroundJobs.attempts, lastError: backgroundJobs.lastError, isExpired: sql<boolean>`${backgroundJobs.lockedUntil} < now()` }).from(backgroundJobs);
    // Held by the dead process: claimed once, locked, not failed.
    expect(await heldJob()).toMatchObject([{ attempts: 1, lastError: null }]);
    await until(async () => (await heldJob())[0]!.isExpired, 'the lock expired');
    expect(await app.jobs.runDue()).toBe(1);
    expect(await app.jobs.runDue()).toBe(0);
    expect(capture.to('once@example.test')).toHaveLength(1);
    // Named by its job: had it been sent twice, the receiving side would see one message.
    expect(capture.to('once@example.test')[0]!.headers['message-id']).toBe(`<${queued!.id}@relais.local>`);
    expect(await handle.db.select().from(backgroundJobs)).toEqual([]);
  }, 180_000);
});
