import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { applyMessages, i18n } from '../../lib/i18n/i18n.ts';
import { featuresOn } from '../../test/fixtures.ts';
import { mockApi, serveEnvironmentChanges } from '../../test/mock-api.ts';
import { App } from '../app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const MESSAGES = { newsletter: { unsubscribeTitle: 'Unsubscribe from the newsletter', confirmUnsubscribe: 'Unsubscribe', confirmAddressTitle: 'Confirm your e-mail address', confirmAddress: 'Confirm my address' } };

/**
 * The spec's "no nav, no footer" screens (the unsubscribe screens, and the forms' address confirmation drawn like them) in the whole app: the shell's
 * standalone frame (`ShellLayout standalone`), still with its skip link, banner and main landmarks.
 */
describe('the unsubscribe screens in the app', () => {
  /** The whole app at `path`, on the contracts' answers, with the screen's texts. */
  async function renderAppAt(path: string) {
    mockApi();
    // The screens exist with their features: the newsletter's, and the forms' for the confirmation.
    serveEnvironmentChanges({ features: featuresOn({ newsletter: true, forms: true }) });
    await i18n.changeLanguage('en');
    window.history.replaceState(null, '', path);
    render(<App />);
    await screen.findByRole('main');
    await act(() => applyMessages('en', MESSAGES));
  }

  it.each([
    ['/services/unsubscribe/u-1?signature=abc', 'Unsubscribe from the newsletter', 'Unsubscribe'],
    ['/services/light-users/unsubscribe/c-1?signature=abc', 'Unsubscribe from the newsletter', 'Unsubscribe'],
    ['/services/confirm-address/a-1?token=abc', 'Confirm your e-mail address', 'Confirm my address'],
  ])(
    'draws %s standalone: the site’s name back home, the skip link and one heading in main, no menu and no footer',
    async (path, heading, button) => {
      await renderAppAt(path);
      const main = screen.getByRole('main');
      expect(await within(main).findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(within(main).getByRole('button', { name: button })).toBeEnabled();
      expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Relais' })).toHaveAttribute('href', '/');
      // The footer's code and the menu's answer are at hand: had the shell drawn them, they would be there by now.
      await import('./footer.tsx');
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(screen.queryByRole('button', { name: /menu/i })).toBeNull();
    },
  );

  it('leaves the menu and footer to the other screens', async () => {
    await renderAppAt('/legal/notice');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation').length).toBeGreaterThan(0);
  });
});
