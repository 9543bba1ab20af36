import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setSignedIn } from './api-client.ts';
import { getUiState, resetUiState } from './ui-store.ts';
import { setEditionLocale, setLocale } from './locale.ts';

function stubFetch(status = 200, body: unknown = { data: {} }) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(status === 204 ? null : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  window.history.replaceState(null, '', '/');
});

describe('the API client', () => {
  it('asks for JSON:API in the current language, as a script request, with the time zone only when the call counts days', async () => {
    setLocale('fr');
    const calls = stubFetch();
    await apiRequest('/api/v1/services/app-menu');
    await apiRequest('/api/v1/services/stats/summary', { withTimezone: true });
    expect(headersOf(calls[1]?.init).get('x-timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const headers = headersOf(calls[0]?.init);
    expect(headers.get('accept')).toBe('application/vnd.api+json');
    expect(headers.get('accept-language')).toBe('fr');
    expect(headers.has('x-timezone')).toBe(false);
    expect(headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(headers.has('x-xsrf-token')).toBe(false);
    expect(headers.has('x-edition-locale')).toBe(false);
  });

  it('echoes the XSRF-TOKEN cookie on unsafe methods only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%2B123';
    const calls = stubFetch(204);
    await apiRequest('/auth/logout', { method: 'POST', body: {} });
    await apiRequest('/api/v1/services/app-menu');
    expect(headersOf(calls[0]?.init).get('x-xsrf-token')).toBe('abc+123');
    expect(headersOf(calls[0]?.init).get('content-type')).toBe('application/vnd.api+json');
    expect(headersOf(calls[1]?.init).has('x-xsrf-token')).toBe(false);
  });

  it('sends the edition language on admin screens', async () => {
    setLocale('it');
    window.history.replaceState(null, '', '/admin/dashboard');
    const calls = stubFetch();
    await apiRequest('/api/v1/app-pages');
    expect(headersOf(calls[0]?.init).get('x-edition-locale')).toBe('it');
  });

  it('sends the signed-in user’s own edition language on admin screens when they have one', async () => {
    setLocale('en');
    setEditionLocale('it');
    window.history.replaceState(null, '', '/admin/dashboard');
    const calls = stubFetch();
    await apiRequest('/api/v1/app-pages');
    expect(headersOf(calls[0]?.init).get('X-Edition-Locale')).toBe('it');
    setEditionLocale(null);
  });

  it('turns an error answer into an ApiError carrying its status and error objects', async () => {
    stubFetch(422, { errors: [{ status: '422', code: 'validation.required', detail: 'Required.' }] });
    const failure = await apiRequest('/api/v1/users', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, message: 'Required.' });
  });

  describe('a session ended elsewhere', () => {
    afterEach(() => {
      setSignedIn(false);
      resetUiState();
    });
    const expired = { errors: [{ status: '401', code: 'session_expired', title: 'Session expired' }] };

    it('opens the expired-session dialog even when the call that hears it is a quiet one', async () => {
      setSignedIn(true);
      stubFetch(401, expired);
      await apiRequest('/api/v1/services/notifications/unread-count', { silent: [401] }).catch(() => undefined);
      expect(getUiState().expiredSession).toBe(true);
    });

    it('stays quiet for a visitor, and for a quiet call’s other 401', async () => {
      stubFetch(401, expired);
      await apiRequest('/api/v1/users/me', { silent: [401] }).catch(() => undefined);
      expect(getUiState().expiredSession).toBe(false);
      setSignedIn(true);
      stubFetch(401, { errors: [{ status: '401', code: 'unauthenticated', title: 'Sign in' }] });
      await apiRequest('/api/v1/users/me', { silent: [401] }).catch(() => undefined);
      expect(getUiState().expiredSession).toBe(false);
    });
  });
});
