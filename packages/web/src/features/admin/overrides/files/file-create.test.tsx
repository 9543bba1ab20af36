import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { applyMessages } from '../../../../lib/i18n/i18n.ts';
import { sessionUser } from '../../../../test/fixtures.ts';
import { renderBooted } from '../../../../test/render.tsx';
import { ResourceRoute } from '../../resources/resource-route.tsx';
import { adminKind, applyAdminMessages, serveAdmin } from '../../test-support.ts';
import type { Call } from '../../test-support.ts';

interface FakeOptions {
  endpoint: string;
  metadata: Record<string, string>;
  onSuccess(payload: { lastResponse: { getBody(): string } }): void;
}

const uploads: { file: File; options: FakeOptions }[] = [];

// tus-js-client is tested upstream and the upload field on its own (file-upload-field.test.tsx): here,
// that creating a file goes through an upload and what the screen does with the stored row.
vi.mock('tus-js-client', () => ({
  Upload: class {
    constructor(file: File, options: FakeOptions) {
      uploads.push({ file, options });
    }
    findPreviousUploads = async () => [];
    resumeFromPreviousUpload() {}
    start() {}
    abort = async () => {};
  },
}));

beforeEach(() => {
  uploads.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

const admin = sessionUser({ isAdmin: true, validatedAt: '2025-01-01T00:00:00Z' });
const storedFile = (attributes: Record<string, unknown> = {}) => ({
  type: 'files',
  id: 'f1',
  attributes: { name: 'minutes.pdf', originalName: 'minutes.pdf', slug: null, description: null, isPublic: false, mimeType: 'application/pdf', size: 8, url: '/services/files/f1', translations: {}, ...attributes },
  relationships: { createdBy: { data: null } },
});

function serve() {
  let description: string | null = null;
  return serveAdmin({
    kinds: [adminKind('files', 'application'), adminKind('users', 'accounts')],
    handler: (call: Call) => {
      if (call.url.startsWith('/api/v1/files/f1')) {
        if (call.method === 'PATCH') description = (call.body as { data: { attributes: { description: string } } }).data.attributes.description;
        return { body: { data: storedFile({ description }) } };
      }
      return undefined;
    },
  });
}

async function renderCreate() {
  await renderBooted(
    <Routes>
      <Route path="/admin/resources/*" element={<ResourceRoute />} />
    </Routes>,
    { user: admin, path: '/admin/resources/files/create' },
  );
  await act(applyAdminMessages);
  await act(() => applyMessages('en', { files: { fileToUpload: 'File to upload', publicHint: 'Anyone may download a public file.', details: 'Name and description', uploaded: '{{name}} is uploaded.' } }));
}

describe('Files → Create in the back office', () => {
  it('offers the file itself: choosing it uploads it, public or private as chosen, and makes no record of metadata alone', async () => {
    const calls = serve();
    await renderCreate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create: Files' })).toBeInTheDocument();
    const isPublic = screen.getByRole('checkbox', { name: 'Is public' });
    expect(isPublic).toBeChecked();
    expect(isPublic).toHaveAccessibleDescription('Anyone may download a public file.');
    const user = userEvent.setup();
    await user.click(isPublic);
    await user.upload(await screen.findByLabelText('File to upload'), new File(['%PDF-1.4'], 'minutes.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.file.name).toBe('minutes.pdf');
    expect(uploads[0]!.options).toMatchObject({ endpoint: '/api/v1/services/uploads', metadata: { filename: 'minutes.pdf', isPublic: 'false' } });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  }, 20_000);

  it('once stored, shows the new record’s form on the same screen; saving it writes that record and opens it', async () => {
    const calls = serve();
    await renderCreate();
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('File to upload'), new File(['%PDF-1.4'], 'minutes.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]!.options.onSuccess({ lastResponse: { getBody: () => JSON.stringify({ data: storedFile(), jsonapi: { version: '1.1' } }) } }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Name and description' })).toBeInTheDocument();
    expect(screen.getByText('minutes.pdf is uploaded.', { selector: 'p' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('minutes.pdf');
    // The choice of privacy now lives in the record's form, not twice on the screen.
    expect(screen.getAllByRole('checkbox', { name: 'Is public' })).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Minutes of the March meeting');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ url: '/api/v1/files/f1', body: { data: { type: 'files', id: 'f1', attributes: { description: 'Minutes of the March meeting' } } } }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'minutes.pdf' })).toBeInTheDocument();
  }, 20_000);
});
