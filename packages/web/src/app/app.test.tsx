import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../lib/i18n/i18n.ts';
import { resetUiState } from '../lib/ui-store.ts';
import { featuresOn, sessionUser } from '../test/fixtures.ts';
import { mockApi, serveEnvironmentChanges } from '../test/mock-api.ts';
import { homeDocument, noticeDocument } from '../test/fixtures.ts';
import { App } from './app.tsx';

let requests: ReturnType<typeof mockApi>;

beforeEach(async () => {
  requests = mockApi();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

async function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  render(<App />);
  await screen.findByRole('main');
  return user;
}

describe('the app', () => {
  it('shows only a loader until the environment and the messages are loaded', async () => {
    window.history.replaceState(null, '', '/');
    render(<App />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('main')).toBeNull();
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('makes the skip link the first Tab stop, and moves focus to the main content', async () => {
    const user = await renderAt('/');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('titles the document with the site title alone at the root, and "site - page" elsewhere', async () => {
    await renderAt('/');
    await waitFor(() => expect(document.title).toBe('Relais'));
    await screen.findByRole('heading', { level: 1 });
    await renderAt('/legal/notice');
    await waitFor(() => expect(document.title).toBe('Relais - Legal notice'));
  });

  it('keeps the meta description the server drew up to date: the page’s own, else the site’s', async () => {
    const withOwn = { ...noticeDocument, data: { ...noticeDocument.data, attributes: { ...noticeDocument.data.attributes, description: '<p>Who we are &amp; <em>what</em> we do.</p>' } } };
    mockApi({ home: homeDocument, notice: withOwn });
    // What the server drew for the first address (and nothing an earlier test's screens left).
    for (const meta of document.head.querySelectorAll('meta[name="description"]')) meta.remove();
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="drawn by the server">');
    const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
    const user = await renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(description()).toBe('A community site for assistive technology.'));
    await user.click((await screen.findAllByRole('link', { name: 'Legal notice' }))[0]!);
    await waitFor(() => expect(description()).toBe('Who we are & what we do.'));
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Relais' }));
    await waitFor(() => expect(description()).toBe('A community site for assistive technology.'));
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    document.head.querySelector('meta[name="description"]')?.remove();
  });

  it('announces the loaded page politely after half a second', async () => {
    await renderAt('/legal/notice');
    const announcer = screen.getByTestId('announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(announcer).toHaveTextContent('Legal notice has loaded'), { timeout: 2000 });
  });

  it('records one view of a page each time it is displayed, silently', async () => {
    const user = await renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    const views = () => requests.filter((request) => request.method === 'POST' && request.url === '/api/v1/services/stats/records');
    await waitFor(() => expect(views()).toHaveLength(1));
    expect(views()[0]!.headers.get('content-type')).toContain('application/vnd.api+json');
    await user.click(screen.getAllByRole('link', { name: 'Legal notice' })[0]!);
    await waitFor(() => expect(views()).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('clears the route-loading flag, set from the start, once a route has matched', async () => {
    resetUiState();
    window.history.replaceState(null, '', '/legal/notice');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal notice' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('loading-bar')).toBeNull());
  });

  it('sends a page the server refuses (403) to unauthorized with the redirect URL', async () => {
    mockApi({ home: homeDocument, notice: 403 });
    await renderAt('/legal/notice?tab=1');
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/errors/unauthorized?redirectUrl=%2Flegal%2Fnotice%3Ftab%3D1'));
  });

  it('shows the not-found screen at an unknown path, keeping the address typed', async () => {
    await renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/no/such/page');
  });

  it('sends a visitor on a page the environment does not list to them to sign-in, when the server says it needs one', async () => {
    requests = mockApi(undefined, { pageAccess: { '/members-only': 401 } });
    // Sign-in exists only with the auth feature on (otherwise its screen is not found).
    serveEnvironmentChanges({ features: featuresOn({ auth: true }) });
    await renderAt('/members-only');
    await waitFor(() => expect(window.location.pathname).toBe('/auth/sign-in'));
    // It stays there (the sign-in screen is open to a guest), rather than passing through it.
    await screen.findByRole('heading', { level: 1 });
    expect(window.location.pathname).toBe('/auth/sign-in');
    expect(new URLSearchParams(window.location.search).get('redirectUrl')).toBe('/members-only');
    expect(requests.some((request) => request.url.includes('/page-access?path=%2Fmembers-only'))).toBe(true);
  });

  it('rewrites a double slash in a path to a single one', async () => {
    await renderAt('/legal//notice');
    await waitFor(() => expect(window.location.pathname).toBe('/legal/notice'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal notice' })).toBeInTheDocument();
  });

  it('follows a configured redirection', async () => {
    await renderAt('/old-home');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('switches language: stores the choice, reloads the messages, updates lang', async () => {
    const user = await renderAt('/legal/notice');
    const [languageButton] = screen.getAllByRole('button', { name: 'Language: English' });
    await user.click(languageButton!);
    await user.click(await screen.findByRole('menuitemradio', { name: 'Français' }));
    expect(await screen.findByRole('link', { name: 'Aller au contenu' })).toBeInTheDocument();
    expect(localStorage.getItem('relais.locale')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(requests.some((r) => r.url.endsWith('/web-language-lines') && r.headers.get('accept-language') === 'fr')).toBe(true);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Mentions légales' })).toBeInTheDocument();
  });

  it('sends a user whose session must set up two-factor sign-in to that screen when a call says so', async () => {
    const user = sessionUser();
    mockApi(undefined, { me: { data: { type: 'users', id: user.id, attributes: { ...user, id: undefined, type: undefined } } } });
    const contracts = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) =>
        input.includes('/app-pages/')
          ? new Response(JSON.stringify({ errors: [{ status: '403', code: 'auth.two_factor_enrolment_required', title: 'Two-factor sign-in required' }] }), {
              status: 403,
              headers: { 'content-type': 'application/vnd.api+json' },
            })
          : contracts(input, init),
      ),
    );
    await renderAt('/legal/notice');
    await waitFor(() => expect(window.location.pathname).toBe('/account/two-factor'));
  });

  it('marks a page title the site map shows in another language than the interface’s with its lang', async () => {
    mockApi();
    serveEnvironmentChanges({
      pages: [
        { id: 'home', path: '/', title: 'Home', titleLocale: 'en', requiresAuth: false, isDefault: true, roles: [], accessLevelWeight: null, subRoutes: [] },
        { id: 'notice', path: '/legal/notice', title: 'Mentions légales', titleLocale: 'fr', requiresAuth: false, isDefault: false, roles: [], accessLevelWeight: null, subRoutes: [] },
      ],
    });
    await renderAt('/site-map');
    const link = await screen.findByRole('link', { name: 'Mentions légales' });
    expect(link.querySelector('[lang]')).toHaveAttribute('lang', 'fr');
    expect(within(screen.getByRole('main')).getAllByRole('link', { name: 'Home' })[0]!.querySelector('[lang]')).toBeNull();
  });

  it('shows the two-factor set-up at once when the loaded user must set it up', async () => {
    const user = sessionUser();
    mockApi(undefined, { me: { data: { type: 'users', id: user.id, attributes: { ...user, id: undefined, type: undefined } }, meta: { twoFactorEnrolmentRequired: true } } });
    await renderAt('/site-map');
    await waitFor(() => expect(window.location.pathname).toBe('/account/two-factor'));
  });
});
