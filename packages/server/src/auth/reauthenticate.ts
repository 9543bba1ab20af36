import type { FastifyRequest } from 'fastify';
import { ApiError, validationFailed } from '../http/errors.ts';
import { verifyPassword } from './passwords.ts';
import type { RateLimits } from './rate-limits.ts';

/** How recent a sign-in stands for the password of an account that has none (social sign-in only). */
export const RECENT_SIGN_IN_MINUTES = 10;

export interface Reauthentication {
  /** The stored hash, null for an account that signs in through a provider only. */
  passwordHash: string | null;
  /** What the person typed as their current password. */
  given: unknown;
  /** When this session signed in. */
  signedInAt: Date | null;
  /** An administrator acting as the user never confirms the user's identity. */
  isImpersonated: boolean;
  /** Where wrong passwords are counted: the account's own limit. */
  attempts: PasswordAttempts;
}

export interface PasswordAttempts {
  rateLimits: RateLimits;
  accountId: string;
}

/**
 * Whether `given` is the account's current password. Each check takes a point of the account's
 * limit before the slow hash (a burst of parallel guesses is counted like guesses in a row) and a
 * right password gives it back: a 429 with Retry-After once the wrong ones spend it.
 */
export async function isCurrentPassword({ rateLimits, accountId }: PasswordAttempts, passwordHash: string, given: unknown): Promise<boolean> {
  if (typeof given !== 'string' || !given) return false;
  const reservation = await rateLimits.reserve([['currentPasswordFailuresByAccount', accountId]]);
  const isRight = await verifyPassword(passwordHash, given).catch(async (error: unknown) => {
    await reservation.refund();
    throw error;
  });
  if (isRight) await reservation.refund();
  return isRight;
}

/**
 * Sensitive changes (primary e-mail, two-factor enrolment, strategy, recovery codes) need the person
 * at the keyboard to prove again who they are: the current password, or, for an account without one,
 * a sign-in through its provider (with its second factor, if any) in the last RECENT_SIGN_IN_MINUTES.
 * Throws a 422 naming `pointer` for a wrong password, a 429 past the account's limit of wrong ones,
 * a 403 `auth.reauthentication_required` else.
 */
export async function assertReauthenticated({ passwordHash, given, signedInAt, isImpersonated, attempts }: Reauthentication, pointer: string) {
  if (isImpersonated) throw reauthenticationRequired('An administrator acting as this user cannot make this change.');
  if (passwordHash) {
    if (await isCurrentPassword(attempts, passwordHash, given)) return;
    throw validationFailed([{ pointer, rule: 'current_password', detail: 'Type your current password to confirm this change.' }]);
  }
  const isRecent = signedInAt !== null && Date.now() - signedInAt.getTime() <= RECENT_SIGN_IN_MINUTES * 60_000;
  if (!isRecent) throw reauthenticationRequired('Sign in again to confirm this change: your sign-in is too old.');
}

const reauthenticationRequired = (detail: string) => new ApiError(403, [{ code: 'auth.reauthentication_required', title: 'Confirm it is you', detail }]);

/** The reauthentication facts of a signed-in request, for `assertReauthenticated`. */
export const sessionFacts = (request: FastifyRequest) => ({
  signedInAt: request.session?.createdAt ?? null,
  isImpersonated: request.actor.impersonatorId !== null,
  attempts: { rateLimits: request.server.rateLimits, accountId: request.actor.userId! },
});
