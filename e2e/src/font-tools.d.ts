// The parts of opentype.js and wawoff2 the generated test font uses (neither ships its types).
declare module 'opentype.js' {
  namespace opentype {
    class Path {
      moveTo(x: number, y: number): void;
      lineTo(x: number, y: number): void;
      close(): void;
    }
    class Glyph {
      constructor(options: { name: string; unicode?: number; advanceWidth: number; path: Path });
    }
    class Font {
      constructor(options: { familyName: string; styleName: string; unitsPerEm: number; ascender: number; descender: number; glyphs: Glyph[] });
      toArrayBuffer(): ArrayBuffer;
    }
  }
  export default opentype;
}

declare module 'wawoff2' {
  const wawoff2: { compress(font: Uint8Array): Promise<Uint8Array> };
  export default wawoff2;
}
