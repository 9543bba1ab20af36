import sharp from 'sharp';
import type { FormatEnum } from 'sharp';
import { validationFailed } from '../http/errors.ts';
import type { ContentField } from './content.ts';

/** Longest side of a preview, in pixels. */
export const PREVIEW_SIZE = 480;
/** Images above this many pixels are refused before decoding (a small file can hold a huge image). */
const MAX_PIXELS = 60_000_000;

export interface ImageFacts {
  width: number | null;
  height: number | null;
}

const OUTPUT: Readonly<Record<string, keyof FormatEnum | 'avif'>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/**
 * Decodes and re-encodes a raster image in its own format: what is stored is pixels sharp wrote,
 * not the bytes sent (no trailing payload, no metadata: EXIF with its location is dropped, the
 * orientation applied). Refuses (422) what does not decode.
 */
export async function reencodeImage({ input, output, mimeType, field }: { input: string; output: string; mimeType: string; field: ContentField }): Promise<ImageFacts> {
  const format = OUTPUT[mimeType];
  if (!format) throw new Error(`No image encoder for ${mimeType}`);
  try {
    const animated = mimeType === 'image/gif' || mimeType === 'image/webp';
    const info = await sharp(input, { animated, limitInputPixels: MAX_PIXELS }).rotate().toFormat(format).toFile(output);
    return { width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw validationFailed([{ pointer: field.pointer, rule: 'image', detail: 'The image cannot be read; it may be damaged or too large.' }]);
  }
}

/**
 * A WebP preview no larger than PREVIEW_SIZE on either side. SVG is rasterised here, so its preview
 * can be shown inline while the SVG itself never is (its scripts never run). False when the source
 * cannot be drawn: the file is kept, without preview.
 */
export async function writePreview(input: string, output: string): Promise<boolean> {
  try {
    await sharp(input, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: PREVIEW_SIZE, height: PREVIEW_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(output);
    return true;
  } catch {
    return false;
  }
}
