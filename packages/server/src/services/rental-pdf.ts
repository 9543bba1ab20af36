import PDFDocument from 'pdfkit';
import { FALLBACK_LOCALE, taxExcludedCents } from '@relais/domain';
import type { Locale, RentalStrategy } from '@relais/domain';
import { readCatalogueFiles } from '../seed/language-lines.ts';
import { escapeXmpInfo, fontsOf, textBlocks } from './report-pdf.ts';

/**
 * A rental command's contract and invoice as PDFs (issue 26 item 4), drawn like a project report
 * (report-pdf.ts: tagged PDF 1.7, embedded Roboto): the app-env's logo and document header, the
 * command, its lines and totals, the rental conditions and a place to sign (contract), then the
 * document footer.
 */

export type RentalDocumentKind = 'contract' | 'invoice';

export interface RentalDocumentInput {
  kind: RentalDocumentKind;
  locale: Locale;
  timezone: string;
  currency: string;
  /** A short reference of the command (the start of its id). */
  reference: string;
  createdAt: Date;
  startAt: Date;
  endAt: Date;
  renter: string;
  billingAddress: string[] | null;
  shippingAddress: string[] | null;
  strategy: RentalStrategy;
  lines: { name: string; price: number }[];
  /** Cents; null while the team has not quoted it. */
  shippingPrice: number | null;
  /** A coupon taken off the total, in cents. */
  discount: { name: string; amount: number } | null;
  taxPercent: number | null;
  /** The renter is invoiced without VAT (rental invoicing strategies no_vat, no_vat_debit_note). */
  withoutVat: boolean;
  /** The renter is invoiced once a month, with their other rentals. */
  monthly: boolean;
  header: string | null;
  footer: string | null;
  conditions: string | null;
  /** The document logo's bytes (PNG or JPEG), or null. */
  logo: Buffer | null;
}

let catalogue: Record<string, Record<string, string>> | null = null;

