import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { JSDOM } from 'jsdom';

/** One block of a report's text, in reading order. */
export interface TextBlock {
  kind: 'heading' | 'paragraph' | 'item';
  text: string;
}

export interface ReportPdfInput {
  title: string;
  /** The report's rich text, already sanitised on write. */
  content: string | null;
  /** What the report is about (the project's or appointment's title), when the reader may read it. */
  about: string | null;
  /** When the report was written. */
  writtenAt: Date;
  /** The reader's language: the document's `Lang` and the date's format. */
  locale: string;
  timezone: string;
}

const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const BLOCKS = new Set(['P', 'BLOCKQUOTE', 'PRE', 'DIV', ...HEADINGS]);

const squash = (text: string) => text.replace(/[ \t\r\n\f]+/g, ' ').trim();

/**
 * A report's sanitised rich text as blocks of plain text: headings, paragraphs and list items, in
 * document order (`<br>` kept as a line break); links keep their text, images and embeds go.
 */
export function textBlocks(html: string | null): TextBlock[] {
  if (!html) return [];
  const fragment = JSDOM.fragment(html);
  const blocks: TextBlock[] = [];
  let pending = '';
  const flush = (kind: TextBlock['kind'] = 'paragraph') => {
    const text = pending
      .split('\n')
      .map(squash)
      .filter(Boolean)
      .join('\n');
    if (text) blocks.push({ kind, text });
    pending = '';
  };
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      pending += node.textContent ?? '';
      return;
    }
    if (node.nodeType !== 1) return;
    const tag = (node as Element).tagName;
    if (tag === 'BR') {
      pending += '\n';
      return;
    }
    if (tag === 'LI') {
      flush();
      for (const child of node.childNodes) walk(child);
      flush('item');
      return;
    }
    if (BLOCKS.has(tag)) {
      flush();
      for (const child of node.childNodes) walk(child);
      flush(HEADINGS.has(tag) ? 'heading' : 'paragraph');
      return;
    }
    for (const child of node.childNodes) walk(child);
  };
  for (const child of fragment.childNodes) walk(child);
  flush();
  return blocks;
}

/**
 * Roboto (the web's own face), regular and bold, as whole TrueType files: every Latin-script
 * language we ship (Romanian `ș ț ă`, Danish `ø å æ`, German `ß`, Catalan `l·l`…) and typographic
 * punctuation draw exactly. pdfkit embeds only the glyphs a document uses, with a ToUnicode map so
 * the text can be copied and read aloud. Read once, on the first report.
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf',
  bold: '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf',
} as const;
type Face = keyof typeof FONT_FILES;
let fonts: Record<Face, Buffer> | undefined;
/** The embedded faces, read once (the rental documents draw with them too). */
export const fontsOf = () => {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    fonts = { regular: readFileSync(require.resolve(FONT_FILES.regular)), bold: readFileSync(require.resolve(FONT_FILES.bold)) };
  }
  return fonts;
};

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/**
 * pdfkit writes the Info dictionary's texts into the XMP packet as they are, so a title holding
 * `<` or `&` (user text) made the packet malformed XML. Its Info dictionary is written first (it
 * escapes PDF strings itself); while the packet is then built, the texts it reads are XML-escaped,
 * and the originals put back.
 */
export function escapeXmpInfo(doc: PDFKit.PDFDocument) {
  const internals = doc as unknown as { endMetadata(): void; info: Record<string, unknown> };
  const endMetadata = internals.endMetadata.bind(doc);
  internals.endMetadata = () => {
    const info = internals.info;
    internals.info = Object.fromEntries(Object.entries(info).map(([key, value]) => [key, typeof value === 'string' ? escapeXml(value) : value]));
    try {
      endMetadata();
    } finally {
      internals.info = info;
    }
  };
}

/**
 * A report as a PDF: a tagged document (PDF 1.7, its language and title set, headings, paragraphs
 * and list items marked up as such, so a screen reader reads it in order), the title, what it is
 * about and the day it was written, then its text, in an embedded Unicode font.
 */
export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const faces = fontsOf();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    pdfVersion: '1.7',
    tagged: true,
    lang: input.locale,
    displayTitle: true,
    info: { Title: input.title, Creator: 'Relais', CreationDate: input.writtenAt },
  });
  escapeXmpInfo(doc);
  for (const [face, file] of Object.entries(faces)) doc.registerFont(face, file);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  const block = (tag: string, draw: () => void) => root.add(doc.struct(tag, {}, draw));

  block('H1', () => doc.font('bold').fontSize(20).text(input.title));
  const day = new Intl.DateTimeFormat(input.locale, { dateStyle: 'long', timeZone: input.timezone }).format(input.writtenAt);
  block('P', () => {
    doc.moveDown(0.3).font('regular').fontSize(10).fillColor('#444444');
    doc.text([input.about, day].filter(Boolean).join(' · '));
    doc.fillColor('black').moveDown();
  });
  for (const { kind, text } of textBlocks(input.content)) {
    if (kind === 'heading') block('H2', () => doc.moveDown(0.5).font('bold').fontSize(14).text(text).moveDown(0.3));
    else if (kind === 'item') block('LI', () => doc.font('regular').fontSize(11).text(`•  ${text}`, { indent: 12 }).moveDown(0.2));
    else block('P', () => doc.font('regular').fontSize(11).text(text, { align: 'left' }).moveDown(0.6));
  }
  root.end();
  doc.end();
  return done;
}
