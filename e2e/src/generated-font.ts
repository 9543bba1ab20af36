/**
 * A font made here rather than downloaded: every Latin letter and digit is a full-em box, so text
 * set in it is measurably wider than in any ordinary font (a test can tell that it was applied).
 * opentype.js writes the OpenType file, wawoff2 (Google's woff2 encoder) compresses it.
 */
import opentype from 'opentype.js';
import wawoff2 from 'wawoff2';

const EM = 1000;
const CHARACTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function box(): opentype.Path {
  const path = new opentype.Path();
  path.moveTo(50, 0);
  path.lineTo(EM - 50, 0);
  path.lineTo(EM - 50, 700);
  path.lineTo(50, 700);
  path.close();
  return path;
}

export async function generatedWoff2(family: string): Promise<Buffer> {
  const glyphs = [
    new opentype.Glyph({ name: '.notdef', advanceWidth: 600, path: new opentype.Path() }),
    new opentype.Glyph({ name: 'space', unicode: 32, advanceWidth: 500, path: new opentype.Path() }),
    ...[...CHARACTERS].map((character) => new opentype.Glyph({ name: `glyph${character.charCodeAt(0)}`, unicode: character.charCodeAt(0), advanceWidth: EM, path: box() })),
  ];
  const font = new opentype.Font({ familyName: family, styleName: 'Regular', unitsPerEm: EM, ascender: 800, descender: -200, glyphs });
  return Buffer.from(await wawoff2.compress(new Uint8Array(font.toArrayBuffer())));
}
