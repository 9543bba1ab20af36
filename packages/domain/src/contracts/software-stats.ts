import { z } from 'zod';

/**
 * `POST /api/v1/services/software-stats` (spec, domain "Software statistics"): an installation of
 * the software posts its own statistics, with no user session. It proves who it is with what it
 * holds: its `installationId` and the `distId` of the service authorization it is associated with
 * (decisions.md). Each statistic names its event and origin by name; an unknown one is added.
 */

/** Most statistics in one call: a queue the software flushes now and then. */
export const SOFTWARE_STATS_BATCH_MAX = 100;

/**
 * An event's or origin's name as the software sends it (`launch`, `Session start`, `crash-report`):
 * ASCII letters and digits with spaces, `_`, `.` or `-` between, so the id it stands for is a readable id.
 */
const referenceName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 _.-]*$/);

/**
 * The id an event or origin name stands for: lower case, runs of spaces, dots and dashes as one
 * underscore (`Session start` → `session_start`), so the seeded ids are found by their names.
 */
export const referenceIdOf = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s.-]+/g, '_');

export const softwareStatInput = z.strictObject({
  event: referenceName,
  /** Where it was sent from (`application`, `website`, `import`…); `application` when left out. */
  origin: referenceName.optional(),
  recordedAt: z.iso.datetime({ offset: true }),
  version: z.string().trim().min(1).max(64).nullish(),
  fromVersion: z.string().trim().min(1).max(64).nullish(),
  system: z.string().trim().min(1).max(255).nullish(),
});

export const softwareStatsRequest = z.strictObject({
  installationId: z.string().trim().min(1).max(255),
  distId: z.string().trim().min(1).max(255),
  stats: z.array(softwareStatInput).min(1).max(SOFTWARE_STATS_BATCH_MAX),
});
export type SoftwareStatInput = z.infer<typeof softwareStatInput>;
export type SoftwareStatsRequest = z.infer<typeof softwareStatsRequest>;

/** What was kept: session events of an installation that does not count its sessions are left out. */
export const softwareStatsAnswer = z.object({
  meta: z.object({ kept: z.number().int().nonnegative(), skipped: z.number().int().nonnegative() }),
});
export type SoftwareStatsAnswer = z.infer<typeof softwareStatsAnswer>;
