import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { printPath } from '../../../lib/print-path.ts';
import { renderBooted } from '../../../test/render.tsx';
import { PrintRoute } from './print-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const MESSAGES = {
  print: {
    title: 'Print',
    back: 'Back',
    print: 'Print',
    nothingToPrint: 'There is nothing to print at this address.',
    certificate: 'Certificate',
    certificateOf: 'Certificate: {{badge}}, {{name}}',
    awardedTo: 'Awarded to {{name}} by {{issuer}}',
    issuedOn: 'Issued on {{date}}',
    validUntil: 'valid until {{date}}',
    neverExpires: 'valid with no end date',
    revoked: 'This badge has been revoked.',
    expired: 'This badge has expired.',
    verifyAt: 'Verify it at:',
  },
};

const SUMMARY = {
  data: {
    id: 'as-1',
    recipientName: 'Sam Holder',
    issuedAt: '2030-03-01T10:00:00.000Z',
    expiresAt: null,
    isExpired: false,
    revokedAt: null,
    revocationReason: null,
    imageUrl: 'https://relais.example/api/v1/services/open-badges/assertions/as-1/image',
    jsonUrl: 'https://relais.example/api/v1/services/open-badges/assertions/as-1',
    badge: { id: 'b-1', title: 'Eye gaze set-up', description: null, imageUrl: 'https://relais.example/badge.png' },
    issuer: { id: 'o-1', name: 'Voix Libre' },
  },
};

function serve() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url === '/api/v1/services/open-badges/assertions/as-1/summary') return new Response(JSON.stringify(SUMMARY), { status: 200, headers: { 'content-type': 'application/json' } });
      return new Response(JSON.stringify({ errors: [{ status: '404', code: 'not_found' }] }), { status: 404 });
    }),
  );
  return calls;
}

async function renderAt(path: string) {
  await renderBooted(
    <Routes>
      <Route path="/services/internals/print" element={<PrintRoute />} />
    </Routes>,
    { path },
  );
  await act(() => applyMessages('en', MESSAGES));
}

describe('the print screen', () => {
  it('draws a badge’s certificate with its verification address, prints on request, and leads back where it was asked', async () => {
    const calls = serve();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderAt(printPath('openBadgeCertificate', { assertion: 'as-1' }, '/open-badges/assertions/as-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Eye gaze set-up' })).toBeInTheDocument();
    expect(screen.getByText('Awarded to Sam Holder by Voix Libre')).toBeInTheDocument();
    expect(screen.getByText(/valid with no end date/)).toBeInTheDocument();
    expect(screen.getByText(`Verify it at: ${window.location.origin}/api/v1/services/open-badges/assertions/as-1`)).toBeInTheDocument();
    expect(calls).toContain('/api/v1/services/open-badges/assertions/as-1/summary');
    // Never opened by itself.
    expect(print).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/open-badges/assertions/as-1');
  });

  it('prints nothing for an unknown printable or props it does not take, and never leads back off the site', async () => {
    const calls = serve();
    for (const path of [
      printPath('secretReport', { id: 'x' }, '/'),
      printPath('openBadgeCertificate', { assertion: 'as-1', extra: true }, '/'),
      '/services/internals/print?component=openBadgeCertificate&componentProps=%7Bnot-json&previousRoute=https://evil.example',
    ]) {
      await renderAt(path);
      expect(await screen.findByText('There is nothing to print at this address.'), path).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
      document.body.innerHTML = '';
    }
    expect(calls.filter((url) => url.includes('/open-badges/'))).toEqual([]);
  });
});
