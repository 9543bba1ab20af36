import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { applyMessages } from '../../../../../lib/i18n/i18n.ts';
import { getUiState } from '../../../../../lib/ui-store.ts';
import { sessionUser } from '../../../../../test/fixtures.ts';
import { renderBooted } from '../../../../../test/render.tsx';
import { ResourceRoute } from '../../../resources/resource-route.tsx';
import { adminKind, applyAdminMessages, serveAdmin } from '../../../test-support.ts';
import type { Call } from '../../../test-support.ts';

afterEach(() => vi.unstubAllGlobals());

const editor = sessionUser({ validatedAt: '2025-01-01T00:00:00Z', roles: [{ type: 'roles', id: 'app_admin' }] });

const MESSAGES = {
  pageEditor: {
    title: 'Edit the page: {{page}}',
    add: 'Add: {{block}}',
    blockAt: '{{block}}, block {{position}}',
    edit: 'Edit {{block}}',
    close: 'Close {{block}}',
    moveUp: 'Move up: {{block}}',
    moveDown: 'Move down: {{block}}',
    remove: 'Remove {{block}}',
    duplicate: 'Duplicate {{block}}',
    dragHandle: 'Move {{block}}',
    moved: '{{block}} moved to position {{position}} of {{count}}.',
    added: '{{block}} added.',
    undo: 'Undo',
    redo: 'Redo',
    undone: 'Change undone.',
    publish: 'Publish',
    saveAndPublish: 'Save and publish',
    published: 'The draft is published.',
    fixErrors: 'Some blocks need attention.',
    language: 'Language of the blocks',
    untranslated: 'No text in this language yet.',
    chooseImage: 'Choose among the files: {{field}}',
    imageAlt: 'Text alternative: {{field}}',
  },
};

/** A page of two stored blocks, in English, and what the test server was sent. */
function servePage({ isDraft = false, refuse }: { isDraft?: boolean; refuse?: (operations: Record<string, unknown>[]) => unknown } = {}) {
  const components = [
    { type: 'app-page-components', id: 'c-title', attributes: { name: 'pageTitle', position: 0, viewId: null, props: { title: 'Welcome', align: 'left', size: 'normal', reverse: false }, translations: { en: { props: { title: 'Welcome', align: 'left', size: 'normal', reverse: false } } } } },
    { type: 'app-page-components', id: 'c-custom', attributes: { name: 'pageCustom', position: 1, viewId: null, props: { html: '<p>Hello</p>' }, translations: { en: { props: { html: '<p>Hello</p>' } } } } },
  ];
  return serveAdmin({
    kinds: [adminKind('app-pages', 'application'), adminKind('files', 'application')],
    handler: (call: Call) => {
      if (call.url.startsWith('/api/v1/app-pages/p1')) {
        return { body: { data: { type: 'app-pages', id: 'p1', attributes: { path: '/about', title: 'About', isDraft }, relationships: { components: { data: components.map(({ type, id }) => ({ type, id })) } } }, included: components } };
      }
      if (call.url === '/api/v1/operations') {
        const operations = (call.body as { 'atomic:operations': Record<string, unknown>[] })['atomic:operations'];
        const refusal = refuse?.(operations);
        return refusal ? { status: 422, body: refusal } : { status: 204 };
      }
      if (call.url.startsWith('/api/v1/files?')) {
        const files = [
          { type: 'files', id: 'f1', attributes: { name: 'team.png', mimeType: 'image/png', url: '/api/v1/services/files/team.png' } },
          { type: 'files', id: 'f2', attributes: { name: 'report.pdf', mimeType: 'application/pdf', url: '/api/v1/services/files/report.pdf' } },
        ];
        return { body: { data: files, meta: { page: { currentPage: 1, perPage: 20, total: 2, lastPage: 1 } } } };
      }
      if (call.url === '/api/v1/services/app-pages/p1/publish') return { body: { data: { type: 'app-pages', id: 'p0', attributes: {} } } };
      return call.method === 'GET' ? { body: { data: [], meta: { page: { currentPage: 1, perPage: 20, total: 0, lastPage: 1 } } } } : undefined;
    },
  });
}

async function renderAt(path: string) {
  await renderBooted(
    <Routes>
      <Route path="/admin/resources/*" element={<ResourceRoute />} />
      <Route path="/admin/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>,
    { user: editor, path },
  );
  await act(applyAdminMessages);
  await act(() => applyMessages('en', MESSAGES));
}

async function openEditor() {
  await renderAt('/admin/resources/app-pages/page-template/p1');
  await screen.findByRole('heading', { level: 1, name: 'Edit the page: About' });
  // The screen's own "has loaded" (said 500 ms after it shows) comes first: an action said before it would be replaced.
  await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('has loaded'));
}

const cards = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const atomicCalls = (calls: Call[]) => calls.filter((call) => call.url === '/api/v1/operations');

