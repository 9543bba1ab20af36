import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { PDF_BYTES, pngBytes, SCRIPT_BYTES } from '../test/files.ts';
import { assertAcceptedName, detectFileType } from './content.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'relais-content-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const field = { pointer: '/file' };
const detect = async (name: string, bytes: Buffer) => {
  const path = join(dir, `${Math.random()}`);
  await writeFile(path, bytes);
  return detectFileType(path, name, field);
};
const refusal = async (name: string, bytes: Buffer) => {
  const error = await detect(name, bytes).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).errors[0];
};

const binaryStl = (triangles: number) => {
  const bytes = Buffer.alloc(84 + 50 * triangles);
  bytes.writeUInt32LE(triangles, 80);
  return bytes;
};

describe('the file type read from the content', () => {
  it('reads signed formats from their bytes and accepts them under a matching name', async () => {
    expect(await detect('chart.PNG', await pngBytes())).toEqual({ mimeType: 'image/png', isRasterImage: true, isSvg: false });
    expect(await detect('leaflet.pdf', PDF_BYTES)).toMatchObject({ mimeType: 'application/pdf', isRasterImage: false });
    expect(await detect('part.stl', Buffer.from('solid cube\nendsolid cube\n'))).toMatchObject({ mimeType: 'model/stl' });
    expect(await detect('part.stl', binaryStl(3))).toMatchObject({ mimeType: 'model/stl' });
    const configuration = await readFile(new URL('../../../domain/src/rules/fixtures/keyboard-configuration.lcc', import.meta.url));
    expect(await detect('keyboard.lcc', configuration)).toEqual({ mimeType: 'application/zip', isRasterImage: false, isSvg: false });
  });

  it('accepts text formats by name only when the content is plain text', async () => {
    expect(await detect('notes.txt', SCRIPT_BYTES)).toEqual({ mimeType: 'text/plain', isRasterImage: false, isSvg: false });
    expect(await detect('logo.svg', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({ mimeType: 'image/svg+xml', isSvg: true });
    expect(await refusal('notes.txt', Buffer.from([0x68, 0x00, 0x69]))).toMatchObject({ code: 'validation.file_type_mismatch', source: { pointer: '/file' } });
    expect(await refusal('logo.svg', Buffer.from('just words'))).toMatchObject({ code: 'validation.file_type_mismatch' });
    expect(await refusal('keyboard.lcc', Buffer.from('<ConfigurationDescription />'))).toMatchObject({ code: 'validation.file_type_mismatch' });
  });

  it('refuses a content that does not match its name, an unlisted type and an empty file', async () => {
    expect(await refusal('photo.png', PDF_BYTES)).toMatchObject({ code: 'validation.file_type_mismatch', detail: expect.stringContaining('application/pdf') });
    expect(await refusal('photo.png', SCRIPT_BYTES)).toMatchObject({ code: 'validation.file_type_mismatch' });
    expect(await refusal('leaflet.pdf', await pngBytes())).toMatchObject({ code: 'validation.file_type_mismatch' });
    expect(await refusal('part.stl', binaryStl(3).subarray(0, 100))).toMatchObject({ code: 'validation.file_type_mismatch' });
    // An executable is no accepted type, whatever its name.
    expect(await refusal('tool.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]))).toMatchObject({ code: expect.stringMatching(/^validation\.file_type/) });
    expect(await refusal('empty.txt', Buffer.alloc(0))).toMatchObject({ code: 'validation.required' });
  });

  it('refuses an unlisted extension before any byte is received', () => {
    expect(() => assertAcceptedName('setup.exe', field)).toThrow(ApiError);
    expect(() => assertAcceptedName('README', field)).toThrow(ApiError);
    expect(() => assertAcceptedName('report.docx', field)).not.toThrow();
  });
});
