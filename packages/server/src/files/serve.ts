import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileExtension } from '@relais/domain';
import { notFound } from '../http/errors.ts';
import type { ByteRange, FileStorage } from './storage.ts';

/**
 * Types a browser may show in the page: pictures it decodes itself, PDF in its viewer, sound and
 * video in players. Anything else (SVG, text, office files, archives) is downloaded, never rendered
 * as a document of this site.
 */
const INLINE = /^(image\/(jpeg|png|gif|webp|avif)|application\/pdf|audio\/[\w.+-]+|video\/[\w.+-]+)$/;

/** A served file may run nothing and load nothing, even when opened on its own. */
const FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

export interface StoredFile {
  key: string;
  mimeType: string;
  size: number;
  hash: string;
  /** The name the download gets. */
  fileName: string;
  /** Shared caches may keep it (public files); otherwise only the browser, revalidating. */
  isPublic: boolean;
}

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The one range of a `Range: bytes=…` header; null for none or several, 'invalid' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from, to] = match;
  if (!from && !to) return 'invalid';
  const start = from ? Number(from) : Math.max(0, size - Number(to));
  const end = from ? Math.min(to ? Number(to) : size - 1, size - 1) : size - 1;
  return start > end || start >= size ? 'invalid' : { start, end };
}

/**
 * Sends a stored file with what keeps it safe: its checked type, `nosniff`, a sandboxing CSP,
 * inline only for the types above; an ETag from its hash (304 on a match) and single byte ranges.
 */
export async function sendStoredFile({ request, reply, storage, file }: { request: FastifyRequest; reply: FastifyReply; storage: FileStorage; file: StoredFile }) {
  const etag = `"${file.hash}"`;
  const isInline = INLINE.test(file.mimeType) && fileExtension(file.fileName) !== 'svg';
  reply
    .header('content-type', file.mimeType.startsWith('text/') ? `${file.mimeType}; charset=utf-8` : file.mimeType)
    .header('content-disposition', contentDisposition(isInline ? 'inline' : 'attachment', file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .header('cache-control', file.isPublic ? 'public, max-age=3600' : 'private, no-cache')
    .header('etag', etag)
    .header('accept-ranges', 'bytes');
  if (!file.isPublic) reply.header('vary', 'cookie');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const range = parseRange(request.headers.range, file.size);
  if (range === 'invalid') return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  const stream = await storage.read(file.key, range ?? undefined);
  if (!stream) throw notFound('The file is missing from the storage.');
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`).header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  return reply.send(stream);
}
