import { open } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { fileExtension } from '@relais/domain';
import { validationFailed } from '../http/errors.ts';

/** How many leading bytes are read to tell a file's type. */
const HEAD_BYTES = 64 * 1024;

/**
 * Types accepted, by what the content is: the MIME type `file-type` reads from the bytes, and the
 * extensions a file of that type may carry. A name that does not fit its content is refused, so
 * that nothing reaches a browser or a program under a type it is not.
 */
const BY_CONTENT: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'application/pdf': ['pdf', 'ai'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'application/vnd.oasis.opendocument.presentation': ['odp'],
  'application/x-cfb': ['doc', 'xls', 'ppt'],
  // A LifeCompanion configuration (`.lcc`) is a ZIP archive of its folder (domain rules/lcc.ts).
  'application/zip': ['zip', 'f3z', 'fcstd', 'lcc'],
  'audio/mpeg': ['mp3'],
  'audio/ogg': ['ogg', 'oga'],
  'audio/wav': ['wav'],
  'audio/x-m4a': ['m4a'],
  'audio/mp4': ['m4a'],
  'audio/flac': ['flac'],
  'video/mp4': ['mp4', 'm4v'],
  'video/webm': ['webm'],
  'video/quicktime': ['mov'],
  'video/ogg': ['ogv'],
  'model/stl': ['stl'],
  'model/3mf': ['3mf'],
  'application/x-blender': ['blend'],
  'application/x.autodesk.fbx': ['fbx'],
  'application/vnd.sketchup.skp': ['skp'],
  'application/postscript': ['ps'],
  'application/eps': ['eps', 'epsi'],
};

/** What legacy Office files (one container format for all three) are served as. */
const CFB_TYPES: Readonly<Record<string, string>> = { doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' };

/**
 * Text formats without a signature: accepted by extension when the content is UTF-8 text with no
 * control bytes, and served as the type given here (never as HTML).
 */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  md: 'text/plain',
  csv: 'text/csv',
  svg: 'image/svg+xml',
  scad: 'application/octet-stream',
  obj: 'model/obj',
  stl: 'model/stl',
  x3d: 'model/x3d+xml',
  dae: 'model/vnd.collada+xml',
  amf: 'application/octet-stream',
  ply: 'application/octet-stream',
  dxf: 'image/vnd.dxf',
};

/** Every extension accepted in some form: an upload whose name has none of these is refused at once. */
export const ACCEPTED_EXTENSIONS: ReadonlySet<string> = new Set([...Object.values(BY_CONTENT).flat(), ...Object.keys(TEXT_TYPES)]);

export interface DetectedType {
  mimeType: string;
  /** Raster images that sharp re-encodes and previews. */
  isRasterImage: boolean;
  isSvg: boolean;
}

export interface ContentField {
  /** JSON pointer of the refused file in the request, for the 422. */
  pointer: string;
}

const refuse = (field: ContentField, rule: string, detail: string) => validationFailed([{ pointer: field.pointer, rule, detail }]);

/** The extension check made before any byte is received: an unlisted extension is refused. */
export function assertAcceptedName(name: string, field: ContentField) {
  if (!ACCEPTED_EXTENSIONS.has(fileExtension(name))) {
    throw refuse(field, 'file_type', `Files of this type are not accepted (${fileExtension(name) || 'no extension'}).`);
  }
}

async function readHead(path: string): Promise<{ head: Buffer; size: number }> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.min(HEAD_BYTES, size));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return { head: buffer.subarray(0, bytesRead), size };
  } finally {
    await handle.close();
  }
}

const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
const isControl = (code: number) => (code < 0x20 && !ALLOWED_CONTROLS.has(code)) || code === 0x7f;

/** UTF-8 text with no NUL or other control bytes besides tab, line feed, carriage return and form feed. */
function isPlainText(head: Buffer, isWhole: boolean): boolean {
  // A multi-byte character may be cut at the end of the head: only a whole file must decode to its end.
  const sample = isWhole ? head : head.subarray(0, Math.max(0, head.length - 4));
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return ![...text].some((char) => isControl(char.charCodeAt(0)));
  } catch {
    return false;
  }
}

/** A binary STL: an 80-byte header, a triangle count, then 50 bytes per triangle, nothing else. */
const isBinaryStl = (head: Buffer, size: number) => head.length >= 84 && size === 84 + 50 * head.readUInt32LE(80);

/**
 * The type of a received file, read from its content and checked against its name. Refuses (422 on
 * `field`) a content that is not on the allowlist or does not fit the name's extension.
 */
export async function detectFileType(path: string, name: string, field: ContentField): Promise<DetectedType> {
  const extension = fileExtension(name);
  const { head, size } = await readHead(path);
  if (size === 0) throw refuse(field, 'required', 'The file is empty.');
  const detected = await fileTypeFromBuffer(head);
  // XML formats (SVG, X3D, COLLADA, AMF) are read as XML: they are checked as text below.
  if (detected && !(detected.mime === 'application/xml' && TEXT_TYPES[extension])) {
    const extensions = BY_CONTENT[detected.mime];
    if (!extensions) throw refuse(field, 'file_type', `Files of this type are not accepted (${detected.mime}).`);
    if (!extensions.includes(extension)) {
      throw refuse(field, 'file_type_mismatch', `The content is ${detected.mime}, which does not match the name "${name}".`);
    }
    const mimeType = detected.mime === 'application/x-cfb' ? CFB_TYPES[extension]! : detected.mime;
    return { mimeType, isRasterImage: mimeType.startsWith('image/'), isSvg: false };
  }
  if (extension === 'stl' && isBinaryStl(head, size)) return { mimeType: 'model/stl', isRasterImage: false, isSvg: false };
  const textType = TEXT_TYPES[extension];
  if (!textType || !isPlainText(head, head.length === size)) {
    throw refuse(field, 'file_type_mismatch', `The content of "${name}" is not a file of the type its name says.`);
  }
  const isSvg = extension === 'svg';
  if (isSvg && !/<svg[\s>]/i.test(head.toString('utf8'))) throw refuse(field, 'file_type_mismatch', `"${name}" holds no SVG image.`);
  return { mimeType: textType, isRasterImage: false, isSvg };
}
