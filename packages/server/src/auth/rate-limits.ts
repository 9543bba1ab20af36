import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../http/errors.ts';

/**
 * Brute-force limits of the sign-in family. Each limit counts per client address and per account;
 * the account key is the normalised e-mail the attempt targets, so varying letter case or spaces
 * does not make a new key, and the address limit caps trying many accounts.
 *
 * Password sign-in counts failures only, so that nobody locks an account out from elsewhere: per
 * client address (trying many accounts), per account *and* address, and per account and device
 * cookie (a browser that signed in to the account before), which then replaces the address keys.
 * Each attempt reserves its points before the password is checked and a right password gives them
 * back, so a burst of parallel guesses gets exactly as far as the same guesses one after another.
 */
export interface Limit {
  points: number;
  durationSeconds: number;
}

export const LIMITS = {
  signInByAddress: { points: 20, durationSeconds: 15 * 60 },
  signInFailuresByAddress: { points: 20, durationSeconds: 15 * 60 },
  signInFailuresByAccountAndAddress: { points: 5, durationSeconds: 15 * 60 },
  signInFailuresByDevice: { points: 5, durationSeconds: 15 * 60 },
  resetByAddress: { points: 10, durationSeconds: 60 * 60 },
  forgotByAccount: { points: 3, durationSeconds: 60 * 60 },
  resetByAccount: { points: 10, durationSeconds: 60 * 60 },
  verificationByAccount: { points: 3, durationSeconds: 60 * 60 },
  registerByAddress: { points: 5, durationSeconds: 60 * 60 },
  registerByAccount: { points: 3, durationSeconds: 60 * 60 },
  twoFactorBySession: { points: 5, durationSeconds: 15 * 60 },
  twoFactorByAccount: { points: 10, durationSeconds: 15 * 60 },
  twoFactorResendBySession: { points: 3, durationSeconds: 15 * 60 },
  emailChangeByAccount: { points: 5, durationSeconds: 60 * 60 },
  /**
   * Wrong current passwords of one signed-in account (two-factor changes, password and e-mail
   * changes), whoever holds the session: a stolen session guesses no further.
   */
  currentPasswordFailuresByAccount: { points: 5, durationSeconds: 15 * 60 },
  secondaryEmailsByAccount: { points: 10, durationSeconds: 60 * 60 },
  /** New uploads (tus creations and secured-file calls) of one account. */
  uploadsByAccount: { points: 200, durationSeconds: 60 * 60 },
  /** Stats calls of one browser (session or visitor id): far above anyone's reading pace. */
  statsByClient: { points: 120, durationSeconds: 60 },
  /** Stats calls of one address, which many browsers behind one network share. */
  statsByAddress: { points: 3000, durationSeconds: 60 },
  /**
   * Stats calls of one address from visitors: a new visitor cookie is free, so one replaced at each
   * call escapes `statsByClient` but not this (signed-in members behind the address are not counted).
   */
  statsVisitorsByAddress: { points: 240, durationSeconds: 60 },
  /** Software statistics calls of one address (a school's devices share one): each call carries a batch. */
  softwareStatsByAddress: { points: 600, durationSeconds: 60 },
  /** Software statistics calls of one installation: far above a flush a minute. */
  softwareStatsByInstallation: { points: 30, durationSeconds: 60 },
  /** Calls of one address whose installationId and distId proved nothing: guessing a distId stops here. */
  softwareStatsFailuresByAddress: { points: 10, durationSeconds: 15 * 60 },
  /**
   * Unsubscribe calls (one-click POSTs and the screen's button) of one address, whatever their link:
   * a mail provider's servers make their users' one-click calls, so many people share one address.
   */
  unsubscribeByAddress: { points: 60, durationSeconds: 60 },
  /** Advanced-form responses of one address, whatever the form (a school's network shares one). */
  formResponsesByAddress: { points: 60, durationSeconds: 60 * 60 },
  /** Responses of one address to one form. */
  formResponsesByAddressAndForm: { points: 20, durationSeconds: 60 * 60 },
  /** Saves of advanced-form drafts (new or again) of one address, whatever the form. */
  formDraftsByAddress: { points: 120, durationSeconds: 60 * 60 },
  /** Links to continue a form mailed to one recipient: a form cannot flood a stranger's mailbox. */
  formDraftMailsByRecipient: { points: 3, durationSeconds: 60 * 60 },
  /** Unsubscribe calls with one recipient's valid link: counted after the signature, so nobody but the link's holder spends it. */
  unsubscribeByRecipient: { points: 10, durationSeconds: 60 * 60 },
  /** Double opt-in confirmations (the screen's button) of one address, whatever their link. */
  addressConfirmationByAddress: { points: 30, durationSeconds: 60 },
  /** Calls with one confirmation link's right token: counted after the token, so nobody but the link's holder spends it. */
  addressConfirmationByLink: { points: 10, durationSeconds: 60 * 60 },
  /** Survey answers (given or changed) of one address, whatever the survey. */
  surveyAnswersByAddress: { points: 60, durationSeconds: 60 * 60 },
  /** Survey answers of one address to one survey (a household or a school shares one address). */
  surveyAnswersByAddressAndSurvey: { points: 20, durationSeconds: 60 * 60 },
  /** Light-user form inputs (contact, subscription…) of one address, whatever the form. */
  formInputsByAddress: { points: 60, durationSeconds: 60 * 60 },
  /** Light-user form inputs of one address to one form. */
  formInputsByAddressAndForm: { points: 20, durationSeconds: 60 * 60 },
  /** Each proof-of-work captcha challenge is spent by its first use (resources/forms/captcha.ts). */
  captchaChallengeUses: { points: 1, durationSeconds: 15 * 60 },
  /** Short URLs asked for sharing by one user (or, for visitors, one address): far above anyone's sharing pace. */
  shortUrlsByClient: { points: 30, durationSeconds: 60 },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/** Points taken by `RateLimits.reserve`; `refund` gives them back (once). */
export interface Reservation {
  refund(): Promise<void>;
}

/**
 * Counters live in Redis when REDIS_URL is set, so that every app process shares them; otherwise in
 * the process (one process, or tests).
 */
export class RateLimits {
  private readonly limiters = new Map<LimitName, RateLimiterAbstract>();

  constructor({ redis, limits = LIMITS }: { redis?: Redis | null; limits?: Record<LimitName, Limit> } = {}) {
    for (const [name, limit] of Object.entries(limits) as [LimitName, Limit][]) {
      const options = { keyPrefix: `relais:limit:${name}`, points: limit.points, duration: limit.durationSeconds };
      this.limiters.set(name, redis ? new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: false }) : new RateLimiterMemory(options));
    }
  }

  /** Counts one attempt against each named limit; throws a 429 with Retry-After once one is spent. */
  async consume(entries: [LimitName, string][]) {
    await this.reserve(entries);
  }

  /**
   * Takes one point of each named limit before slow work (a password check), so that parallel
   * attempts are counted like sequential ones: each take is atomic in the store, and nothing is read
   * first and counted after. All or none: a 429 (with Retry-After) gives back what it took. The
   * answer gives the points back when the attempt turns out not to count (a right password).
   */
  async reserve(entries: [LimitName, string][]): Promise<Reservation> {
    const taken: [RateLimiterAbstract, string][] = [];
    const refund = async () => {
      for (const [limiter, key] of taken.splice(0)) await limiter.reward(key, 1);
    };
    for (const [name, key] of entries) {
      const limiter = this.limiters.get(name)!;
      try {
        taken.push([limiter, key]);
        await limiter.consume(key);
      } catch (error) {
        // A refused take still counted its point: it is given back with the others (a store that
        // fails here leaves them counted, the safe side).
        await refund().catch(() => undefined);
        if (error instanceof RateLimiterRes) throw tooManyRequests(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
        throw error;
      }
    }
    return { refund };
  }

  /**
   * Refuses with a 429 when a named counter is already spent; counts nothing itself. Parallel calls
   * all pass until `countFailure` runs: only for checks whose guesses are too many to matter (a
   * distId), where reserving would refuse the honest calls a shared address has in flight together.
   */
  async assertNotSpent(entries: [LimitName, string][]) {
    for (const [name, key] of entries) {
      const limiter = this.limiters.get(name)!;
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= limiter.points) throw tooManyRequests(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
    }
  }

  /** Counts one failure against each named limit; the next `assertNotSpent` refuses once one is spent. */
  async countFailure(entries: [LimitName, string][]) {
    for (const [name, key] of entries) await this.limiters.get(name)!.penalty(key, 1);
  }

  /** Forgets the account's failures after a success. */
  async reset(name: LimitName, key: string) {
    await this.limiters.get(name)!.delete(key);
  }
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
