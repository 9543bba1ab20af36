import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { applyMessages } from '../../lib/i18n/i18n.ts';
import { setUiState } from '../../lib/ui-store.ts';
import { mockApi, serveEnvironmentChanges } from '../../test/mock-api.ts';
import { renderBooted } from '../../test/render.tsx';
import { EnvironmentUpdatedBanner } from './banners.tsx';
import { GlobalUi } from './global-ui.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setUiState({ environmentUpdated: false });
});

const BANNER = 'A new version of the site is available.';

async function renderWatchedTab() {
  mockApi();
  await renderBooted(
    <>
      <GlobalUi />
      <EnvironmentUpdatedBanner />
    </>,
  );
  await act(() => applyMessages('en', { shell: { environmentUpdated: BANNER, refresh: 'Refresh' } }));
}

/** The tab comes back to the front, as when its user switches to it. */
const showTab = () => act(async () => {
  document.dispatchEvent(new Event('visibilitychange'));
  await new Promise((resolve) => setTimeout(resolve, 50));
});

describe('an open tab when the site’s environment changes (a page published, saved or deleted)', () => {
  it('shows the updated-environment banner when the server answers a newer version as it comes back to the front', async () => {
    await renderWatchedTab();
    await showTab();
    // Same version: nothing to say.
    expect(screen.queryByText(BANNER)).toBeNull();
    serveEnvironmentChanges({ environmentVersion: '2' });
    await showTab();
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('shows it at once when another tab says it published', async () => {
    await renderWatchedTab();
    const otherTab = new BroadcastChannel('relais');
    otherTab.postMessage({ command: 'environment' });
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    otherTab.close();
  });
});