/** A `rentalDocuments` (or `rentalInvoices`) message in `locale` (English when missing), `{{name}}` filled in. */
export function documentText(locale: Locale, key: string, values: Record<string, string> = {}): string {
  if (!catalogue) {
    // The monthly invoice's own words are in the `rentalInvoices` group.
    const files = readCatalogueFiles();
    const [documents, invoices] = [files.get('rentalDocuments') ?? {}, files.get('rentalInvoices') ?? {}];
    catalogue = Object.fromEntries([...new Set([...Object.keys(documents), ...Object.keys(invoices)])].map((locale) => [locale, { ...invoices[locale], ...documents[locale] }]));
  }
  const text = catalogue[locale]?.[key] ?? catalogue[FALLBACK_LOCALE]?.[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The totals of a command in cents: what the lines, shipping and coupon come to, and the tax in it. */
export function rentalTotals({ lines, shippingPrice, discount, taxPercent, withoutVat }: Pick<RentalDocumentInput, 'lines' | 'shippingPrice' | 'discount' | 'taxPercent' | 'withoutVat'>) {
  const gross = lines.reduce((sum, line) => sum + line.price, 0) + (shippingPrice ?? 0);
  const total = Math.max(0, gross - (discount?.amount ?? 0));
  if (withoutVat) return { total, excluded: total, tax: 0 };
  const excluded = taxExcludedCents({ amount: total / 100, ratePercent: taxPercent ?? 0 });
  return { total, excluded, tax: total - excluded };
}

const isImage = (bytes: Buffer) => (bytes[0] === 0x89 && bytes[1] === 0x50) || (bytes[0] === 0xff && bytes[1] === 0xd8);

interface DrawTools {
  doc: PDFKit.PDFDocument;
  say: (key: string, values?: Record<string, string>) => string;
  money: (cents: number) => string;
  day: (date: Date, timeZone?: string) => string;
  block: (tag: string, draw: () => void) => void;
  richText: (html: string | null, size?: number) => void;
  heading: (text: string) => void;
  paragraph: (text: string) => void;
}

type DocumentFrame = Pick<RentalDocumentInput, 'locale' | 'timezone' | 'currency' | 'reference' | 'createdAt' | 'header' | 'footer' | 'logo'>;

/**
 * A rental document's frame: the tagged PDF, its fonts, the logo and document header, the title,
 * then what `body` draws, then the document footer.
 */
function drawDocument(input: DocumentFrame, title: string, body: (tools: DrawTools) => void): Promise<Buffer> {
  const { locale } = input;
  const say = (key: string, values?: Record<string, string>) => documentText(locale, key, values);
  const money = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: input.currency || 'EUR' }).format(cents / 100);
  const day = (date: Date, timeZone = input.timezone) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(date);
  const doc = new PDFDocument({ size: 'A4', margin: 56, pdfVersion: '1.7', tagged: true, lang: locale, displayTitle: true, info: { Title: `${title} ${input.reference}`, Creator: 'Relais', CreationDate: input.createdAt } });
  escapeXmpInfo(doc);
  for (const [face, file] of Object.entries(fontsOf())) doc.registerFont(face, file);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  const block = (tag: string, draw: () => void) => root.add(doc.struct(tag, {}, draw));
  const richText = (html: string | null, size = 10) => {
    for (const { kind, text } of textBlocks(html)) {
      if (kind === 'heading') block('H3', () => doc.font('bold').fontSize(size + 2).text(text).moveDown(0.2));
      else if (kind === 'item') block('LI', () => doc.font('regular').fontSize(size).text(`•  ${text}`, { indent: 12 }));
      else block('P', () => doc.font('regular').fontSize(size).text(text).moveDown(0.3));
    }
  };
  const heading = (text: string) => block('H2', () => doc.moveDown(0.6).font('bold').fontSize(13).fillColor('black').text(text).moveDown(0.2));
  const paragraph = (text: string) => block('P', () => doc.font('regular').fontSize(11).text(text));

  if (input.logo && isImage(input.logo)) {
    const logo = input.logo;
    root.add(doc.struct('Figure', { alt: '' }, () => doc.image(logo, { fit: [140, 60] })));
    doc.moveDown(0.5);
  }
  doc.fillColor('#444444');
  richText(input.header, 9);
  doc.fillColor('black');
  block('H1', () => doc.moveDown(0.5).font('bold').fontSize(20).text(title));
  body({ doc, say, money, day, block, richText, heading, paragraph });
  if (input.footer) {
    doc.moveDown(1).fillColor('#444444');
    richText(input.footer, 9);
    doc.fillColor('black');
  }
  root.end();
  doc.end();
  return done;
}

/** The totals of a document: without VAT the total is all tax-excluded, else the tax is the difference. */
function drawTotals({ paragraph, say, money }: DrawTools, totals: { total: number; excluded: number; tax: number }, input: Pick<RentalDocumentInput, 'withoutVat' | 'taxPercent'>) {
  paragraph(`${say('totalExcl')}: ${money(totals.excluded)}`);
  if (input.withoutVat) paragraph(say('noVat'));
  else {
    paragraph(`${say('tax', { rate: String(input.taxPercent ?? 0) })}: ${money(totals.tax)}`);
    paragraph(`${say('totalIncl')}: ${money(totals.total)}`);
  }
}

/** A command's lines, shipping and coupon. */
function drawLines(tools: DrawTools, input: Pick<RentalDocumentInput, 'lines' | 'shippingPrice' | 'discount'>) {
  const { block, doc, money, paragraph, say } = tools;
  for (const line of input.lines) block('LI', () => doc.font('regular').fontSize(11).text(`•  ${line.name} — ${money(line.price)}`, { indent: 12 }));
  paragraph(`${say('shipping')}: ${input.shippingPrice === null ? say('shippingQuoted') : money(input.shippingPrice)}`);
  if (input.discount) paragraph(`${say('coupon', { name: input.discount.name })}: − ${money(input.discount.amount)}`);
}

