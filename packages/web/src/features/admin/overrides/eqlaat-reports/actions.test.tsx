import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { applyMessages } from '../../../../lib/i18n/i18n.ts';
import { sessionUser } from '../../../../test/fixtures.ts';
import { renderBooted } from '../../../../test/render.tsx';
import { ResourceRoute } from '../../resources/resource-route.tsx';
import { adminKind, applyAdminMessages, serveAdmin } from '../../test-support.ts';

afterEach(() => vi.unstubAllGlobals());

const member = sessionUser({ roles: [{ type: 'roles', id: 'eqlaat_member' }], validatedAt: '2025-01-01T00:00:00Z' });
const report = {
  type: 'eqlaat-reports',
  id: 'r 1',
  attributes: { title: 'Școală – visit', content: '<p>Seen at home</p>', createdAt: '2026-03-01T09:00:00.000Z' },
  relationships: { reportable: { data: null }, files: { data: [] } },
};

function serve() {
  return serveAdmin({
    kinds: [adminKind('eqlaat-reports', 'eqlaat')],
    handler: (call) => {
      if (call.url.startsWith('/api/v1/eqlaat-reports/r%201')) return { body: { data: report } };
      if (call.url.startsWith('/api/v1/eqlaat-reports')) return { body: { data: [report], meta: { page: { total: 1 } } } };
      return undefined;
    },
  });
}

async function renderAt(path: string) {
  await renderBooted(
    <Routes>
      <Route path="/admin/resources/*" element={<ResourceRoute />} />
    </Routes>,
    { user: member, path },
  );
  await act(applyAdminMessages);
  await act(() => applyMessages('en', { admin: { downloadPdf: 'Download PDF', actions: 'Actions' } }));
}

describe('the reports’ Download PDF action', () => {
  it('is a download link to the report’s PDF on the record screen, and calls nothing itself', async () => {
    const calls = serve();
    await renderAt('/admin/resources/eqlaat-reports/show/r%201');
    const link = await screen.findByRole('link', { name: 'Download PDF' });
    expect(link).toHaveAttribute('href', '/api/v1/services/eqlaat-reports/r%201/pdf');
    expect(link).toHaveAttribute('download');
    await userEvent.setup().click(link);
    expect(calls.filter((call) => call.url.includes('/pdf') || call.method !== 'GET')).toEqual([]);
  }, 20_000);

  it('is a link in the grid row’s menu too, named with the report', async () => {
    serve();
    await renderAt('/admin/resources/eqlaat-reports/index');
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /Școală – visit/ });
    await user.click(within(row).getByRole('button', { name: 'more' }));
    const item = await screen.findByRole('menuitem', { name: 'Download PDF: Școală – visit' });
    expect(item).toHaveAttribute('href', '/api/v1/services/eqlaat-reports/r%201/pdf');
  }, 20_000);
});
