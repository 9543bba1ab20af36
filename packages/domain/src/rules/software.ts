import { bannedOriginCandidates, originHost } from './origins.ts';

/**
 * Rules of the software services and their statistics (spec, domain "Software statistics").
 */

/** An authorization's period: either end may be open (null). */
export interface AuthorizationPeriod {
  startsAt: Date | null;
  expiresAt: Date | null;
}

/**
 * An authorization is active from `startsAt` (included) until `expiresAt` (excluded); an open start
 * means "since always", an open end "for good".
 */
export function isAuthorizationActive(period: AuthorizationPeriod, now: Date): boolean {
  if (period.startsAt && now.getTime() < period.startsAt.getTime()) return false;
  if (period.expiresAt && now.getTime() >= period.expiresAt.getTime()) return false;
  return true;
}

/** A period is well formed when it ends strictly after it starts (or either end is open). */
export function isAuthorizationPeriodValid(period: AuthorizationPeriod): boolean {
  return !period.startsAt || !period.expiresAt || period.expiresAt.getTime() > period.startsAt.getTime();
}

/**
 * Whether an authorization that already has `count` associations may take one more, under its
 * service's `associationsMax`.
 */
export function canAddAssociation(count: number, associationsMax: number): boolean {
  return count < associationsMax;
}

/**
 * The ban covering the host an origin names, if any: a ban of `spam.example` covers it and its
 * subdomains. `bannedSignatures` are the bans' `originSignature`s; null when the origin names no host
 * or nothing bans it.
 */
export function banOfOrigin(origin: string, bannedSignatures: Iterable<string>): string | null {
  const host = originHost(origin);
  if (!host) return null;
  const banned = new Set(bannedSignatures);
  return bannedOriginCandidates(host).find((candidate) => banned.has(candidate)) ?? null;
}
