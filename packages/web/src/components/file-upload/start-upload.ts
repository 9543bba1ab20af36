import { FILE_CHUNK_BYTES } from '@relais/domain';
import { deserialize } from '../../lib/jsonapi.ts';
import type { JsonApiDocument, Model } from '../../lib/jsonapi.ts';
import { readCookie } from '../../lib/api-client.ts';

/** Where the server takes resumable uploads (tus 1.0). */
export const UPLOADS_ENDPOINT = '/api/v1/services/uploads';

export interface UploadRequest {
  file: File;
  /** Shown name of the stored file; the file's own name when not given. */
  name?: string;
  isPublic: boolean;
}

export interface UploadCallbacks {
  onProgress(sent: number, total: number): void;
  /** The stored `files` resource the server answered. */
  onSuccess(file: Model): void;
  /** What went wrong, in the server's words when it said any. */
  onError(reason: string): void;
}

export interface UploadHandle {
  abort(): Promise<void>;
}

interface ErrorResponse {
  getStatus(): number;
  getBody(): string;
}

/** The server's JSON:API error detail, or the transport's message. */
function reasonOf(error: Error & { originalResponse?: ErrorResponse | null }): string {
  const body = error.originalResponse?.getBody();
  if (body) {
    try {
      const detail = (JSON.parse(body) as { errors?: { detail?: string }[] }).errors?.[0]?.detail;
      if (detail) return detail;
    } catch {
      // Not JSON: the message below says enough.
    }
  }
  return error.message;
}

/**
 * Sends a file in 10 MB chunks (spec, domain §9) with tus-js-client, loaded only now so that no
 * page that never uploads downloads it. An upload cut short (network, closed tab) resumes from the
 * server's offset the next time the same file is chosen: tus keeps its address in local storage.
 */
export async function startUpload({ file, name, isPublic }: UploadRequest, callbacks: UploadCallbacks): Promise<UploadHandle> {
  const { Upload } = await import('tus-js-client');
  const upload = new Upload(file, {
    endpoint: UPLOADS_ENDPOINT,
    chunkSize: FILE_CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000],
    metadata: { filename: file.name, name: name ?? file.name, isPublic: String(isPublic) },
    removeFingerprintOnSuccess: true,
    // Every call of the upload echoes the anti-forgery token, read afresh (a sign-in renews it).
    onBeforeRequest(request) {
      const token = readCookie('XSRF-TOKEN');
      if (token) request.setHeader('X-XSRF-TOKEN', token);
    },
    // A refusal (type, size, rights) does not get better by trying again.
    onShouldRetry: (error) => {
      const status = (error as { originalResponse?: ErrorResponse | null }).originalResponse?.getStatus() ?? 0;
      return status === 0 || status >= 500 || status === 409 || status === 423;
    },
    onProgress: callbacks.onProgress,
    onSuccess({ lastResponse }) {
      try {
        callbacks.onSuccess(deserialize(JSON.parse(lastResponse.getBody()) as JsonApiDocument));
      } catch {
        callbacks.onError('The server did not say which file it stored.');
      }
    },
    onError: (error) => callbacks.onError(reasonOf(error)),
  });
  const previous = await upload.findPreviousUploads();
  if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
  upload.start();
  return { abort: () => upload.abort(true) };
}
