import { useSyncExternalStore } from 'react';
import { readCookie } from './api-client.ts';

/**
 * The visitor's cookie decisions: a map of cookie id to boolean (spec §3 "Cookie consent"), kept
 * 365 days in the `cookies_consent` cookie (spec, constants). Video providers are cookie ids
 * (`youtube`, `vimeo`). The cookie dialog (features/cookies) reads and writes through this too, and
 * whoever wants it opened (the footer button, a block) asks here.
 */
export const CONSENT_COOKIE = 'cookies_consent';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type Consent = Readonly<Record<string, boolean>>;

/** The cookies a visitor decides on; the necessary ones (session, XSRF-TOKEN, language) are always on. */
export const CONFIGURABLE_COOKIES = ['youtube', 'vimeo'] as const;
export type ConfigurableCookie = (typeof CONFIGURABLE_COOKIES)[number];

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

/** Whether some configurable cookie still waits for a decision: then the dialog opens, forced. */
export const hasUndecidedCookies = () => CONFIGURABLE_COOKIES.some((id) => getConsent(id) === undefined);

/**
 * Stores decisions (the cookie's 365 days start again); the components reading a decision hear of
 * it only when one actually changed.
 */
export function setConsents(decisions: Record<string, boolean>): void {
  const before = readConsent();
  const value = encodeURIComponent(JSON.stringify({ ...before, ...decisions }));
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  if (Object.entries(decisions).some(([id, isAccepted]) => before[id] !== isAccepted)) for (const listener of listeners) listener();
}

export const setConsent = (id: string, isAccepted: boolean) => setConsents({ [id]: isAccepted });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the visitor accepted this cookie id; components re-render when any decision changes. */
export function useConsent(id: string): boolean {
  // Nothing is accepted in a screen the server draws: what needs consent waits for the browser.
  return useSyncExternalStore(subscribe, () => readConsent()[id] === true, () => false);
}

// ---- The cookie dialog's state: opened by the boot check, the footer button or a block ----------

export interface CookieDialogState {
  isOpen: boolean;
  /** Opened because a decision is missing: it cannot be dismissed, only answered. */
  isForced: boolean;
}

let dialog: CookieDialogState = { isOpen: false, isForced: false };
const dialogListeners = new Set<() => void>();

function setDialog(next: CookieDialogState) {
  dialog = next;
  for (const listener of dialogListeners) listener();
}

export const openCookieDialog = ({ isForced = false }: { isForced?: boolean } = {}) => setDialog({ isOpen: true, isForced });
export const closeCookieDialog = () => setDialog({ isOpen: false, isForced: false });

export function useCookieDialog(): CookieDialogState {
  return useSyncExternalStore(
    (listener) => {
      dialogListeners.add(listener);
      return () => dialogListeners.delete(listener);
    },
    () => dialog,
    () => dialog,
  );
}
