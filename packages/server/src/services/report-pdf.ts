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

/** The characters of the standard PDF fonts' encoding (WinAnsi) beyond ASCII's printable ones. */
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0)!;
  return char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/**
 * Text the standard fonts can draw: a character outside their encoding loses its accent when that
 * brings it in (Romanian `ș` → `s`, `ț` → `t`), else becomes `?`. (decisions.md: no font is embedded yet.)
 */
export function drawable(text: string): string {
  let out = '';
  for (const char of text) {
    if (isWinAnsi(char)) out += char;
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...bare].every(isWinAnsi) && bare ? bare : '?';
    }
  }
  return out;
}

/**
 * A report as a PDF: a tagged document (PDF 1.7, its language and title set, headings, paragraphs
 * and list items marked up as such, so a screen reader reads it in order), the title, what it is
 * about and the day it was written, then its text.
 */
export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    pdfVersion: '1.7',
    tagged: true,
    lang: input.locale,
    displayTitle: true,
    info: { Title: input.title, Creator: 'Relais', CreationDate: input.writtenAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  const block = (tag: string, draw: () => void) => root.add(doc.struct(tag, {}, draw));

  block('H1', () => doc.font('Helvetica-Bold').fontSize(20).text(drawable(input.title)));
  const day = new Intl.DateTimeFormat(input.locale, { dateStyle: 'long', timeZone: input.timezone }).format(input.writtenAt);
  block('P', () => {
    doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#444444');
    doc.text(drawable([input.about, day].filter(Boolean).join(' · ')));
    doc.fillColor('black').moveDown();
  });
  for (const { kind, text } of textBlocks(input.content)) {
    if (kind === 'heading') block('H2', () => doc.moveDown(0.5).font('Helvetica-Bold').fontSize(14).text(drawable(text)).moveDown(0.3));
    else if (kind === 'item') block('LI', () => doc.font('Helvetica').fontSize(11).text(`•  ${drawable(text)}`, { indent: 12 }).moveDown(0.2));
    else block('P', () => doc.font('Helvetica').fontSize(11).text(drawable(text), { align: 'left' }).moveDown(0.6));
  }
  root.end();
  doc.end();
  return done;
}
