import { z } from 'zod';
import { STATS_SUMMARY_MAX_DAYS } from './stats.ts';

/**
 * The back office's software statistics (spec, domain: `/admin/resources/software/stats/events` and
 * `/sessions`, admins only): counts per day by version and by system, computed by the database.
 * `events` counts every statistic but the session ones; `sessions` counts the sessions started
 * (`session_start`). Filters: a service (installations associated with one of its authorizations),
 * an installation, a group, and the period (days in the reader's zone, both included).
 */
export const SOFTWARE_STATS_VIEWS = ['events', 'sessions'] as const;
export type SoftwareStatsView = (typeof SOFTWARE_STATS_VIEWS)[number];

/** Versions (or systems) drawn as their own series; the rest are added up as one "other" series. */
export const SOFTWARE_STATS_SERIES_MAX = 8;

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const softwareStatsSummaryQuery = z
  .strictObject({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    service: z.uuid().optional(),
    installation: z.uuid().optional(),
    group: z.uuid().optional(),
  })
  .check((context) => {
    const { from, to } = context.value;
    if (!from || !to || !isCalendarDate(from) || !isCalendarDate(to)) return;
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days < 0) context.issues.push({ code: 'custom', path: ['to'], message: 'validation.after_or_equal', input: to });
    else if (days >= STATS_SUMMARY_MAX_DAYS) context.issues.push({ code: 'custom', path: ['from'], message: 'validation.max_period', input: from });
  });
export type SoftwareStatsSummaryQuery = z.infer<typeof softwareStatsSummaryQuery>;

const count = z.number().int().nonnegative();
/** One series: `key` is the version or system (null: not reported; `other` flag: the rest added up). */
const series = z.object({ key: z.string().nullable(), isOther: z.boolean(), counts: z.array(count), total: count });

export const softwareStatsSummaryAnswer = z.object({
  data: z.object({
    view: z.enum(SOFTWARE_STATS_VIEWS),
    from: z.string(),
    to: z.string(),
    timezone: z.string(),
    /** Every day of the period, in order (`YYYY-MM-DD`). */
    days: z.array(z.string()),
    /** Most counted first; `counts[i]` is for `days[i]`. */
    byVersion: z.array(series),
    bySystem: z.array(series),
    total: count,
  }),
});
export type SoftwareStatsSummaryAnswer = z.infer<typeof softwareStatsSummaryAnswer>;
export type SoftwareStatsSummary = SoftwareStatsSummaryAnswer['data'];
export type SoftwareStatsSeries = z.infer<typeof series>;

/**
 * A member's software associations (`GET /api/v1/services/software/associations`, spec, domain:
 * `/account/software/associations`): the authorizations given to their verified address, each with
 * its service, the installations it is associated with, and how many more it may take.
 */
export const mySoftwareAssociationsAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      distId: z.string(),
      startsAt: z.string().nullable(),
      expiresAt: z.string().nullable(),
      isActive: z.boolean(),
      service: z.object({ id: z.string(), name: z.string(), associationsMax: count }),
      used: count,
      left: count,
      associations: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          createdAt: z.string(),
          installation: z.object({ id: z.string(), name: z.string().nullable(), system: z.string().nullable(), deviceId: z.string().nullable() }).nullable(),
        }),
      ),
    }),
  ),
  meta: z.object({
    /** False when the member's address is not verified yet: nothing is shown until it is. */
    emailVerified: z.boolean(),
  }),
});
export type MySoftwareAssociationsAnswer = z.infer<typeof mySoftwareAssociationsAnswer>;