describe('the page editor', () => {
  it('is the pages’ own action: on another kind, the address leads to the dashboard', async () => {
    servePage();
    await renderAt('/admin/resources/files/page-template/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  }, 20_000);

  it('opens on the page’s blocks in order, previewed by the blocks’ own components', async () => {
    servePage();
    await openEditor();
    expect(cards()).toEqual(['Title, block 1', 'Custom, block 2']);
    const preview = screen.getByTestId('page-editor-preview');
    expect(await within(preview).findByText('Welcome')).toBeInTheDocument();
    expect(await within(preview).findByText('Hello')).toBeInTheDocument();
  }, 20_000);

  it('adds a block from the palette with its defaults, opens its form and says so', async () => {
    servePage();
    await openEditor();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Add: Buttons/ }));
    expect(cards()).toEqual(['Title, block 1', 'Custom, block 2', 'Buttons, block 3']);
    expect(screen.getByRole('button', { name: 'Close Buttons, block 3' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Align' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Buttons, block 3 added.'));
  }, 20_000);

  it('moves a block with its buttons, keeps focus on the button and announces the new place', async () => {
    servePage();
    await openEditor();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move down: Title, block 1' }));
    await waitFor(() => expect(cards()).toEqual(['Custom, block 1', 'Title, block 2']));
    // The moved block's own button keeps focus (now disabled at the end: its drag handle takes it).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Title, block 2' })).toHaveFocus());
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Title moved to position 2 of 2.'));
  }, 20_000);

  it('undoes and redoes with the buttons and Ctrl+Z / Ctrl+Shift+Z, one step per field typed in', async () => {
    servePage();
    await openEditor();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Title, block 1' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Hi there');
    expect(within(screen.getByTestId('page-editor-preview')).getByText('Hi there')).toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Welcome');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Hi there');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Welcome');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Hi there');
  }, 20_000);

  it('asks before leaving while changes are unsaved, and not once they are undone', async () => {
    servePage();
    await openEditor();
    expect(getUiState().preventLeave).toBe(false);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Custom, block 2' }));
    expect(getUiState().preventLeave).toBe(true);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(getUiState().preventLeave).toBe(false));
  }, 20_000);

  it('saves every change in one atomic request: the page, then each block moved, edited or added', async () => {
    const calls = servePage();
    await openEditor();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move down: Title, block 1' }));
    await user.click(screen.getByRole('button', { name: /^Add: Title/ }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Our team');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(atomicCalls(calls)).toHaveLength(1));
    expect((atomicCalls(calls)[0]!.body as { 'atomic:operations': unknown[] })['atomic:operations']).toEqual([
      { op: 'update', data: { type: 'app-pages', id: 'p1', attributes: {} } },
      { op: 'update', ref: { type: 'app-page-components', id: 'c-custom' }, data: { type: 'app-page-components', id: 'c-custom', attributes: { position: 0 } } },
      { op: 'update', ref: { type: 'app-page-components', id: 'c-title' }, data: { type: 'app-page-components', id: 'c-title', attributes: { position: 1 } } },
      {
        op: 'add',
        data: { type: 'app-page-components', attributes: { name: 'pageTitle', position: 2, props: { title: 'Our team', align: 'left', size: 'normal' } }, relationships: { page: { data: { type: 'app-pages', id: 'p1' } } } },
      },
    ]);
    await waitFor(() => expect(getUiState().toast?.message).toBe('Done.'));
    // Drawn again from what is stored, the focus on the toolbar's status.
    await waitFor(() => expect(document.getElementById('page-editor-status')).toHaveFocus());
  }, 20_000);

  it('edits one language at a time: a block not yet translated starts from another language’s, and is saved in the chosen one', async () => {
    const calls = servePage();
    await openEditor();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Language of the blocks' }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/v1/app-pages/p1')).map((call) => call.headers.get('X-Edition-Locale'))).toContain('fr'));
    await user.click(await screen.findByRole('button', { name: 'Edit Title, block 1' }));
    expect(screen.getByText('No text in this language yet.')).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Welcome');
    await user.clear(title);
    await user.type(title, 'Bienvenue');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(atomicCalls(calls)).toHaveLength(1));
    expect(atomicCalls(calls)[0]!.headers.get('X-Edition-Locale')).toBe('fr');
    expect((atomicCalls(calls)[0]!.body as { 'atomic:operations': unknown[] })['atomic:operations'][1]).toMatchObject({ data: { id: 'c-title', attributes: { props: { title: 'Bienvenue' } } } });
  }, 20_000);

  it('takes a picture among the public files (pictures only), with its text alternative, into the block and its preview', async () => {
    const calls = servePage();
    await openEditor();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Add: Image banner/ }));
    await user.click(screen.getByRole('combobox', { name: 'Choose among the files: Image' }));
    expect(await screen.findByRole('option', { name: 'team.png' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'report.pdf' })).toBeNull();
    expect(calls.find((call) => call.url.startsWith('/api/v1/files?'))?.url).toContain('filter[isPublic]=true');
    await user.click(screen.getByRole('option', { name: 'team.png' }));
    await user.type(screen.getByRole('textbox', { name: 'Text alternative: Image' }), 'Our team');
    const picture = within(screen.getByTestId('page-editor-preview')).getByRole('img', { hidden: true });
    expect(picture).toHaveAttribute('src', '/api/v1/services/files/team.png');
  }, 20_000);

  it('shows a refused prop’s error on that prop of that block, and focuses it', async () => {
    servePage({ refuse: () => ({ errors: [{ status: '422', code: 'validation.block_prop', detail: 'Too long for a title.', source: { pointer: '/atomic:operations/1/data/attributes/props/title' } }] }) });
    await openEditor();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Title, block 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await user.click(screen.getByRole('button', { name: 'Close Title, block 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('Too long for a title.'));
    await waitFor(() => expect(title).toHaveFocus());
  }, 20_000);

  it('checks props against the block’s schema before sending anything', async () => {
    const calls = servePage();
    await openEditor();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Add: Contact card/ }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/./));
    expect(atomicCalls(calls)).toHaveLength(0);
  }, 20_000);

  it('saves then publishes a draft, and opens the published page', async () => {
    const calls = servePage({ isDraft: true });
    await openEditor();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Custom, block 2' }));
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/v1/services/app-pages/p1/publish')).toBe(true));
    const order = calls.filter((call) => call.method === 'POST').map((call) => call.url);
    expect(order).toEqual(['/api/v1/operations', '/api/v1/services/app-pages/p1/publish']);
    await waitFor(() => expect(getUiState().toast?.message).toBe('The draft is published.'));
  }, 20_000);
});
