import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { DrawInput, DrawnScreen, DrawScreen } from './first-screen.ts';

/** The thread's code (plain JavaScript: a worker thread gets no TypeScript loader). */
const WORKER_URL = new URL('./first-screen-worker.mjs', import.meta.url);

/**
 * One drawing thread, two where the machine has four cores or more: the event loop keeps a core of
 * its own, and drawings are rare (memoised, and one at a time per thread as the web's module state
 * holds one visitor), while each thread holds its own copy of the web's app and of jsdom.
 */
export const drawingThreadCount = () => Math.min(2, Math.max(1, availableParallelism() - 2));

export interface DrawingWorkerOptions {
  /** Threads drawing (each one drawing at a time). */
  threads?: number;
  /** A drawing running longer than this ends its thread, which is replaced (a runaway drawing). */
  maxRunMs?: number;
  /** A drawing waiting for a thread longer than this is given up (its visitors have their document). */
  maxWaitMs?: number;
  /** Drawings waiting at most: past them a new one is refused at once (the document goes out undrawn). */
  maxWaiting?: number;
  /** A thread that stops while starting is started again after this pause. */
  restartPauseMs?: number;
  log?: FastifyBaseLogger;
}

export interface DrawingWorkers {
  draw: DrawScreen;
  /** Refuses what waits, gives up what is drawn and ends the threads. */
  close(): Promise<void>;
}

interface Job {
  id: number;
  input: DrawInput;
  resolve(screen: DrawnScreen): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

interface Thread {
  worker: Worker | null;
  ready: boolean;
  job: Job | null;
  timer?: NodeJS.Timeout;
}

type WorkerMessage = { ready: true } | { ready: false; reason: string } | { id: number; screen: DrawnScreen } | { id: number; error: string };

/**
 * The web's server drawing (`entry`: packages/web/dist-server/entry-server.js) run in
 * `worker_threads` threads, so that a drawing (React's prerender, emotion's styles, jsdom) never
 * holds up the event loop: the main thread only posts the input and gets the screen back. A drawing
 * that fails, waits or runs too long is rejected (the caller sends the document undrawn); a thread
 * that stops or is ended for a runaway drawing is replaced. Null when the entry has no `render`.
 */
export async function startDrawingWorkers(
  entry: string,
  { threads = drawingThreadCount(), maxRunMs = 10_000, maxWaitMs = 3000, maxWaiting = 16, restartPauseMs = 1000, log }: DrawingWorkerOptions = {},
): Promise<DrawingWorkers | null> {
  const waiting: Job[] = [];
  const pool: Thread[] = Array.from({ length: threads }, () => ({ worker: null, ready: false, job: null }));
  let closing = false;
  let nextId = 0;

  /** The thread's drawing in hand, taken off it. */
  const takeJob = (thread: Thread) => {
    const job = thread.job;
    clearTimeout(thread.timer);
    thread.job = null;
    return job;
  };

  /** The thread's worker ended and, unless the server closes, a new one started in its place. */
  const replace = (thread: Thread, pauseMs: number) => {
    const worker = thread.worker;
    thread.worker = null;
    thread.ready = false;
    if (worker) void worker.terminate();
    if (closing) return;
    if (pauseMs === 0) void start(thread);
    else setTimeout(() => !closing && !thread.worker && void start(thread), pauseMs).unref();
  };

  const pump = () => {
    for (const thread of pool) {
      if (!thread.worker || !thread.ready || thread.job) continue;
      const job = waiting.shift();
      if (!job) return;
      clearTimeout(job.timer);
      thread.job = job;
      thread.timer = setTimeout(() => {
        takeJob(thread)?.reject(new Error(`the drawing took more than ${maxRunMs} ms: its thread is replaced`));
        replace(thread, 0);
      }, maxRunMs).unref();
      try {
        thread.worker.postMessage({ id: job.id, input: job.input });
      } catch (error) {
        takeJob(thread)?.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
  };

  /** Starts the thread's worker; true once it can draw, false if it stopped first. */
  const start = (thread: Thread) =>
    new Promise<boolean>((resolveStarted) => {
      const worker = new Worker(WORKER_URL, { workerData: { entry: pathToFileURL(entry).href } });
      // The server's own handles keep the process alive, not this thread.
      worker.unref();
      thread.worker = worker;
      thread.ready = false;
      worker.on('message', (message: WorkerMessage) => {
        if (thread.worker !== worker) return;
        if ('ready' in message) {
          if (!message.ready) {
            log?.warn({ reason: message.reason }, 'The first-screen drawing could not start: documents go out undrawn');
            resolveStarted(false);
            replace(thread, restartPauseMs);
            return;
          }
          thread.ready = true;
          resolveStarted(true);
          pump();
          return;
        }
        if (thread.job?.id !== message.id) return;
        const job = takeJob(thread)!;
        if ('screen' in message) job.resolve(message.screen);
        else job.reject(new Error(message.error));
        pump();
      });
      worker.on('error', (error) => log?.error({ err: error }, 'The first-screen drawing thread failed: it is replaced'));
      worker.on('exit', (code) => {
        resolveStarted(false);
        if (thread.worker !== worker) return;
        takeJob(thread)?.reject(new Error(`the drawing thread stopped (exit code ${code}): it is replaced`));
        replace(thread, thread.ready ? 0 : restartPauseMs);
      });
    });

  const close = async () => {
    closing = true;
    for (const job of waiting.splice(0)) {
      clearTimeout(job.timer);
      job.reject(new Error('the server is closing'));
    }
    await Promise.all(
      pool.map(async (thread) => {
        takeJob(thread)?.reject(new Error('the server is closing'));
        const worker = thread.worker;
        thread.worker = null;
        thread.ready = false;
        await worker?.terminate();
      }),
    );
  };

  const started = await Promise.all(pool.map(start));
  if (!started.some(Boolean)) {
    await close();
    return null;
  }

  const draw: DrawScreen = (input) => {
    if (closing) return Promise.reject(new Error('the server is closing'));
    if (waiting.length >= maxWaiting) return Promise.reject(new Error(`${maxWaiting} drawings are already waiting`));
    return new Promise<DrawnScreen>((resolve, reject) => {
      const job: Job = { id: nextId++, input, resolve, reject };
      job.timer = setTimeout(() => {
        const at = waiting.indexOf(job);
        if (at === -1) return;
        waiting.splice(at, 1);
        reject(new Error(`the drawing waited more than ${maxWaitMs} ms for a thread`));
      }, maxWaitMs).unref();
      waiting.push(job);
      pump();
    });
  };
  return { draw, close };
}