export function renderRentalDocumentPdf(input: RentalDocumentInput): Promise<Buffer> {
  const title = documentText(input.locale, input.kind === 'contract' ? 'contractTitle' : 'invoiceTitle');
  return drawDocument(input, title, (tools) => {
    const { block, day, doc, heading, money, paragraph, richText, say } = tools;
    paragraph(say('reference', { reference: input.reference, date: day(input.createdAt) }));
    heading(say('renter'));
    paragraph(input.renter);
    if (input.billingAddress) {
      heading(say('billingAddress'));
      for (const line of input.billingAddress) paragraph(line);
    }
    if (input.shippingAddress) {
      heading(say('shippingAddress'));
      for (const line of input.shippingAddress) paragraph(line);
    }
    heading(say('periodLabel'));
    paragraph(say('period', { start: day(input.startAt, 'UTC'), end: day(input.endAt, 'UTC') }));
    paragraph(`${say('strategyLabel')}: ${say(`strategy.${input.strategy}`)}`);
    heading(say('lines'));
    drawLines(tools, input);
    const totals = rentalTotals(input);
    drawTotals(tools, totals, input);
    if (input.kind === 'invoice') {
      block('P', () => doc.moveDown(0.3).font('bold').fontSize(12).text(`${say('totalDue')}: ${money(totals.total)}`));
      if (input.monthly) paragraph(say('monthly'));
    } else {
      if (input.conditions) {
        heading(say('conditions'));
        richText(input.conditions);
      }
      block('P', () => doc.moveDown(1.5).font('regular').fontSize(11).text(say('signature')).moveDown(3));
    }
  });
}

/** One command on a monthly invoice. */
export type MonthlyInvoiceCommand = Pick<RentalDocumentInput, 'reference' | 'startAt' | 'endAt' | 'lines' | 'shippingPrice' | 'discount'>;

export interface MonthlyInvoiceInput extends DocumentFrame, Pick<RentalDocumentInput, 'renter' | 'billingAddress' | 'taxPercent' | 'withoutVat'> {
  /** The month invoiced, `YYYY-MM`. */
  month: string;
  commands: MonthlyInvoiceCommand[];
}

/** A monthly invoice's totals: each command's (its coupon never below 0), added up, the tax computed on the sum. */
export function monthlyTotals({ commands, taxPercent, withoutVat }: Pick<MonthlyInvoiceInput, 'commands' | 'taxPercent' | 'withoutVat'>) {
  const total = commands.reduce((sum, command) => sum + rentalTotals({ ...command, taxPercent, withoutVat: true }).total, 0);
  if (withoutVat) return { total, excluded: total, tax: 0 };
  const excluded = taxExcludedCents({ amount: total / 100, ratePercent: taxPercent ?? 0 });
  return { total, excluded, tax: total - excluded };
}

/** A member's monthly invoice (issue 26 item 5): the month's commands one after the other, then the totals of all. */
export function renderMonthlyInvoicePdf(input: MonthlyInvoiceInput): Promise<Buffer> {
  const [year, month] = input.month.split('-').map(Number) as [number, number];
  const monthName = new Intl.DateTimeFormat(input.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
  const title = documentText(input.locale, 'monthlyInvoiceTitle', { month: monthName });
  return drawDocument(input, title, (tools) => {
    const { block, day, doc, heading, money, paragraph, say } = tools;
    paragraph(say('invoiceReference', { reference: input.reference, date: day(input.createdAt) }));
    heading(say('renter'));
    paragraph(input.renter);
    if (input.billingAddress) {
      heading(say('billingAddress'));
      for (const line of input.billingAddress) paragraph(line);
    }
    for (const command of input.commands) {
      heading(say('commandOf', { reference: command.reference, start: day(command.startAt, 'UTC'), end: day(command.endAt, 'UTC') }));
      drawLines(tools, command);
    }
    heading(say('totals'));
    const totals = monthlyTotals(input);
    drawTotals(tools, totals, input);
    block('P', () => doc.moveDown(0.3).font('bold').fontSize(12).text(`${say('totalDue')}: ${money(totals.total)}`));
  });
}
