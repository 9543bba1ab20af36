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

export type TrainingModuleAction = 'start' | 'finish';

export interface TrainingProgressFacts {
  acceptedAt?: Date | string | null;
  refusedAt?: Date | string | null;
  finishedAt?: Date | string | null;
  /** The badge's modules in order, each with the trainee's progress (none yet: both null). */
  modules: readonly { startedAt?: Date | string | null; finishedAt?: Date | string | null }[];
}

/**
 * Why a trainee may not start or finish the module at `index` of their session (spec, issue 25
 * item 6: "each started and finished in order"), or null when they may: the session must be
 * accepted, not refused nor finished; a module starts once every earlier one is finished and
 * finishes once started, each once.
 */
export function trainingModuleRefusal(session: TrainingProgressFacts, index: number, action: TrainingModuleAction): 'not_accepted' | 'refused' | 'finished' | 'unknown_module' | 'out_of_order' | 'already_done' | 'not_started' | null {
  if (session.refusedAt != null) return 'refused';
  if (session.acceptedAt == null) return 'not_accepted';
  if (session.finishedAt != null) return 'finished';
  const module = session.modules[index];
  if (!Number.isInteger(index) || !module) return 'unknown_module';
  if (action === 'start') {
    if (module.startedAt != null) return 'already_done';
    return session.modules.slice(0, index).every((earlier) => earlier.finishedAt != null) ? null : 'out_of_order';
  }
  if (module.startedAt == null) return 'not_started';
  return module.finishedAt != null ? 'already_done' : null;
}
