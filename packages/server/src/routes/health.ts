import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../plugins/app/errors.ts';

/** Longest wait for the database's answer to the readiness check: a load balancer polls often. */
export const READY_CHECK_MS = 2000;

/**
 * Liveness and readiness, for a load balancer or an orchestrator. `/health` and `/health/live` say
 * the process runs and serves HTTP: always 200, no database work (a process restart would not bring
 * the database back). `/health/ready` says whether the database answers `select 1` within
 * READY_CHECK_MS: 200, else 503 with Retry-After, so traffic goes elsewhere meanwhile. Checks asked
 * while one is under way share it, so a database that stops answering is not sent a pile of them.
 */
export async function healthRoutes(app: FastifyInstance) {
  const isAlive = async () => ({ status: 'ok' });
  app.get('/health', isAlive);
  app.get('/health/live', isAlive);
  let check: Promise<boolean> | undefined;
  app.get('/health/ready', async (_request, reply) => {
    check ??= databaseAnswers(app.db).finally(() => (check = undefined));
    if (await check) return { status: 'ok', database: 'up' };
    return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ status: 'unavailable', database: 'down' });
  });
}

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), READY_CHECK_MS)));
  const answer = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
