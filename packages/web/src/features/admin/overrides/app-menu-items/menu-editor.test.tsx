import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { applyMessages } from '../../../../lib/i18n/i18n.ts';
import { getUiState } from '../../../../lib/ui-store.ts';
import { sessionUser } from '../../../../test/fixtures.ts';
import { renderBooted } from '../../../../test/render.tsx';
import { ResourceRoute } from '../../resources/resource-route.tsx';
import { adminKind, applyAdminMessages, serveAdmin } from '../../test-support.ts';
import type { Call } from '../../test-support.ts';

afterEach(() => vi.unstubAllGlobals());

const appAdmin = sessionUser({ validatedAt: '2025-01-01T00:00:00Z', roles: [{ type: 'roles', id: 'app_admin' }] });
const MESSAGES = {
  menuEditor: {
    title: 'Site menu',
    save: 'Save the order',
    saved: 'The menu’s order is saved.',
    undo: 'Undo the moves',
    add: 'Add an entry',
    treeTitle: 'Entries',
    treeLabel: 'Menu entries, in order',
    placeTop: '{{position}} of {{count}} at the top level',
    placeUnder: '{{position}} of {{count}} under {{parent}}',
    moved: '{{name}}: now {{place}}.',
    upEntry: 'Move {{name}} up',
    downEntry: 'Move {{name}} down',
    indentEntry: 'Put {{name}} under the entry above',
    outdentEntry: 'Take {{name}} out of its parent',
    removeEntry: 'Remove {{name}}',
    remove: 'Remove',
    removeTitle: 'Remove {{name}}?',
    removeAlone: 'This entry will be removed for good.',
    removeWithChildren: 'Removed for good, with the entries under it: {{count}}.',
    previewTitle: 'Preview of the top bar',
    previewLabel: 'Menu preview',
    previewAs: 'Seen by',
    audienceVisitor: 'a visitor',
    audienceMember: 'a signed-in member',
    audienceAdmin: 'an administrator',
    closePanel: 'Close the panel',
    flagSignedIn: 'signed in',
  },
};

const entry = (id: string, name: string, position: number, parent: string | null = null, attributes: Record<string, unknown> = {}) => ({
  type: 'app-menu-items',
  id,
  attributes: { name, position, url: `/${id}`, blank: false, alignsNextRight: false, requiresAuth: false, description: null, color: null, translations: { en: { name } }, ...attributes },
  relationships: { parent: { data: parent ? { type: 'app-menu-items', id: parent } : null }, page: { data: null }, accessLevel: { data: null }, roles: { data: [] } },
});

function serve() {
  let entries = [entry('home', 'Home', 0), entry('about', 'About', 1), entry('team', 'Team', 0, 'about'), entry('blog', 'Blog', 2), entry('members', 'Members', 3, null, { requiresAuth: true })];
  return serveAdmin({
    kinds: [adminKind('app-menu-items', 'application'), adminKind('app-pages', 'application'), adminKind('roles', 'accounts'), adminKind('access-levels', 'accounts')],
    appMenuItems: true,
    handler: (call: Call) => {
      const path = call.url.split('?')[0]!;
      if (call.method === 'PUT' && path === '/api/v1/services/app-menu-items/tree') return { status: 204 };
      if (path === '/api/v1/app-menu-items' && call.method === 'GET') return { body: { data: entries, meta: { page: { currentPage: 1, perPage: 100, total: entries.length, lastPage: 1 } } } };
      const one = /^\/api\/v1\/app-menu-items\/(\w+)$/.exec(path);
      if (one && call.method === 'GET') return { body: { data: entries.find((item) => item.id === one[1]) } };
      if (one && call.method === 'PATCH') {
        const name = (call.body as { data: { attributes: { name: string } } }).data.attributes.name;
        entries = entries.map((item) => (item.id === one[1] ? entry(item.id, name, item.attributes.position as number, item.relationships.parent.data?.id ?? null) : item));
        return { body: { data: entries.find((item) => item.id === one[1]) } };
      }
      if (path === '/api/v1/app-menu-items' && call.method === 'POST') {
        const { attributes } = (call.body as { data: { attributes: { name: string; position: number } } }).data;
        entries = [...entries, entry('news', attributes.name, attributes.position)];
        return { status: 201, body: { data: entries.at(-1) } };
      }
      if (one && call.method === 'DELETE') {
        entries = entries.filter((item) => item.id !== one[1] && item.relationships.parent.data?.id !== one[1]);
        return { status: 204 };
      }
      return call.method === 'GET' ? { body: { data: [], meta: { page: { currentPage: 1, perPage: 100, total: 0, lastPage: 1 } } } } : undefined;
    },
  });
}

async function renderEditor() {
  await renderBooted(
    <Routes>
      <Route path="/admin/resources/*" element={<ResourceRoute />} />
    </Routes>,
    { user: appAdmin, path: '/admin/resources/app-menu-items/index' },
  );
  await act(applyAdminMessages);
  await act(() => applyMessages('en', MESSAGES));
  await screen.findByRole('heading', { level: 1, name: 'Site menu' });
  // The screen's own "has loaded" (said 500 ms after it shows) comes first: a move said before it would be replaced.
  await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Site menu has loaded'));
  return userEvent.setup();
}

const tree = () => screen.getByRole('list', { name: 'Menu entries, in order' });
const rowNames = () => within(tree()).getAllByRole('listitem').map((row) => within(row).getAllByRole('button')[0]!.textContent);
const preview = () => screen.getByRole('navigation', { name: 'Menu preview' });
const announced = () => screen.getByTestId('announcer').textContent;

