import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { noticeDocument } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderBooted } from '../../../test/render.tsx';
import { PagePreviewRoute } from './page-preview-route.tsx';

afterEach(() => vi.unstubAllGlobals());

const draft = { ...noticeDocument, data: { ...noticeDocument.data, attributes: { ...noticeDocument.data.attributes, isDraft: true } } };

async function renderPreview(path: string) {
  const requests = mockApi({ notice: draft });
  await renderBooted(
    <Routes>
      <Route path="/admin/pages/:id/preview" element={<PagePreviewRoute />} />
    </Routes>,
    { path },
  );
  await act(() => applyMessages('en', { admin: { previewTitle: 'Preview', previewNotice: 'As visitors would see it.', previewLanguage: 'Language of the preview', backToDraft: 'Back to the page record' } }));
  return requests;
}

describe('the preview of a page', () => {
  it('shows the page’s blocks in the language asked for, under a notice, and records no view', async () => {
    const requests = await renderPreview('/admin/pages/notice/preview?locale=fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal notice' })).toBeInTheDocument();
    expect(screen.getByText('As visitors would see it.')).toBeInTheDocument();
    const pageCall = requests.find((request) => request.url.endsWith('/app-pages/notice'));
    expect(pageCall?.headers.get('accept-language')).toBe('fr');
    expect(screen.getByRole('link', { name: 'Back to the page record' })).toHaveAttribute('href', '/admin/resources/app-pages/show/notice');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests.some((request) => request.url.includes('/stats/records'))).toBe(false);
  });

  it('switches the language from its menu, by keyboard', async () => {
    const requests = await renderPreview('/admin/pages/notice/preview');
    await screen.findByRole('heading', { level: 1, name: 'Legal notice' });
    const user = userEvent.setup();
    screen.getByRole('combobox', { name: 'Language of the preview' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(requests.filter((request) => request.url.endsWith('/app-pages/notice')).map((request) => request.headers.get('accept-language'))).toEqual(['en', 'fr']));
  });
});
