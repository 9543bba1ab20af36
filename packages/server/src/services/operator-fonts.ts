import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isFontFamilyName } from '@relais/domain';

/** One file of an operator font, as the web declares it (`@font-face`). */
export interface OperatorFontFace {
  /** Same-origin URL (CSP `font-src 'self'`), versioned by the file's size and time: cached a year. */
  url: string;
  weight: string;
  style: 'normal' | 'italic';
}

export interface OperatorFont {
  family: string;
  faces: OperatorFontFace[];
}

/** What `manifest.json` in `DATA_DIR/fonts/<family>/` says: the woff2 files and their weight and style. */
interface Manifest {
  family?: unknown;
  faces?: { file?: unknown; weight?: unknown; style?: unknown }[];
}

export const FONTS_URL_PREFIX = '/fonts';

const isWoff2Name = (file: unknown): file is string => typeof file === 'string' && /^[\w.-]+\.woff2$/.test(file) && !file.startsWith('.');

/**
 * The fonts the operator added (README "Fonts"): each folder of `fontsDir` holding a manifest and
 * its woff2 files. A folder with a wrong manifest or a missing file is skipped, with a reason, so
 * that one mistake does not stop the start.
 */
export function readOperatorFonts(fontsDir: string, warn: (message: string) => void = () => {}): { fonts: OperatorFont[]; files: Map<string, string> } {
  const fonts: OperatorFont[] = [];
  const files = new Map<string, string>();
  let folders: string[];
  try {
    folders = readdirSync(fontsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  } catch {
    // No fonts folder: only the fonts that come with the app.
    return { fonts, files };
  }
  for (const folder of folders) {
    try {
      const manifest = JSON.parse(readFileSync(join(fontsDir, folder, 'manifest.json'), 'utf8')) as Manifest;
      const family = manifest.family ?? folder;
      if (!isFontFamilyName(family)) throw new Error(`family "${String(family)}" is not a plain family name`);
      const faces = (manifest.faces ?? []).map((face) => {
        if (!isWoff2Name(face.file)) throw new Error(`"${String(face.file)}" is not a .woff2 file name`);
        const path = join(fontsDir, folder, face.file);
        const { size, mtimeMs } = statSync(path);
        const url = `${FONTS_URL_PREFIX}/${encodeURIComponent(folder)}/${face.file}`;
        files.set(url, path);
        return {
          url: `${url}?v=${size.toString(36)}${Math.round(mtimeMs).toString(36)}`,
          weight: typeof face.weight === 'number' || typeof face.weight === 'string' ? String(face.weight) : '400',
          style: face.style === 'italic' ? ('italic' as const) : ('normal' as const),
        };
      });
      if (faces.length === 0) throw new Error('the manifest lists no faces');
      fonts.push({ family, faces });
    } catch (error) {
      warn(`Font folder ${join(fontsDir, folder)} skipped: ${(error as Error).message}`);
    }
  }
  return { fonts, files };
}
