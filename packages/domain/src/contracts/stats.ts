import { z } from 'zod';
import { registry } from '../resources/index.ts';

/**
 * `POST /api/v1/services/stats/records` (spec, platform §7): page views and downloads, sent in
 * batches. Anyone may record (visitors too, with the anti-forgery token of every unsafe request);
 * the answer is 204, and a failure is reported to the caller and otherwise ignored.
 */
export const STATS_EVENTS = ['view', 'download'] as const;
export type StatsEvent = (typeof STATS_EVENTS)[number];

/** Most records in one call: a page sends one view; a queue flushed after a while sends a few. */
export const STATS_RECORDS_MAX = 50;

const resourceTypes = registry.resources.map((resource) => resource.type) as [string, ...string[]];

export const statsRecordSchema = z.strictObject({
  event: z.enum(STATS_EVENTS),
  /** A declared JSON:API type (`app-pages`, `files`…). */
  resourceType: z.enum(resourceTypes),
  resourceId: z.uuid(),
});

export const statsRecordsRequestSchema = z.strictObject({
  records: z.array(statsRecordSchema).min(1).max(STATS_RECORDS_MAX),
});

export type StatsRecord = z.infer<typeof statsRecordSchema>;
export type StatsRecordsRequest = z.infer<typeof statsRecordsRequestSchema>;
