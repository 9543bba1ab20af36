import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileCategory, fileExtension } from '@relais/domain';
import { validationFailed } from '../http/errors.ts';
import { detectFileType } from './content.ts';
import type { ContentField } from './content.ts';
import { reencodeImage, writePreview } from './images.ts';
import type { FileStorage } from './storage.ts';

/** A received file checked and made ready to store: what the row records, and the bytes to keep. */
export interface PreparedFile {
  path: string;
  mimeType: string;
  size: number;
  hash: string;
  metadata: Record<string, unknown>;
  previewPath: string | null;
  /** Removes the working copies (never the received file, which its receiver removes). */
  cleanup(): Promise<void>;
}

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/**
 * Checks a received file and readies it: type read from the content and matched to the name,
 * raster images re-encoded (within `imageMaxBytes`) with a WebP preview, SVG previewed as pixels.
 * Refuses with a 422 on `field`; leaves nothing behind when it does.
 */
export async function prepareFile({ received, name, field, imageMaxBytes, workDir }: { received: string; name: string; field: ContentField; imageMaxBytes: number; workDir: string }): Promise<PreparedFile> {
  await mkdir(workDir, { recursive: true });
  const base = join(workDir, randomUUID());
  const made: string[] = [];
  const cleanup = async () => {
    await Promise.all(made.map((path) => rm(path, { force: true })));
  };
  try {
    const type = await detectFileType(received, name, field);
    let path = received;
    let metadata: Record<string, unknown> = { category: fileCategory(name, type.mimeType) };
    let previewPath: string | null = null;
    let previewSize: number | null = null;
    if (type.isRasterImage) {
      const { size } = await stat(received);
      if (size > imageMaxBytes) throw validationFailed([{ pointer: field.pointer, rule: 'max', detail: `Images may be at most ${megabytes(imageMaxBytes)}.`, meta: { max: imageMaxBytes } }]);
      path = `${base}.${fileExtension(name) || 'img'}`;
      made.push(path);
      const facts = await reencodeImage({ input: received, output: path, mimeType: type.mimeType, field });
      metadata = { ...metadata, width: facts.width, height: facts.height };
    }
    if (type.isRasterImage || type.isSvg) {
      const preview = `${base}.preview.webp`;
      made.push(preview);
      if (await writePreview(path, preview)) {
        previewPath = preview;
        previewSize = (await stat(preview)).size;
      }
    }
    const { size } = await stat(path);
    return { path, mimeType: type.mimeType, size, hash: await sha256(path), metadata: { ...metadata, ...(previewSize !== null ? { previewSize } : {}) }, previewPath, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

export const previewKey = (key: string) => `${key}.preview.webp`;

/** Puts a prepared file (and its preview) under `key`; on failure removes what it had put. */
export async function storePrepared(storage: FileStorage, key: string, file: PreparedFile): Promise<void> {
  try {
    await storage.put(key, file.path, file.mimeType);
    if (file.previewPath) await storage.put(previewKey(key), file.previewPath, 'image/webp');
  } catch (error) {
    await removeStored(storage, key);
    throw error;
  }
}

/** The background job that removes a stored file once the transaction deleting its row has committed. */
export const REMOVE_STORED_JOB = 'remove-stored-file';

/** Removes a stored file and its preview. */
export async function removeStored(storage: FileStorage, key: string): Promise<void> {
  await Promise.all([storage.remove(key), storage.remove(previewKey(key))]);
}
