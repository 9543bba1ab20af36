import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { DEFERRED_VIEW_MS, useDeferredView } from './stats.ts';

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
