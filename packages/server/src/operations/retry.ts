import { setTimeout as delay } from 'node:timers/promises';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { databaseErrorOf } from '../jsonapi/db-errors.ts';

/** How many times a request's transaction is run when PostgreSQL keeps aborting it (see below). */
export const TRANSACTION_TRIES = 4;

/** A deadlock victim (`40P01`) or a serialization failure (`40001`): the database's choice, not the request's fault. */
export const isRetryableAbort = (error: unknown) => {
  const code = databaseErrorOf(error)?.code;
  return code === '40P01' || code === '40001';
};

/**
 * Runs `work` in a transaction, and runs it again from the start when PostgreSQL aborted it as the
 * victim of a deadlock or for a serialization failure: the other writer has gone on, and the same
 * request now succeeds. At most TRANSACTION_TRIES runs, after a short random pause that grows, so
 * two retried writers do not meet again. Inside a caller's transaction (a savepoint) it is the
 * caller's whole transaction that is aborted, so the error goes up to the caller's own retry.
 * Locks taken in one order (`ResourceHooks.lockFirst`) keep deadlocks rare; this keeps the rare
 * one from answering 500.
 */
export async function retriedTransaction<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (db instanceof PgTransaction || run >= TRANSACTION_TRIES || !isRetryableAbort(error)) throw error;
      await delay(run * (5 + Math.random() * 20));
    }
  }
}
