import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config, S3Settings } from '../config.ts';

/** Bytes from `start` to `end` included, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the bytes of uploaded files live: the local disk by default, an S3-compatible bucket when
 * configured. Keys are made by the server (`<uuid>`, `<uuid>.preview.webp`), never by a client.
 */
export interface FileStorage {
  /** Copies a local file under `key`; the caller removes its own copy. */
  put(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** The object's bytes (or a range of them), or null when there is no such object. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the object; a missing one is no error. */
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,500}$/;

function assertKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
}

/** Files under one directory (`DATA_DIR/files`). */
export function localStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertKey(key);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };
  return {
    async put(key, sourcePath) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await copyFile(sourcePath, path);
    },
    async read(key, range) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        return null;
      }
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The S3 client of the settings; shared by the files storage and its tests. */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } } : {}),
    // Checksums only where S3 requires them: many S3-compatible stores do not read the trailing
    // checksums the SDK sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Objects in one bucket of an S3-compatible store. */
export function s3Storage(settings: S3Settings, client: S3Client = s3Client(settings)): FileStorage {
  const { bucket } = settings;
  return {
    async put(key, sourcePath, contentType) {
      assertKey(key);
      const { size } = await stat(sourcePath);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: createReadStream(sourcePath), ContentLength: size, ContentType: contentType }));
    },
    async read(key, range) {
      assertKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

/** The storage the configuration names: the bucket when `S3_BUCKET` is set, else `DATA_DIR/files`. */
export const storageFromConfig = (config: Pick<Config, 's3' | 'filesDir'>): FileStorage => (config.s3 ? s3Storage(config.s3) : localStorage(config.filesDir));
