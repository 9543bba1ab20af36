import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';

export interface StopOptions {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** How long the stop may take (`SHUTDOWN_TIMEOUT_MS`). */
  timeoutMs: number;
}

/**
 * Ends the process on SIGTERM or SIGINT without losing work. `app.close()` stops accepting
 * connections and lets the requests in flight finish: idle keep-alive connections close at once,
 * busy ones after their answer (which says `Connection: close`, plugins/app/connections.ts). Then
 * the close hooks run: the job worker claims nothing more and finishes the job in hand, then the
 * mailer closes (plugins/app/mailer.ts), then the rest. Then the database closes and the exit code
 * is 0. Past the deadline the connections left are destroyed, the stop is logged as failed and the
 * exit code is 1 (a job still held is retaken by another process when its lock expires). A second
 * signal ends the process at once, with 1.
 */
export function stopOnSignals({ app, database, timeoutMs }: StopOptions) {
  let isStopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (isStopping) {
      app.log.error({ signal }, 'second stop signal: ending now');
      process.exit(1);
    }
    isStopping = true;
    app.log.info({ signal, timeoutMs }, 'stopping: finishing the requests in flight');
    const deadline = setTimeout(() => {
      app.server.getConnections((_error, connections) => {
        app.log.error({ connections, timeoutMs }, 'stop deadline passed: the connections left are destroyed');
        app.server.closeAllConnections();
        process.exit(1);
      });
    }, timeoutMs);
    try {
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'the stop failed');
      process.exit(1);
    }
    clearTimeout(deadline);
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}
