import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3 } from '../test/s3.ts';
import type { TestS3 } from '../test/s3.ts';
import { localStorage, s3Storage } from './storage.ts';
import type { FileStorage } from './storage.ts';

const bytesOf = async (stream: Readable | null) => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

let work: string;
let s3: TestS3;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'relais-storage-'));
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

describe.each([
  ['local disk', () => localStorage(join(work, 'files'))],
  ['an S3-compatible store', () => s3Storage(s3.settings)],
])('file storage on %s', (_name, make: () => FileStorage) => {
  it('keeps, reads whole or by range, and removes an object', async () => {
    const storage = make();
    const content = randomBytes(300_000);
    const source = join(work, `source-${randomBytes(4).toString('hex')}`);
    await writeFile(source, content);
    const key = `${crypto.randomUUID()}.bin`;
    await storage.put(key, source, 'application/octet-stream');
    expect(await bytesOf(await storage.read(key))).toEqual(content);
    expect(await bytesOf(await storage.read(key, { start: 1000, end: 1999 }))).toEqual(content.subarray(1000, 2000));
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    await storage.remove(key);
  });

  it('refuses keys that could leave its root', async () => {
    const storage = make();
    await expect(storage.read('../etc/passwd')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.read('/etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});
