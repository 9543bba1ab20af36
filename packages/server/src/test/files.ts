import sharp from 'sharp';
import type { TestApp } from './app.ts';

/** A real PNG of the given size in pixels (noise, so that it does not compress to nothing). */
export async function pngBytes(width = 64, height = 48): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
export const SCRIPT_BYTES = Buffer.from('<script>fetch("/api/v1/users/me")</script>\n');

const tusMetadata = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** A tus client over `inject`: create an upload, send bytes at an offset, ask the offset. */
export function tusClient(t: TestApp, headers: Record<string, string>) {
  const base = { ...headers, 'tus-resumable': '1.0.0' };
  return {
    create: (length: number, metadata: Record<string, string>, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/v1/services/uploads', headers: { ...base, 'upload-length': String(length), 'upload-metadata': tusMetadata(metadata), ...extra } }),
    patch: (location: string, offset: number, bytes: Buffer, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'PATCH', url: location, headers: { ...base, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', ...extra }, payload: bytes }),
    head: (location: string) => t.app.inject({ method: 'HEAD', url: location, headers: base }),
    remove: (location: string) => t.app.inject({ method: 'DELETE', url: location, headers: base }),
  };
}

/** Creates an upload and sends all its bytes in one PATCH: the final answer. */
export async function uploadWhole(t: TestApp, headers: Record<string, string>, bytes: Buffer, metadata: Record<string, string>) {
  const tus = tusClient(t, headers);
  const created = await tus.create(bytes.length, metadata);
  if (created.statusCode !== 201) return created;
  return tus.patch(created.headers.location as string, 0, bytes);
}

/** A multipart/form-data body: text fields, then files. */
export function multipartBody(fields: [string, string][], files: { field: string; name: string; type: string; bytes: Buffer }[]) {
  const boundary = `----relais${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of fields) parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
