import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { leaveSite } from '../../../lib/leave-site.ts';
import { renderBooted } from '../../../test/render.tsx';
import { ShortUrlRoute } from './short-url-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Answers the short-URL call with `url`, or 404 when null. */
function serveShortUrl(url: string | null) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      asked.push(input);
      if (url === null) return new Response(JSON.stringify({ errors: [{ status: '404', code: 'not_found' }] }), { status: 404 });
      return new Response(JSON.stringify({ data: { type: 'app-short-urls', id: 'x', attributes: { token: 'abc', url } } }), { status: 200 });
    }),
  );
  return asked;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderAt = (path: string) =>
  renderBooted(
    <Routes>
      <Route path="/s/:token" element={<ShortUrlRoute />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path },
  );

describe('a short URL', () => {
  it('leads to a path of the site within the app', async () => {
    const asked = serveShortUrl('/legal/notice');
    await renderAt('/s/abc');
    expect(await screen.findByTestId('where')).toHaveTextContent('/legal/notice');
    expect(asked).toEqual(['/api/v1/services/short-urls/abc']);
  });

  it('leaves for another site, replacing the short URL in the history', async () => {
    serveShortUrl('https://example.org/guide');
    const leave = vi.spyOn(leaveSite, 'to').mockImplementation(() => undefined);
    await renderAt('/s/abc');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://example.org/guide'));
  });

  it('is not found for an unknown token, a protocol-relative or a script URL', async () => {
    const leave = vi.spyOn(leaveSite, 'to').mockImplementation(() => undefined);
    for (const url of [null, '//evil.example/', 'javascript:alert(1)']) {
      serveShortUrl(url);
      const { unmount } = await renderAt('/s/abc');
      expect(await screen.findByTestId('where')).toHaveTextContent('/errors/not-found');
      unmount();
    }
    expect(leave).not.toHaveBeenCalled();
  });
});
