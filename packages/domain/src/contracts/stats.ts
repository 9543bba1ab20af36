import { z } from 'zod';
import { registry } from '../resources/index.ts';
import { STATS_EVENTS } from '../rules/stats.ts';

/**
 * `POST /api/v1/services/stats/records` (spec, platform §7): page views and downloads, sent in
 * batches. Anyone may record (visitors too, with the anti-forgery token of every unsafe request);
 * the answer is 204, and a failure is reported to the caller and otherwise ignored.
 */

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

/** Longest period of one summary, in days: a year, leap day included. */
export const STATS_SUMMARY_MAX_DAYS = 366;
/** Period of a summary that names no dates: the last 30 days, today included. */
export const STATS_SUMMARY_DEFAULT_DAYS = 30;
/** Items in the summary's most viewed (or downloaded) list. */
export const STATS_TOP_SIZE = 10;

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const day = z.iso.date();

/**
 * `GET /api/v1/services/stats/summary?event=view&from=2026-01-01&to=2026-01-31&resourceType=files`:
 * every query parameter is optional. `event` defaults to the first the reader may see, `to` to today
 * and `from` to 29 days before `to`, in the time zone of `X-Timezone` (Europe/Paris otherwise).
 */
export const statsSummaryQuery = z
  .strictObject({
    event: z.enum(STATS_EVENTS).optional(),
    from: day.optional(),
    to: day.optional(),
    resourceType: z.enum(resourceTypes).optional(),
  })
  .check((context) => {
    const { from, to } = context.value;
    if (!from || !to || !isCalendarDate(from) || !isCalendarDate(to)) return;
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days < 0) context.issues.push({ code: 'custom', path: ['to'], message: 'validation.after_or_equal', input: to });
    else if (days >= STATS_SUMMARY_MAX_DAYS) context.issues.push({ code: 'custom', path: ['from'], message: 'validation.max_period', input: from });
  });
export type StatsSummaryQuery = z.infer<typeof statsSummaryQuery>;

const count = z.number().int().nonnegative();

/** The answer of the summary: a series per kind over the days of the period, and the top items. */
export const statsSummaryAnswer = z.object({
  data: z.object({
    event: z.enum(STATS_EVENTS),
    from: z.string(),
    to: z.string(),
    /** The zone the days are counted in. */
    timezone: z.string(),
    resourceType: z.string().nullable(),
    /** Every day of the period, in order (`YYYY-MM-DD`), days without records included. */
    days: z.array(z.string()),
    /** One series per kind that has records in the period, most recorded first; `counts[i]` is for `days[i]`. */
    series: z.array(z.object({ resourceType: z.string(), counts: z.array(count), total: count })),
    total: count,
    /** The most viewed (or downloaded) items of the period; `label` is their name or title when their kind has one the reader may read. */
    top: z.array(z.object({ resourceType: z.string(), resourceId: z.string(), count, label: z.string().nullable() })),
    /** The sites the records came from (the host of their Origin or Referer; null: none sent), most first, banned ones left out. */
    origins: z.array(z.object({ origin: z.string().nullable(), count })),
  }),
  meta: z.object({
    /** The events this reader may ask for. */
    events: z.array(z.enum(STATS_EVENTS)),
  }),
});
export type StatsSummaryAnswer = z.infer<typeof statsSummaryAnswer>;
export type StatsSummary = StatsSummaryAnswer['data'];
