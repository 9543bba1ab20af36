import { isAdminPath } from '../paths.ts';
import { takeFirstScreenAnswer } from './first-screen.ts';
import { browserTimezone, getEditionLocale, getLocale } from './locale.ts';
import { requestEnded, requestStarted, requireTwoFactorEnrolment, showExpiredSession, showNetworkError, showUnexpectedError } from './ui-store.ts';

/**
 * The one way screens reach the server. Each call is a small file (features/<area>/api) wrapping
 * `apiRequest` in a TanStack Query hook; nothing else calls `fetch`.
 */
export const JSON_API = 'application/vnd.api+json';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface ApiErrorObject {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string; header?: string };
  meta?: Record<string, unknown>;
}

/** A failed call: `status` 0 means no response at all (network down, server unreachable). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorObject[];

  constructor(status: number, errors: ApiErrorObject[]) {
    super(errors[0]?.detail ?? errors[0]?.title ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** The language to ask for; a query passes the one in its key so cache and answer agree. */
  locale?: string;
  /**
   * Statuses the caller handles itself, without the shell's dialogs (0 is "no answer"): the sign-in
   * form handles its 401, boot handles a visitor's 401 on `users/me`.
   */
  silent?: readonly number[];
  /** The body's media type, when it uses a JSON:API extension (atomic operations). */
  contentType?: string;
  /** The language an admin write is in, when a screen edits another than the user's edition language. */
  editionLocale?: string;
  /**
   * Sends the device's time zone (`X-Timezone`), for a call that counts days in the reader's zone
   * (statistics). Only such calls send it: reading the zone costs the first screen a formatter.
   */
  withTimezone?: boolean;
}

/** Whether the app believes a user is signed in: only then does a 401 or 419 mean "session expired". */
let signedIn = false;
let beforeUnsafeCalls: Promise<unknown> | null = null;

/**
 * A call every change waits for: the call that hands a hydrated page's visitor the anti-forgery
 * cookie (main.tsx), which the usual boot awaits before anything is drawn.
 */
export function awaitBeforeUnsafeCalls(call: Promise<unknown>) {
  beforeUnsafeCalls = call.finally(() => {
    beforeUnsafeCalls = null;
  });
}

export function setSignedIn(value: boolean) {
  signedIn = value;
}

/** The server's answer to any call of a session that must set up two-factor sign-in first. */
export const TWO_FACTOR_ENROLMENT_REQUIRED = 'auth.two_factor_enrolment_required';

/** The server's answer to the first call of a session it no longer knows (ended elsewhere, expired). */
export const SESSION_EXPIRED = 'session_expired';

/**
 * The shell's reaction to a failed call (spec §8): network dialog, expired-session dialog, and the
 * unexpected-error dialog for a server failure (logged for whoever reports it). A session that must
 * set up two-factor sign-in first is sent to that screen, whatever the caller handles itself.
 */
function react(status: number, silent: readonly number[], detail: string, code?: string) {
  if (status === 403 && code === TWO_FACTOR_ENROLMENT_REQUIRED) return requireTwoFactorEnrolment();
  // The server says a session ended elsewhere once, clearing its cookie as it answers: whichever call
  // hears it, a quiet one included (the bell's count), tells the user, or the next change would be
  // refused as a visitor's without a word.
  if (status === 401 && code === SESSION_EXPIRED && signedIn) return showExpiredSession();
  if (silent.includes(status)) return;
  if (status === 0) showNetworkError();
  else if ((status === 401 || status === 419) && signedIn) showExpiredSession();
  else if (status >= 500) {
    console.error(`Unexpected server error ${status}: ${detail}`);
    showUnexpectedError(detail);
  }
}

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

export function requestHeaders(
  method: string,
  { locale = getLocale(), hasBody = false, contentType = JSON_API, editionLocale, withTimezone = false }: { locale?: string; hasBody?: boolean; contentType?: string; editionLocale?: string; withTimezone?: boolean } = {},
): Headers {
  const headers = new Headers({
    Accept: JSON_API,
    'Accept-Language': locale,
    'X-Requested-With': 'XMLHttpRequest',
  });
  if (withTimezone) headers.set('X-Timezone', browserTimezone());
  if (hasBody) headers.set('Content-Type', contentType);
  if (UNSAFE_METHODS.has(method)) {
    const token = readCookie('XSRF-TOKEN');
    if (token) headers.set('X-XSRF-TOKEN', token);
  }
  // Admin screens edit content in the edition language, which the interface language defaults to.
  // A screen editing another language names it.
  if (editionLocale) headers.set('X-Edition-Locale', editionLocale);
  else if (isAdminPath(window.location.pathname)) headers.set('X-Edition-Locale', getEditionLocale() ?? locale);
  return headers;
}

export async function apiRequest<T>(url: string, { method = 'GET', body, signal, locale, silent = [], contentType, editionLocale, withTimezone }: ApiRequestOptions = {}): Promise<T> {
  const hasBody = body !== undefined;
  if (beforeUnsafeCalls && UNSAFE_METHODS.has(method)) await beforeUnsafeCalls.catch(() => undefined);
  if (method === 'GET') {
    const answer = takeFirstScreenAnswer(url, locale ?? getLocale());
    if (answer !== undefined) return answer as T;
  }
  let response: Response;
  // The loading bar shows while any request is pending (spec §4 "Loading").
  requestStarted();
  try {
    try {
      response = await fetch(url, {
        method,
        headers: requestHeaders(method, { locale, hasBody, contentType, editionLocale, withTimezone }),
        body: hasBody ? JSON.stringify(body) : undefined,
        credentials: 'same-origin',
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      react(0, silent, 'network');
      throw new ApiError(0, [{ code: 'network_error', title: 'Network error' }]);
    }
    if (response.status === 204) return undefined as T;
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const errors = (payload as { errors?: ApiErrorObject[] } | null)?.errors;
      const error = new ApiError(response.status, Array.isArray(errors) ? errors : [{ title: response.statusText }]);
      react(response.status, silent, `${method} ${url}: ${error.message}`, error.errors[0]?.code);
      throw error;
    }
    return payload as T;
  } finally {
    requestEnded();
  }
}
