/**
 * Baking an Open Badges 2.0 image (spec "Baking", https://www.imsglobal.org/spec/ob/v2p0/#baking):
 * a PNG carries the assertion in an `iTXt` chunk whose keyword is `openbadges`, placed before the
 * image data, uncompressed, with no language tag. A PNG already baked loses its old chunk first.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const BAKED_KEYWORD = 'openbadges';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

interface Chunk {
  type: string;
  data: Buffer;
}

/** The chunks of a PNG, in order; throws on anything that is not one. */
export function pngChunks(png: Buffer): Chunk[] {
  if (png.length < 8 || !png.subarray(0, 8).equals(SIGNATURE)) throw new Error('Not a PNG image.');
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (data.length !== length) throw new Error('Truncated PNG chunk.');
    const crc = png.readUInt32BE(offset + 8 + length);
    if (crc !== crc32(png.subarray(offset + 4, offset + 8 + length))) throw new Error(`Bad CRC in the PNG's ${type} chunk.`);
    chunks.push({ type, data: Buffer.from(data) });
    offset += 12 + length;
    if (type === 'IEND') break;
  }
  return chunks;
}

function encodeChunk({ type, data }: Chunk): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** keyword NUL, compression flag 0, method 0, empty language tag NUL, empty translated keyword NUL, UTF-8 text. */
function itxt(keyword: string, text: string): Chunk {
  return { type: 'iTXt', data: Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0, 0, 0, 0, 0]), Buffer.from(text, 'utf8')]) };
}

/** The text of an uncompressed iTXt chunk, with its keyword. */
function readItxt(data: Buffer): { keyword: string; text: string } | null {
  const end = data.indexOf(0);
  if (end < 0) return null;
  const keyword = data.toString('latin1', 0, end);
  const compressed = data[end + 1];
  if (compressed !== 0) return null;
  const languageEnd = data.indexOf(0, end + 3);
  const translatedEnd = languageEnd < 0 ? -1 : data.indexOf(0, languageEnd + 1);
  if (translatedEnd < 0) return null;
  return { keyword, text: data.toString('utf8', translatedEnd + 1) };
}

const isBakedChunk = (chunk: Chunk) => (chunk.type === 'iTXt' || chunk.type === 'tEXt') && chunk.data.subarray(0, BAKED_KEYWORD.length + 1).equals(Buffer.from(`${BAKED_KEYWORD}\0`, 'latin1'));

/** The PNG with `assertion` (the JSON text of a hosted assertion, or its URL) baked in, before the first IDAT. */
export function bakePng(png: Buffer, assertion: string): Buffer {
  const chunks = pngChunks(png).filter((chunk) => !isBakedChunk(chunk));
  const at = chunks.findIndex((chunk) => chunk.type === 'IDAT');
  if (at < 0) throw new Error('A PNG without image data.');
  chunks.splice(at, 0, itxt(BAKED_KEYWORD, assertion));
  return Buffer.concat([SIGNATURE, ...chunks.map(encodeChunk)]);
}

/** What a baked PNG carries under `openbadges`, or null. */
export function unbakePng(png: Buffer): string | null {
  for (const chunk of pngChunks(png)) {
    if (chunk.type !== 'iTXt') continue;
    const text = readItxt(chunk.data);
    if (text?.keyword === BAKED_KEYWORD) return text.text;
  }
  return null;
}
