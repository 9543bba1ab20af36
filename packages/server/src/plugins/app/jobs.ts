import fp from 'fastify-plugin';
import { JobWorker } from '../../jobs/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job worker: kinds register their handler with `app.jobs.handle`. */
    jobs: JobWorker;
  }
}

/** Polls the `background_jobs` table every JOB_POLL_MS once the app is ready (0: never, tests run it by hand). */
export const jobsPlugin = fp(
  async (app) => {
    const worker = new JobWorker(app.db, app.log, app.config.jobLockSeconds);
    app.decorate('jobs', worker);
    app.addHook('onReady', async () => {
      if (app.config.jobPollMs > 0) worker.start(app.config.jobPollMs);
    });
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'jobs', dependencies: ['context'] },
);
