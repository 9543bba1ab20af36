import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyMessages } from '../../lib/i18n/i18n.ts';
import { closeCookieDialog, CONSENT_COOKIE, readConsent, useConsent } from '../../lib/consent.ts';
import { renderBooted } from '../../test/render.tsx';
import { CookieSettingsButton } from './cookie-settings-button.tsx';

const MESSAGES = {
  cookies: {
    title: 'Cookie settings',
    description: 'We use cookies that the site needs to work and, with your consent, cookies of video providers.',
    open: 'Manage cookies',
    close: 'Close',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    save: 'Save my choices',
    necessary: 'Necessary cookies',
    necessaryDescription: 'They keep you signed in and remember your settings.',
    alwaysOn: 'always on',
    youtube: 'YouTube videos',
    youtubeDescription: 'Lets you watch YouTube videos on this site.',
    vimeo: 'Vimeo videos',
    vimeoDescription: 'Lets you watch Vimeo videos on this site.',
  },
};

const storeCookie = (value: Record<string, boolean>) => {
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Path=/`;
};

/** A video placeholder's view of one provider's consent. */
function ConsentProbe({ id }: { id: string }) {
  return <output data-testid={id}>{useConsent(id) ? 'accepted' : 'blocked'}</output>;
}

async function renderApp() {
  const user = userEvent.setup();
  // The dialog waits for its messages, as after boot: they come first here.
  await applyMessages('en', MESSAGES);
  await renderBooted(
    <>
      <CookieSettingsButton />
      <ConsentProbe id="youtube" />
      <ConsentProbe id="vimeo" />
    </>,
  );
  return user;
}

// The lazily loaded component is compiled once, before the tests time what a user does.
beforeAll(() => import('./components/cookie-dialog.tsx'), 30_000);
afterEach(() => {
  act(() => closeCookieDialog());
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('the cookie dialog', () => {
  it('opens forced on a first visit, with every configurable cookie switched off (consent is an act) and the necessary ones always on', async () => {
    await renderApp();
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toHaveAccessibleDescription(/cookies that the site needs/);
    expect(within(dialog).getByRole('switch', { name: 'YouTube videos' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Vimeo videos' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Vimeo videos' })).toHaveAccessibleDescription('Lets you watch Vimeo videos on this site.');
    expect(within(dialog).getByText(/Necessary cookies/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('switch')).toHaveLength(2);
  });

  it('takes the focus as it opens on a first visit, and gives it to the main content after the choice', async () => {
    const user = userEvent.setup();
    await applyMessages('en', MESSAGES);
    await renderBooted(
      <main tabIndex={-1}>
        <CookieSettingsButton />
      </main>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('gives the focus back to the button that opened it', async () => {
    storeCookie({ youtube: false, vimeo: false });
    const user = await renderApp();
    const button = screen.getByRole('button', { name: 'Manage cookies' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('cannot be dismissed while forced: no close button, Escape does nothing', async () => {
    const user = await renderApp();
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
    expect(readConsent()).toEqual({});
  });

  it('Reject all stores a refusal for each cookie, then closes after 250 ms; videos stay blocked', async () => {
    const user = await renderApp();
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject all' }));
    expect(readConsent()).toEqual({ youtube: false, vimeo: false });
    expect(within(dialog).getByRole('switch', { name: 'YouTube videos' })).not.toBeChecked();
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('youtube')).toHaveTextContent('blocked');
  });

  it('Save stores the switches as they are: an undecided cookie stays refused, a decided one keeps its decision', async () => {
    storeCookie({ youtube: true });
    const user = await renderApp();
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByRole('switch', { name: 'YouTube videos' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Vimeo videos' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    expect(readConsent()).toEqual({ youtube: true, vimeo: false });
    expect(screen.getByTestId('vimeo')).toHaveTextContent('blocked');
  });

  it('accepts a cookie only when the visitor switches it on', async () => {
    const user = await renderApp();
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await user.click(within(dialog).getByRole('switch', { name: 'Vimeo videos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    expect(readConsent()).toEqual({ youtube: false, vimeo: true });
    expect(screen.getByTestId('vimeo')).toHaveTextContent('accepted');
  });

  it('reopens from the footer button, unforced, and Accept all changes only what was refused; videos follow at once', async () => {
    storeCookie({ youtube: true, vimeo: false, other: true });
    const user = await renderApp();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('vimeo')).toHaveTextContent('blocked');
    await user.click(screen.getByRole('button', { name: 'Manage cookies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept all' }));
    expect(readConsent()).toEqual({ youtube: true, vimeo: true, other: true });
    expect(screen.getByTestId('vimeo')).toHaveTextContent('accepted');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes without a change from its close button or Escape when it was opened by the visitor', async () => {
    storeCookie({ youtube: true, vimeo: true });
    const user = await renderApp();
    await user.click(screen.getByRole('button', { name: 'Manage cookies' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await user.click(within(dialog).getByRole('switch', { name: 'Vimeo videos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readConsent()).toEqual({ youtube: true, vimeo: true });
    await user.click(screen.getByRole('button', { name: 'Manage cookies' }));
    dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByRole('switch', { name: 'Vimeo videos' })).toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
