import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router';
import { applyMessages } from '../../lib/i18n/i18n.ts';
import { messages, sessionUser } from '../../test/fixtures.ts';
import { renderBooted } from '../../test/render.tsx';
import { NotificationsBell } from './components/notifications-bell.tsx';
import { pageReload } from './page-reload.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface Served {
  id: string;
  notificationType: string;
  message: string;
  actionUrl: string | null;
  readAt: string | null;
}

const notice = (id: string, message: string, changes: Partial<Served> = {}): Served => ({ id, notificationType: 'comment-reply', message, actionUrl: null, readAt: null, ...changes });

/** Serves the bell's calls from `notices`, marking them read as the server would; answers what was asked. */
function serveNotifications(notices: Served[]) {
  const asked: { method: string; url: string; xsrf: string | null }[] = [];
  const unread = () => notices.filter((item) => item.readAt === null).length;
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      asked.push({ method, url, xsrf: new Headers(init.headers).get('x-xsrf-token') });
      if (url === '/api/v1/services/notifications/unread-count') return json({ meta: { unread: unread() } });
      if (url.startsWith('/api/v1/notifications?')) {
        return json({
          data: notices.map(({ id, ...attributes }) => ({ type: 'notifications', id, attributes: { ...attributes, details: null, createdAt: '2026-01-02T10:00:00Z' } })),
        });
      }
      const one = /^\/api\/v1\/services\/notifications\/([^/]+)\/read$/.exec(url);
      if (one && method === 'POST') {
        const item = notices.find((entry) => entry.id === one[1]);
        if (item) item.readAt ??= '2026-01-03T10:00:00Z';
        return json({ meta: { unread: unread() } });
      }
      if (url === '/api/v1/services/notifications/read' && method === 'POST') {
        for (const item of notices) item.readAt ??= '2026-01-03T10:00:00Z';
        return json({ meta: { unread: 0 } });
      }
      return json({ errors: [{ status: '404' }] }, 404);
    }),
  );
  return asked;
}

/** The `notifications` messages the bell uses, as the server's language lines give them in English. */
const NOTIFICATIONS_EN = {
  bell: 'Notifications',
  bellUnread: 'Notifications, {{count}} unread',
  markAllRead: 'Mark all as read',
  unread: 'Unread',
  empty: 'You have no notifications.',
  loadFailed: 'The notifications could not be loaded.',
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function renderBell(path = '/') {
  document.cookie = 'XSRF-TOKEN=token-1';
  const rendered = await renderBooted(
    <>
      <NotificationsBell userId="u1" />
      <Link to="/elsewhere">Elsewhere</Link>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { path, user: sessionUser() },
  );
  await act(() => applyMessages('en', { ...messages.en, notifications: NOTIFICATIONS_EN }));
  return rendered;
}

describe('the notifications bell', () => {
  it('names its unread count, opens the newest by keyboard and gives the focus back on Escape', async () => {
    serveNotifications([notice('n1', 'Ada answered your comment.'), notice('n2', 'Your publication request was accepted.', { readAt: '2026-01-01T00:00:00Z' })]);
    await renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Notifications, 1 unread' });
    await within(menu).findByRole('menuitem', { name: 'Mark all as read' });
    const items = await within(menu).findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Ada answered your comment.Unread'),
      expect.stringContaining('Your publication request was accepted.'),
      'Mark all as read',
    ]);
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(bell));
  });

  it('marks a notification read as it opens its link, with the anti-forgery token', async () => {
    const asked = serveNotifications([notice('n1', 'Ada liked your post.', { actionUrl: '/forum/42' })]);
    await renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Ada liked your post/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/forum/42');
    await screen.findByRole('button', { name: 'Notifications' });
    expect(asked).toContainEqual({ method: 'POST', url: '/api/v1/services/notifications/n1/read', xsrf: 'token-1' });
  });

  it('marks them all read', async () => {
    const asked = serveNotifications([notice('n1', 'One'), notice('n2', 'Two')]);
    await renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
    // The menu stays open, each notification read and nothing left to mark.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Mark all as read' })).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.queryByText(/Unread/)).toBeNull();
    await userEvent.keyboard('{Escape}');
    await screen.findByRole('button', { name: 'Notifications' });
    expect(asked.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/v1/services/notifications/read']);
  });

  it('reloads the page for an accepted validation request and for a link to the page shown, not for another page', async () => {
    const reload = vi.spyOn(pageReload, 'to').mockImplementation(() => undefined);
    serveNotifications([
      notice('v', 'Your account is validated.', { notificationType: 'auth-accepted-validation-request', actionUrl: '/account/profile' }),
      notice('here', 'On this page.', { actionUrl: '/forum/42#comment-7' }),
      notice('there', 'Elsewhere.', { actionUrl: '/forum/43' }),
    ]);
    await renderBell('/forum/42');
    const choose = async (name: RegExp) => {
      await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
      await userEvent.click(await screen.findByRole('menuitem', { name }));
    };
    await choose(/Your account is validated/);
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/account/profile'));
    expect(screen.getByTestId('where')).toHaveTextContent('/forum/42');
    await choose(/On this page/);
    await waitFor(() => expect(reload).toHaveBeenLastCalledWith('/forum/42#comment-7'));
    await choose(/Elsewhere\./);
    expect(await screen.findByTestId('where')).toHaveTextContent('/forum/43');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('says when there is nothing, with nothing to mark', async () => {
    serveNotifications([]);
    await renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('menuitem', { name: 'You have no notifications.' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('menuitem', { name: 'Mark all as read' })).toBeNull();
  });

  it('asks the count again on a move to another screen', async () => {
    const asked = serveNotifications([notice('n1', 'One')]);
    await renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const counts = () => asked.filter((call) => call.url.endsWith('/unread-count')).length;
    const before = counts();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(counts()).toBe(before + 1));
  });
});
