import type { StatsRecord } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import { statRecords } from '../db/system-tables.ts';

/** Keeps a batch of page views and downloads: one INSERT, whatever the number of records. */
export async function recordStats(db: Executor, { records, userId }: { records: readonly StatsRecord[]; userId: string | null }): Promise<void> {
  if (!records.length) return;
  const recordedAt = new Date();
  await db.insert(statRecords).values(records.map(({ event, resourceType, resourceId }) => ({ event, resourceType, resourceId, userId, recordedAt })));
}
