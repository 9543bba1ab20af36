import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { applyMessages } from '../../../../lib/i18n/i18n.ts';
import { sessionUser } from '../../../../test/fixtures.ts';
import { renderBooted } from '../../../../test/render.tsx';
import { adminKind, applyAdminMessages, serveAdmin } from '../../test-support.ts';
import type { Call } from '../../test-support.ts';
import { ResourceRoute } from '../resource-route.tsx';

afterEach(() => vi.unstubAllGlobals());

const admin = sessionUser({ isAdmin: true, validatedAt: '2025-01-01T00:00:00Z' });

/** A category whose name the server served in French (the reader's English missing), its description in English. */
const category = {
  type: 'forum-categories',
  id: 'c1',
  attributes: { name: 'Aides techniques', shortDescription: 'Devices and their settings', isParent: false, position: 0, subjectsCount: 0, translations: {} },
  relationships: { parent: { data: null }, image: { data: null } },
  meta: { fallbackLocales: { name: 'fr' } },
};

function serve() {
  return serveAdmin({
    kinds: [adminKind('forum-categories', 'forum'), adminKind('files', 'application')],
    handler: (call: Call) => {
      if (call.url.startsWith('/api/v1/forum-categories/c1')) return { body: { data: category } };
      if (call.url.startsWith('/api/v1/forum-categories')) return { body: { data: [category], meta: { page: { currentPage: 1, perPage: 15, total: 1, lastPage: 1 } } } };
      return undefined;
    },
  });
}

async function renderAt(path: string) {
  await renderBooted(
    <Routes>
      <Route path="/admin/resources/*" element={<ResourceRoute />} />
    </Routes>,
    { user: admin, path },
  );
  await act(applyAdminMessages);
  await act(() => applyMessages('en', { blocks: { fallbackLanguage: 'Not translated yet: shown in {{language}}.' } }));
}

const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') ?? null;

describe('a record’s values served in a fallback language, in the back office', () => {
  it('on its screen: the value says its language, with the visible marker in the interface’s; the heading says its language too', async () => {
    serve();
    await renderAt('/admin/resources/forum-categories/show/c1');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Aides techniques' });
    expect(langOf(within(heading).getByText('Aides techniques'))).toBe('fr');
    const values = screen.getAllByText('Aides techniques').filter((element) => !heading.contains(element));
    expect(values.map(langOf)).toEqual(['fr']);
    const marker = screen.getByTestId('fallback-language');
    expect(marker).toHaveTextContent('(Not translated yet: shown in French.)');
    expect(marker).toHaveAttribute('lang', 'en');
    expect(langOf(screen.getByText('Devices and their settings'))).toBe('en');
    expect(screen.getAllByTestId('fallback-language')).toHaveLength(1);
  }, 20_000);

  it('in its grid: the cell says its language, without a marker', async () => {
    serve();
    await renderAt('/admin/resources/forum-categories/index');
    const link = await screen.findByRole('link', { name: 'Aides techniques' });
    expect(langOf(within(link).getByText('Aides techniques'))).toBe('fr');
    expect(screen.queryByTestId('fallback-language')).toBeNull();
  }, 20_000);
});
