import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createQueryClient } from '../../lib/query-client.ts';
import { ME_QUERY_KEY } from '../../lib/session/session.ts';
import { changeAccessibility, followOtherTabs, getAccessibility, PARAMETERS_KEY, resetAccessibilityStore } from './accessibility-store.ts';
import { syncAccessibilityWithAccount } from './account-sync.ts';

const user = (accessibilityParameters: unknown, extra: Record<string, unknown> = {}) => ({ id: 'u1', type: 'users', impersonating: false, accessibilityParameters, ...extra });

let patches: unknown[];
beforeEach(() => {
  patches = [];
  localStorage.setItem(PARAMETERS_KEY, JSON.stringify({ fontSize: 18 }));
  resetAccessibilityStore();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PATCH') patches.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ errors: [{ status: '401' }] }), { status: 401 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('accessibility settings on the account', () => {
  it("applies a signed-in user's saved settings over this browser's, without saving them back", async () => {
    const queryClient = createQueryClient();
    const stop = syncAccessibilityWithAccount(queryClient);
    queryClient.setQueryData(ME_QUERY_KEY, user({ fontSize: 20, darkTheme: true }));
    expect(getAccessibility()).toMatchObject({ fontSize: 20, darkTheme: true });
    expect(JSON.parse(localStorage.getItem(PARAMETERS_KEY)!)).toMatchObject({ fontSize: 20 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(patches).toEqual([]);
    stop();
  });

  it("keeps this browser's settings for a user who saved none", () => {
    const queryClient = createQueryClient();
    const stop = syncAccessibilityWithAccount(queryClient);
    queryClient.setQueryData(ME_QUERY_KEY, user(null));
    expect(getAccessibility().fontSize).toBe(18);
    stop();
  });

  it('saves the user’s changes once they settle (500 ms), the whole set at once', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, user(null));
    const stop = syncAccessibilityWithAccount(queryClient);
    changeAccessibility({ fontSize: 19 });
    changeAccessibility({ fontSize: 20 });
    changeAccessibility({ darkTheme: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(patches).toEqual([]);
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      data: {
        type: 'users',
        id: 'u1',
        attributes: { accessibilityParameters: { fontFamily: 'Roboto', fontSize: 20, lineHeight: 1.5, letterSpacing: 1, grayscaleImages: false, toastTimeout: null, darkTheme: true } },
      },
    });
    stop();
  });

  it('saves nothing for a visitor or an impersonating admin', async () => {
    const queryClient = createQueryClient();
    const stop = syncAccessibilityWithAccount(queryClient);
    changeAccessibility({ fontSize: 21 });
    queryClient.setQueryData(ME_QUERY_KEY, user(null, { impersonating: true }));
    changeAccessibility({ fontSize: 22 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(patches).toEqual([]);
    stop();
  });
});

describe('accessibility settings across tabs', () => {
  it('applies what another tab sends, without sending it back', async () => {
    const stop = followOtherTabs();
    const otherTab = new BroadcastChannel('relais');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    otherTab.postMessage({ command: 'accessibility', payload: { fontSize: 28, lineHeight: 'x' } });
    otherTab.postMessage({ command: 'darkTheme', payload: true });
    await waitFor(() => expect(getAccessibility()).toMatchObject({ fontSize: 28, lineHeight: 1.5, darkTheme: true }));
    expect(heard).toEqual([]);
    otherTab.close();
    stop();
  });
});
