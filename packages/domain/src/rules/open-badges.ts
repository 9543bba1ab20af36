/** Open-badge rules (spec, domain "Open badges" and §4). */

const time = (value: Date | string) => new Date(value).getTime();

/** An assertion is expired once its expiresAt is past; one without expiresAt never expires. */
export const isAssertionExpired = (assertion: { expiresAt?: Date | string | null }, now: Date) =>
  assertion.expiresAt != null && time(assertion.expiresAt) < now.getTime();

/** A training session is finished once finishedAt is set. */
export const isTrainingSessionFinished = (session: { finishedAt?: Date | string | null }) => session.finishedAt != null;

export interface TrainingSessionFacts {
  finishedAt?: Date | string | null;
  modules: readonly { startedAt?: Date | string | null; finishedAt?: Date | string | null }[];
}

/**
 * A session's duration in milliseconds: the sum of its modules' durations, only once the session is
 * finished (null before). A module not both started and finished adds nothing.
 */
export function trainingSessionDuration(session: TrainingSessionFacts): number | null {
  if (!isTrainingSessionFinished(session)) return null;
  return session.modules.reduce((total, module) => {
    if (module.startedAt == null || module.finishedAt == null) return total;
    return total + Math.max(0, time(module.finishedAt) - time(module.startedAt));
  }, 0);
}

/** An open badge has a public page only once published. */
export const hasBadgePage = (badge: { publishedAt?: Date | string | null }) => badge.publishedAt != null;

/** Whether an organization's access level reaches the configured weight for issuing badges. */
export const canIssueBadges = ({ organizationWeight, issuerWeight }: { organizationWeight: number | null; issuerWeight: number | null }) =>
  organizationWeight !== null && issuerWeight !== null && organizationWeight >= issuerWeight;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an assertion issued at `issuedAt` expires if no date is given: `validityDuration` days later,
 * or never (null) for a badge without a validity duration.
 */
export const assertionExpiresAt = ({ issuedAt, validityDuration }: { issuedAt: Date | string; validityDuration?: number | null }): Date | null =>
  validityDuration == null ? null : new Date(time(issuedAt) + validityDuration * DAY_MS);

/** A session's duration in whole minutes (rounded up), null until it is finished. */
export function trainingSessionMinutes(session: TrainingSessionFacts): number | null {
  const duration = trainingSessionDuration(session);
  return duration === null ? null : Math.ceil(duration / 60_000);
}
