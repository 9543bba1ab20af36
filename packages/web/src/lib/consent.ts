import { useSyncExternalStore } from 'react';
import { readCookie } from './api-client.ts';

/**
 * The visitor's cookie decisions: a map of cookie id to boolean (spec §3 "Cookie consent"), kept
 * 365 days in the `cookies_consent` cookie (spec, constants). Video providers are cookie ids
 * (`youtube`, `vimeo`). The cookie dialog, a later issue, will read and write through this too.
 */
export const CONSENT_COOKIE = 'cookies_consent';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type Consent = Readonly<Record<string, boolean>>;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: Consent = {};

/** A cookie someone else wrote, or an older shape, counts as no decision rather than breaking the page. */
function parse(raw: string | null): Consent {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    return {};
  }
}

/** Every decision stored; the same object until the cookie changes, as React's store reads need. */
export function readConsent(): Consent {
  const raw = readCookie(CONSENT_COOKIE);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

/** The decision for one cookie id: undefined while the visitor has not made one. */
export function getConsent(id: string): boolean | undefined {
  return readConsent()[id];
}

export function setConsent(id: string, isAccepted: boolean): void {
  const value = encodeURIComponent(JSON.stringify({ ...readConsent(), [id]: isAccepted }));
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the visitor accepted this cookie id; components re-render when any decision changes. */
export function useConsent(id: string): boolean {
  return useSyncExternalStore(subscribe, () => readConsent()[id] === true);
}