describe('the menu editor', () => {
  it('stands for the list of menu items: the tree in order, and the top bar a visitor would see', async () => {
    serve();
    await renderEditor();
    await waitFor(() => expect(rowNames()).toEqual(['Home', 'About', 'Team', 'Blog', 'Members']));
    expect(screen.queryByRole('grid')).toBeNull();
    // Members needs a signed-in visitor; About opens a dropdown, the others are links.
    expect(within(preview()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'About', 'Blog']);
    expect(within(preview()).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await userEvent.setup().click(screen.getByRole('radio', { name: 'a signed-in member' }));
    expect(within(preview()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'About', 'Blog', 'Members']);
    expect(screen.getByText('1 of 1 under About')).toBeInTheDocument();
  }, 20_000);

  it('moves and nests entries by keyboard alone, says where each lands, and keeps the focus on the button used', async () => {
    serve();
    const user = await renderEditor();
    const up = await screen.findByRole('button', { name: 'Move Blog up' });
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Home', 'Blog', 'About', 'Team', 'Members']));
    await waitFor(() => expect(announced()).toBe('Blog: now 2 of 4 at the top level.'));
    expect(screen.getByRole('button', { name: 'Move Blog up' })).toHaveFocus();
    // Alt + Right from the entry's name: under the entry above.
    screen.getByRole('button', { name: 'Home' }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(() => expect(announced()).toBe('Home: now 1 of 1 under Blog.'));
    expect(screen.getByRole('button', { name: 'Home' })).toHaveFocus();
    expect(rowNames()).toEqual(['Blog', 'Home', 'About', 'Team', 'Members']);
    // The preview follows: Blog now opens a dropdown.
    expect(within(preview()).getByRole('button', { name: 'Blog' })).toHaveAttribute('aria-haspopup', 'true');
    // Nothing can go three levels deep, nor the first entry up.
    expect(screen.getByRole('button', { name: 'Put Team under the entry above' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Blog up' })).toBeDisabled();
  }, 20_000);

  it('asks before leaving while moves are unsaved, and saves the whole tree in one call', async () => {
    const calls = serve();
    const user = await renderEditor();
    const save = await screen.findByRole('button', { name: 'Save the order' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Take Team out of its parent' }));
    await waitFor(() => expect(getUiState().preventLeave).toBe(true));
    await user.click(save);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/v1/services/app-menu-items/tree',
      body: {
        items: [
          { id: 'home', parent: null, position: 0 },
          { id: 'about', parent: null, position: 1 },
          { id: 'team', parent: null, position: 2 },
          { id: 'blog', parent: null, position: 3 },
          { id: 'members', parent: null, position: 4 },
        ],
      },
    });
    await waitFor(() => expect(getUiState().toast?.message).toBe('The menu’s order is saved.'));
  }, 20_000);

  it('undoes unsaved moves', async () => {
    serve();
    const user = await renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Move About down' }));
    expect(rowNames()).toEqual(['Home', 'Blog', 'About', 'Team', 'Members']);
    await user.click(screen.getByRole('button', { name: 'Undo the moves' }));
    expect(rowNames()).toEqual(['Home', 'About', 'Team', 'Blog', 'Members']);
    await waitFor(() => expect(getUiState().preventLeave).toBe(false));
  }, 20_000);

  it('edits an entry in a side panel, and the tree and preview show the new name', async () => {
    const calls = serve();
    const user = await renderEditor();
    // With a move not saved yet, opened from the keyboard.
    await user.click(await screen.findByRole('button', { name: 'Move Blog up' }));
    screen.getByRole('button', { name: 'Blog' }).focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog');
    const name = await within(panel).findByRole('textbox', { name: /^Name/ });
    // The tree places entries: the panel does not ask for a position or a parent.
    expect(within(panel).queryByRole('spinbutton', { name: /Position/ })).toBeNull();
    await user.clear(name);
    await user.type(name, 'News');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ url: '/api/v1/app-menu-items/blog', body: { data: { attributes: { name: 'News' } } } }));
    // The panel closes and the focus goes back to the entry.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'News' })).toHaveFocus());
    await waitFor(() => expect(rowNames()).toEqual(['Home', 'News', 'About', 'Team', 'Members']));
    expect(within(preview()).getByRole('link', { name: 'News' })).toBeInTheDocument();
  }, 20_000);

  it('adds an entry at the end of the top level from the panel', async () => {
    const calls = serve();
    const user = await renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Add an entry' }));
    const panel = await screen.findByRole('dialog');
    await user.type(await within(panel).findByRole('textbox', { name: /^Name/ }), 'News');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/v1/app-menu-items',
      body: { data: { attributes: { name: 'News', position: 4 }, relationships: { parent: { data: null } } } },
    }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rowNames()).toEqual(['Home', 'About', 'Team', 'Blog', 'Members', 'News']));
  }, 20_000);

  it('removes an entry with its children after saying how many go with it', async () => {
    const calls = serve();
    const user = await renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Remove About' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove About?' });
    expect(within(dialog).getByText('Removed for good, with the entries under it: 1.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/v1/app-menu-items/about')).toBe(true));
    await waitFor(() => expect(rowNames()).toEqual(['Home', 'Blog', 'Members']));
  }, 20_000);
});
