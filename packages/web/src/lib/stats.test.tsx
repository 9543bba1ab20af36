import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { setSignedIn } from './api-client.ts';
import { DEFERRED_VIEW_MS, recordStat, useDeferredView } from './stats.ts';
import { getUiState, setUiState } from './ui-store.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function serveStats() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(null, { status: 204 });
    }),
  );
  return sent;
}

describe('a view of a record shown by a route', () => {
  it('is recorded once the visitor stayed 5 seconds on it', async () => {
    vi.useFakeTimers();
    const sent = serveStats();
    renderHook(() => useDeferredView('users', 'u1'));
    await vi.advanceTimersByTimeAsync(DEFERRED_VIEW_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ records: [{ event: 'view', resourceType: 'users', resourceId: 'u1' }] }]);
  });

  it('is not recorded when the route leaves it or moves to another record before', async () => {
    vi.useFakeTimers();
    const sent = serveStats();
    const { rerender, unmount } = renderHook(({ id }) => useDeferredView('users', id), { initialProps: { id: 'u1' } });
    await vi.advanceTimersByTimeAsync(3000);
    rerender({ id: 'u2' });
    await vi.advanceTimersByTimeAsync(3000);
    unmount();
    await vi.advanceTimersByTimeAsync(DEFERRED_VIEW_MS);
    expect(sent).toEqual([]);
  });
});

describe('a statistic whose call fails', () => {
  afterEach(() => {
    setSignedIn(false);
    setUiState({ expiredSession: false, networkError: false, unexpectedError: null });
  });
  const answer = (status: number, code: string) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ errors: [{ status: String(status), code, title: code }] }), { status, headers: { 'content-type': 'application/vnd.api+json' } })),
    );
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('shows nothing for its own failures', async () => {
    setSignedIn(true);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const [status, code] of [
      [500, 'internal'],
      [403, 'forbidden'],
      [422, 'invalid'],
    ] as const) {
      answer(status, code);
      recordStat('view', 'app-pages', 'p1');
      await settled();
    }
    expect(getUiState()).toMatchObject({ expiredSession: false, networkError: false, unexpectedError: null });
  });

  it('lets the shell say a signed-in session has ended when it is the call that hears it', async () => {
    setSignedIn(true);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer(401, 'session_expired');
    recordStat('view', 'app-pages', 'p1');
    await settled();
    expect(getUiState().expiredSession).toBe(true);
  });
});
