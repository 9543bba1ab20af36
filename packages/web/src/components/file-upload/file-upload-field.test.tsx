import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBooted } from '../../test/render.tsx';
import { FileUploadField } from './file-upload-field.tsx';

interface FakeOptions {
  endpoint: string;
  chunkSize: number;
  metadata: Record<string, string>;
  onBeforeRequest(request: { setHeader(name: string, value: string): void }): void;
  onProgress(sent: number, total: number): void;
  onSuccess(payload: { lastResponse: { getBody(): string } }): void;
  onError(error: Error & { originalResponse: { getStatus(): number; getBody(): string } }): void;
}

const uploads: { file: File; options: FakeOptions; aborted: boolean }[] = [];

// tus-js-client itself is tested upstream; here the field's use of it: options, progress, outcome.
vi.mock('tus-js-client', () => ({
  Upload: class {
    entry: { file: File; options: FakeOptions; aborted: boolean };
    constructor(file: File, options: FakeOptions) {
      this.entry = { file, options, aborted: false };
      uploads.push(this.entry);
    }
    findPreviousUploads = async () => [];
    resumeFromPreviousUpload() {}
    start() {}
    abort = async () => {
      this.entry.aborted = true;
    };
  },
}));

beforeEach(() => {
  uploads.length = 0;
  document.cookie = 'XSRF-TOKEN=token%2B1';
});
afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

const stored = { data: { type: 'files', id: 'f1', attributes: { name: 'report.pdf', url: '/services/files/f1' } }, jsonapi: { version: '1.1' } };

async function choose(name: string, onUploaded = vi.fn()) {
  await renderBooted(<FileUploadField label="Attachment" isPublic={false} onUploaded={onUploaded} />);
  await userEvent.upload(screen.getByLabelText('Attachment'), new File(['%PDF-1.4'], name, { type: 'application/pdf' }));
  await waitFor(() => expect(uploads).toHaveLength(1));
  return { upload: uploads[0]!, onUploaded };
}

describe('the file upload field', () => {
  it('sends the file in 10 MB chunks to the uploads service with its name, privacy and the anti-forgery token', async () => {
    const { upload } = await choose('report.pdf');
    expect(upload.file.name).toBe('report.pdf');
    expect(upload.options).toMatchObject({ endpoint: '/api/v1/services/uploads', chunkSize: 10 * 1024 * 1024, metadata: { filename: 'report.pdf', name: 'report.pdf', isPublic: 'false' } });
    const headers = new Map<string, string>();
    upload.options.onBeforeRequest({ setHeader: (name, value) => headers.set(name, value) });
    expect(headers.get('X-XSRF-TOKEN')).toBe('token+1');
  });

  it('shows its progress as a bar with its value and a text, then says the file is uploaded and hands it over', async () => {
    const { upload, onUploaded } = await choose('report.pdf');
    act(() => upload.options.onProgress(512, 1024));
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAccessibleName('Uploading report.pdf: 50%');
    expect(screen.getByText('Uploading report.pdf: 50%')).toBeInTheDocument();

    act(() => upload.options.onSuccess({ lastResponse: { getBody: () => JSON.stringify(stored) } }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ type: 'files', id: 'f1', name: 'report.pdf' }));
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('report.pdf is uploaded.'));
  });

  it("announces a refusal as an alert in the server's words", async () => {
    const { upload, onUploaded } = await choose('photo.png');
    const body = JSON.stringify({ errors: [{ status: '422', code: 'validation.file_type_mismatch', detail: 'The content is application/pdf, which does not match the name "photo.png".' }] });
    act(() => upload.options.onError(Object.assign(new Error('tus: unexpected response'), { originalResponse: { getStatus: () => 422, getBody: () => body } })));
    expect(screen.getByRole('alert')).toHaveTextContent('photo.png could not be uploaded: The content is application/pdf, which does not match the name "photo.png".');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('cancels the upload under way on request', async () => {
    const { upload } = await choose('report.pdf');
    act(() => upload.options.onProgress(10, 1024));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the upload' }));
    expect(upload.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
