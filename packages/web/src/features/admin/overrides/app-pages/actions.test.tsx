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
  admin: {
    createDraft: 'Create a draft',
    draftCreated: 'Draft created.',
    draftExists: 'It had a draft.',
    previewDraft: 'Preview',
    publishDraft: 'Publish',
    confirmPublish: 'Publish the draft in the languages chosen.',
    publishLanguages: 'Languages to publish',
    publishLanguagesHint: 'Visitors see only what is published.',
    publishNoLanguage: 'Choose at least one language.',
    alreadyPublished: '(published already)',
    languagesPublished: 'Published: {{languages}}.',
    draftPublished: 'The draft is published.',
    discardDraft: 'Discard the draft',
    confirmDiscardDraft: 'The draft will be deleted. Continue?',
    draftDiscarded: 'The draft is discarded.',
  },
};

const attributes = { path: '/about', title: 'About', description: null, styles: null, requiresAuth: false, isDefault: false };
const published = { type: 'app-pages', id: 'p-1', attributes: { ...attributes, isDraft: false, publishedLocales: [] }, relationships: { draftOfPage: { data: null } } };
const draft = {
  type: 'app-pages',
  id: 'd-1',
  attributes: { ...attributes, title: 'About us', isDraft: true, publishedLocales: ['fr'] },
  relationships: { draftOfPage: { data: { type: 'app-pages', id: 'p-1' } } },
};
const list = (data: unknown[]) => ({ data, meta: { page: { currentPage: 1, perPage: 15, total: data.length, lastPage: 1 } } });

function serve() {
  return serveAdmin({
    kinds: [adminKind('app-pages', 'application')],
    handler: (call: Call) => {
      if (call.method === 'POST' && call.url === '/api/v1/services/app-pages/p-1/draft') {
        return { status: 201, body: { data: { type: 'app-pages', id: 'd-1', relationships: { draftOfPage: { data: { type: 'app-pages', id: 'p-1' } } } }, meta: { isNew: true }, jsonapi: { version: '1.1' } } };
      }
      if (call.method === 'POST' && call.url === '/api/v1/services/app-pages/d-1/publish') return { body: { data: published, included: [], jsonapi: { version: '1.1' } } };
      if (call.method === 'DELETE' && call.url === '/api/v1/app-pages/d-1') return { status: 204 };
      if (call.url.startsWith('/api/v1/app-pages/p-1')) return { body: { data: published } };
      if (call.url.startsWith('/api/v1/app-pages/d-1')) return { body: { data: draft } };
      return call.method === 'GET' ? { body: list([]) } : undefined;
    },
  });
}

async function renderRecord(id: string) {
  await renderBooted(
    <Routes>
      <Route path="/admin/resources/app-pages/page-template/:id" element={<h1>Page editor</h1>} />
      <Route path="/admin/pages/:id/preview" element={<h1>Preview screen</h1>} />
      <Route path="/admin/resources/*" element={<ResourceRoute />} />
    </Routes>,
    { user: appAdmin, path: `/admin/resources/app-pages/show/${id}` },
  );
  await act(applyAdminMessages);
  await act(() => applyMessages('en', MESSAGES));
}

const posts = (calls: Call[]) => calls.filter((call) => call.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));

describe('the app-pages actions', () => {
  it('offers a published page a draft only, made by the service call, then opens it in the page editor', async () => {
    const calls = serve();
    await renderRecord('p-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create a draft' }));
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Page editor' })).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ method: 'POST', url: '/api/v1/services/app-pages/p-1/draft', body: undefined }]);
    expect(getUiState().toast?.message).toBe('Draft created.');
  }, 20_000);

  it('previews a draft, which has no "Create a draft"', async () => {
    serve();
    await renderRecord('d-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('heading', { name: 'Preview screen' })).toBeInTheDocument();
  }, 20_000);

  it('publishes the languages ticked, from the keyboard, and stays on the draft kept for the others', async () => {
    const calls = serve();
    await renderRecord('d-1');
    expect(screen.queryByRole('button', { name: 'Create a draft' })).toBeNull();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish: About us' });
    const languages = within(dialog).getByRole('group', { name: 'Languages to publish' });
    expect(within(languages).getAllByRole('checkbox').map((box) => [box.getAttribute('aria-label') ?? box.closest('label')?.textContent, (box as HTMLInputElement).checked])).toEqual([
      ['English', true],
      ['Français (published already)', true],
    ]);
    within(languages).getByRole('checkbox', { name: 'English' }).focus();
    await user.keyboard(' ');
    within(languages).getByRole('checkbox', { name: /Français/ }).focus();
    await user.keyboard(' ');
    // Nothing ticked: nothing to publish.
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(within(dialog).getByText('Choose at least one language.')).toBeInTheDocument();
    await user.keyboard(' ');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(posts(calls)).toEqual([{ method: 'POST', url: '/api/v1/services/app-pages/d-1/publish', body: { locales: ['fr'] } }]));
    await waitFor(() => expect(getUiState().toast?.message).toBe('Published: Français.'));
    expect(screen.getByRole('button', { name: 'Discard the draft' })).toBeInTheDocument();
  }, 20_000);

  it('publishes the whole draft when every language stays ticked, then shows the published page', async () => {
    const calls = serve();
    await renderRecord('d-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(posts(calls)).toEqual([{ method: 'POST', url: '/api/v1/services/app-pages/d-1/publish', body: undefined }]));
    await waitFor(() => expect(getUiState().toast?.message).toBe('The draft is published.'));
    expect(await screen.findByRole('button', { name: 'Create a draft' })).toBeInTheDocument();
  }, 20_000);

  it('discards a draft after asking, Cancel first, and goes back to its page', async () => {
    const calls = serve();
    await renderRecord('d-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Discard the draft' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The draft will be deleted. Continue?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Discard the draft' }));
    await waitFor(() => expect(posts(calls)).toEqual([{ method: 'DELETE', url: '/api/v1/app-pages/d-1', body: undefined }]));
    expect(await screen.findByRole('button', { name: 'Create a draft' })).toBeInTheDocument();
    await waitFor(() => expect(getUiState().toast?.message).toBe('The draft is discarded.'));
  }, 20_000);
});
