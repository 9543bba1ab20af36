import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../test/databases.ts';
import { retriedTransaction } from './retry.ts';

/** Two writers locking two rows in opposite orders: PostgreSQL aborts one, and it is run again. */
describe.skipIf(!process.env.DATABASE_URL)('a transaction aborted as a deadlock’s victim', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    await database.db.execute(sql`create table retry_probe (id int primary key, n int not null)`);
    await database.db.execute(sql`insert into retry_probe values (1, 0), (2, 0)`);
  }, 60_000);
  afterAll(() => database.close());

  it('is run again from the start, and both writes land once', async () => {
    let bothHoldOne!: () => void;
    const holding = new Promise<void>((resolve) => (bothHoldOne = resolve));
    let held = 0;
    let runs = 0;
    const write = (first: number, second: number) =>
      retriedTransaction(database.db, async (tx) => {
        runs++;
        await tx.execute(sql`update retry_probe set n = n + 1 where id = ${first}`);
        if (++held === 2) bothHoldOne();
        await holding;
        await tx.execute(sql`update retry_probe set n = n + 1 where id = ${second}`);
      });
    await Promise.all([write(1, 2), write(2, 1)]);
    expect(runs).toBe(3);
    const { rows } = (await database.db.execute(sql`select n from retry_probe order by id`)) as unknown as { rows: { n: number }[] };
    expect(rows.map((row) => row.n)).toEqual([2, 2]);
  }, 30_000);
});
