import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { backgroundJobs } from '../db/system-tables.ts';

/** A job runs at most this many times; then it stays in the table with its last error, for an operator. */
export const MAX_ATTEMPTS = 5;
/** The job being run, for a handler that marks what it sends with it (a mail's Message-ID). */
export interface RunningJob {
  id: string;
  attempts: number;
}

export type JobHandler = (payload: Record<string, unknown>, job: RunningJob) => Promise<void>;

/** Work a kind does on every pass of the poller besides its jobs (recovering what a stopped server left half done). */
export type PollTask = () => Promise<unknown>;

/** Queues a job in the caller's transaction: it runs only if the transaction commits. */
export async function enqueueJob(db: Executor, kind: string, payload: Record<string, unknown>) {
  await db.insert(backgroundJobs).values({ kind, payload });
}

/** Rows of one INSERT when many jobs are queued at once (a mailing's recipients). */
const INSERT_CHUNK = 500;

/**
 * Queues many jobs of one kind in the caller's transaction, a few statements for any number;
 * `delayMs`: they are due that long after the transaction's time (a grouped mail's window), not at once.
 */
export async function enqueueJobs(db: Executor, kind: string, payloads: readonly Record<string, unknown>[], options: { delayMs?: number } = {}) {
  const runAt = options.delayMs ? { runAt: sql`now() + make_interval(secs => ${options.delayMs / 1000})` } : {};
  for (let start = 0; start < payloads.length; start += INSERT_CHUNK) {
    await db.insert(backgroundJobs).values(payloads.slice(start, start + INSERT_CHUNK).map((payload) => ({ kind, payload, ...runAt })));
  }
}

/**
 * Runs queued jobs: claims a due one (`FOR UPDATE SKIP LOCKED`, so several processes never run
 * the same job), runs it by its kind's handler, deletes it when done, and retries a failure later
 * (1, 4, 9… minutes) up to MAX_ATTEMPTS. Jobs are claimed one at a time, so a worker holds only
 * the job it runs: a stop finishes that one and leaves every other unclaimed for the next process,
 * and no job's lock runs out while it waits behind others.
 */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly pollTasks = new Map<string, PollTask>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private following: Promise<number> | null = null;
  private isStopping = false;

  /**
   * @param lockSeconds how long a claimed job is held before another process may take it
   * (`JOB_LOCK_SECONDS`): its holder died. Longer than any job's run, which each handler bounds.
   */
  constructor(
    private readonly db: Database,
    private readonly log: { error(details: object, message: string): void },
    private readonly lockSeconds = 120,
  ) {}

  handle(kind: string, handler: JobHandler) {
    this.handlers.set(kind, handler);
  }

  /** Runs `task` at the start of every pass, before the due jobs; a failure is logged and the jobs still run. */
  onPoll(name: string, task: PollTask) {
    this.pollTasks.set(name, task);
  }

  /**
   * Runs every job due now, after the poll tasks; resolves with how many jobs ran. A call made while
   * a pass runs waits for it and then runs one more (shared by every call made meanwhile): the pass
   * in hand may have looked for jobs before this caller's were queued. Once the worker is stopping
   * it claims nothing more.
   */
  runDue(): Promise<number> {
    if (this.running) {
      this.following ??= this.running
        .catch(() => 0)
        .then(() => {
          this.following = null;
          return this.runDue();
        });
      return this.following;
    }
    this.running = this.runPass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runPass(): Promise<number> {
    for (const [name, task] of this.pollTasks) {
      if (this.isStopping) return 0;
      try {
        await task();
      } catch (error) {
        this.log.error({ err: error, task: name }, 'poll task failed');
      }
    }
    let total = 0;
    while (!this.isStopping) {
      const [job] = await this.claim();
      if (!job) break;
      await this.run(job);
      total += 1;
    }
    return total;
  }

  private async claim() {
    const due = this.db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(and(lte(backgroundJobs.runAt, sql`now()`), lt(backgroundJobs.attempts, MAX_ATTEMPTS), or(isNull(backgroundJobs.lockedUntil), lt(backgroundJobs.lockedUntil, sql`now()`))))
      .orderBy(backgroundJobs.runAt)
      .limit(1)
      .for('update', { skipLocked: true });
    return this.db
      .update(backgroundJobs)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${this.lockSeconds})`, attempts: sql`${backgroundJobs.attempts} + 1` })
      .where(sql`${backgroundJobs.id} in (${due})`)
      .returning({ id: backgroundJobs.id, kind: backgroundJobs.kind, payload: backgroundJobs.payload, attempts: backgroundJobs.attempts });
  }

  private async run(job: { id: string; kind: string; payload: unknown; attempts: number }) {
    try {
      const handler = this.handlers.get(job.kind);
      if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}".`);
      await handler(job.payload as Record<string, unknown>, { id: job.id, attempts: job.attempts });
      await this.db.delete(backgroundJobs).where(eq(backgroundJobs.id, job.id));
    } catch (error) {
      this.log.error({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'background job failed');
      await this.db
        .update(backgroundJobs)
        .set({ lockedUntil: null, lastError: String(error).slice(0, 2000), runAt: sql`now() + make_interval(mins => ${job.attempts * job.attempts})` })
        .where(eq(backgroundJobs.id, job.id));
    }
  }

  /** Polls every `intervalMs`. */
  start(intervalMs: number) {
    this.timer = setInterval(() => {
      this.runDue().catch((error: unknown) => this.log.error({ err: error }, 'job polling failed'));
    }, intervalMs);
    this.timer.unref();
  }

  /** Claims nothing more and resolves when the job in hand has ended. */
  async stop() {
    this.isStopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    await this.following?.catch(() => undefined);
  }
}
