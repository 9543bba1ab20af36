import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../db/system-tables.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn, visitorHeaders } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';

describe.each(TEST_DATABASES)('mail leaves through the job queue, after the answer, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // No polling: the test runs the worker itself, so "not yet sent" cannot race with it.
    t = await createTestApp(kind, { env: { JOB_POLL_MS: '0' } });
  });
  afterAll(() => t.close());

  const drain = async () => {
    while ((await t.app.jobs.runDue()) > 0);
  };
  const forgot = async (email: string) => t.app.inject({ method: 'POST', url: '/auth/password/forgot', headers: await visitorHeaders(t), payload: { email } });

  it('answers a forgotten password before any mail is sent, doing the same work for a known and an unknown address', async () => {
    const user = await signIn(t);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.test');
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    expect(t.app.mailer.capture!.to(user.email)).toHaveLength(0);
    expect(await t.database.db.select({ kind: backgroundJobs.kind }).from(backgroundJobs)).toEqual([{ kind: 'password-reset-link' }, { kind: 'password-reset-link' }]);

    await drain();
    const mail = await t.app.mailer.capture!.waitFor(user.email);
    expect(mail.text).toContain('/auth/password/reset/');
    expect(t.app.mailer.capture!.to('nobody-here@example.test')).toHaveLength(0);
    expect(await t.database.db.select().from(backgroundJobs)).toEqual([]);
  });

  it('keeps a job whose handler fails, with its error, for a later attempt', async () => {
    t.app.jobs.handle('always-fails', async () => {
      throw new Error('the mail server is down');
    });
    await t.database.db.insert(backgroundJobs).values({ kind: 'always-fails', payload: {} });
    await drain();
    const [job] = await t.database.db.select().from(backgroundJobs);
    expect(job).toMatchObject({ kind: 'always-fails', attempts: 1, lockedUntil: null });
    expect(job!.lastError).toContain('the mail server is down');
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('runs the poll tasks on every pass, before the jobs, and still runs the jobs when one fails', async () => {
    const order: string[] = [];
    t.app.jobs.onPoll('test-broken', async () => {
      order.push('broken task');
      throw new Error('the task is broken');
    });
    t.app.jobs.onPoll('test-counting', async () => void order.push('task'));
    t.app.jobs.handle('test-noted', async () => void order.push('job'));
    await t.database.db.insert(backgroundJobs).values({ kind: 'test-noted', payload: {} });
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(await t.app.jobs.runDue()).toBe(0);
    expect(order).toEqual(['broken task', 'task', 'job', 'broken task', 'task']);
  });

  it('runs a job queued while a pass looks for work: the later call waits for that pass, then runs its own', async () => {
    const ran: string[] = [];
    t.app.jobs.handle('test-late', async () => void ran.push('late'));
    // The pass in hand looks for jobs before this one is queued: its claim finds nothing.
    const worker = t.app.jobs as unknown as { claim(): Promise<unknown[]> };
    const claim = worker.claim.bind(worker);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    worker.claim = async () => {
      worker.claim = claim;
      await gate;
      return [];
    };
    const early = t.app.jobs.runDue();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await t.database.db.insert(backgroundJobs).values({ kind: 'test-late', payload: {} });
    const late = t.app.jobs.runDue();
    release();
    expect(await early).toBe(0);
    expect(await late).toBe(1);
    expect(ran).toEqual(['late']);
  });
});
