/**
 * What kind of file a name and a MIME type describe (spec, domain §5 "File type detection"): the
 * web picks an icon or a player from it, the server an inline or attachment answer.
 */
export type FileCategory = 'video' | 'audio' | 'image' | 'doc' | '3d' | 'lcc' | 'svg' | 'other';

/** Extensions the spec lists as 3D or fabrication files. */
export const THREE_D_EXTENSIONS: readonly string[] = [
  'stl', 'obj', 'thing', 'x3d', 'ply', 'fbx', 'sch', 'scad', 'f3d', 'f3z', 'amf', 'dae', '3ds', 'blend', 'dxf',
  'ai', 'skp', 'cdr', 'ps', 'eps', 'epsi', 'brd', 'rsdoc', 'fcstd', 'par',
];

/**
 * Words in a MIME type that make a document: word processors, office suites, OpenDocument, text, PDF.
 * The office family also counts Microsoft's legacy spreadsheet and slides types, whose names do not
 * say "office" (`application/vnd.ms-excel`, `application/vnd.ms-powerpoint`).
 */
const DOC_MARKERS = ['word', 'office', 'ms-excel', 'ms-powerpoint', 'oasis', 'text/plain', 'pdf'];

/** The lower-case extension of a file name, without the dot; '' when there is none. */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * The category of a file. SVG and `.lcc` are told by extension before the MIME prefixes, since an
 * SVG is declared `image/svg+xml` but must never be shown as a picture of its own (it can script).
 */
export function fileCategory(name: string, mimeType: string | null | undefined): FileCategory {
  const extension = fileExtension(name);
  const mime = (mimeType ?? '').toLowerCase();
  if (extension === 'svg' || mime === 'image/svg+xml') return 'svg';
  if (extension === 'lcc') return 'lcc';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('image/')) return 'image';
  if (DOC_MARKERS.some((marker) => mime.includes(marker))) return 'doc';
  if (THREE_D_EXTENSIONS.includes(extension)) return '3d';
  return 'other';
}

/** Read in chunks of this size by the upload client (spec, domain §9 "File chunk 10 MB"). */
export const FILE_CHUNK_BYTES = 10 * 1024 * 1024;
