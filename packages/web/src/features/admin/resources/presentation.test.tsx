import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { sessionUser } from '../../../test/fixtures.ts';
import { renderBooted } from '../../../test/render.tsx';
import { adminKind, applyAdminMessages, serveAdmin } from '../test-support.ts';
import type { Call } from '../test-support.ts';
import { ResourceRoute } from './resource-route.tsx';

afterEach(() => vi.unstubAllGlobals());

const admin = sessionUser({ isAdmin: true, validatedAt: '2025-01-01T00:00:00Z' });

const request = {
  type: 'publication-requests',
  id: 'r1',
  attributes: { description: 'Please publish our guide to switch access before the autumn workshops begin next month.', status: 'pending', targetedPublishedAt: null, refuseReason: null },
  relationships: { publishable: { data: { type: 'articles', id: 'a1' } }, createdBy: { data: null }, updatedBy: { data: null } },
};

function serve() {
  return serveAdmin({
    kinds: [adminKind('publication-requests', 'community'), adminKind('articles', 'articles'), adminKind('users', 'accounts')],
    handler: (call: Call) => {
      if (call.url.startsWith('/api/v1/publication-requests/r1')) return { body: { data: request } };
      if (call.url.startsWith('/api/v1/publication-requests')) return { body: { data: [request], meta: { page: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 } } } };
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
}

describe('a kind’s presentation in the back office', () => {
  it('titles a request’s screen and the document by the first words of its title field, its description', async () => {
    serve();
    await renderAt('/admin/resources/publication-requests/show/r1');
    const title = 'Please publish our guide to switch access before the autumn…';
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain(title));
  }, 20_000);

  // `publishable` (a polymorphic to-one) has no generic column yet: the declared columns the screen
  // can draw show, in their order.
  it('shows the declared default columns, the title column linking to the record', async () => {
    serve();
    await renderAt('/admin/resources/publication-requests/index');
    const link = await screen.findByRole('link', { name: /^Please publish our guide/ });
    expect(link).toHaveAttribute('href', '/admin/resources/publication-requests/show/r1');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim()).filter(Boolean);
    expect(headers.slice(0, -1)).toEqual(['Description', 'Status', 'Targeted published at', 'Created by']);
  }, 20_000);
});
