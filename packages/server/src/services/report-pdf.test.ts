import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { pdfInfo, pdfText, pdfXmp } from '../test/pdf-text.ts';
import { renderReportPdf, textBlocks } from './report-pdf.ts';

describe('a report as a PDF', () => {
  it('reads the rich text as headings, paragraphs and items in order, links and marks as their text', () => {
    expect(textBlocks('<h3>Plan</h3><p>See <a href="https://example.org">the <strong>site</strong></a>.<br>Then call.</p><ol><li><p>First</p></li><li>Second</li></ol><p> </p>')).toEqual([
      { kind: 'heading', text: 'Plan' },
      { kind: 'paragraph', text: 'See the site.\nThen call.' },
      { kind: 'paragraph', text: 'First' },
      { kind: 'item', text: 'Second' },
    ]);
    expect(textBlocks(null)).toEqual([]);
  });

  it('draws every Latin-script language we ship and typographic punctuation exactly, in an embedded font', async () => {
    const title = 'Școală în București — țară';
    const content = '<h2>Straße, Ærø, Øresund</h2><p>Café « déjà » – l·l, año, perché, 10 € … “ok” ‘yes’</p><ul><li>Până și țânțarii</li></ul>';
    const pdf = await renderReportPdf({ title, content, about: 'Åbenrå', writtenAt: new Date('2026-01-02T10:00:00Z'), locale: 'ro', timezone: 'Europe/Paris' });
    const text = pdfText(pdf);
    for (const char of ['ș', 'ț', 'ă', 'î', 'é', 'ß', 'ø', 'Æ', 'å', 'ñ', '·', '€', '—', '–', '…', '«', '“', '’']) expect(text).toContain(char);
    expect(text).toContain(title);
    expect(text).toContain('Straße, Ærø, Øresund');
    expect(text).toContain('Până și țânțarii');
    expect(text).toMatch(/Åbenrå · 2 ianuarie 2026/);
    const source = pdf.toString('latin1');
    expect(source).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(source).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto-Bold/);
    expect(source).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('is a tagged PDF 1.7 with the title and language set', async () => {
    const pdf = await renderReportPdf({ title: 'Visit', content: '<p>Hello</p>', about: null, writtenAt: new Date('2026-01-02T10:00:00Z'), locale: 'ro', timezone: 'Europe/Paris' });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.7')).toBe(true);
    expect(text).toMatch(/\/Lang \(ro\)/);
    expect(text).toMatch(/\/MarkInfo/);
    expect(text).toMatch(/\/StructTreeRoot/);
    const title = /\/Title (\d+) 0 R/.exec(text)?.[1];
    expect(text).toContain(`${title} 0 obj\n(Visit)\nendobj`);
  });

  it('keeps a title of markup and PDF syntax exactly in its Info and XMP metadata, the XMP well-formed', async () => {
    const title = 'Plan <b> & ]]> ) ( \\ back\\slash — été';
    const pdf = await renderReportPdf({ title, content: '<p>Hello</p>', about: null, writtenAt: new Date('2026-01-02T10:00:00Z'), locale: 'fr', timezone: 'Europe/Paris' });
    expect(pdfInfo(pdf)).toMatchObject({ Title: title, Creator: 'Relais' });
    const xmp = pdfXmp(pdf)!;
    const xml = new new JSDOM().window.DOMParser().parseFromString(xmp.replace(/^<\?xpacket[^>]*\?>|<\?xpacket[^>]*\?>$/g, '').trim(), 'application/xml');
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(xml.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'title')[0]?.textContent?.trim()).toBe(title);
    expect(xml.getElementsByTagNameNS('http://ns.adobe.com/xap/1.0/', 'CreatorTool')[0]?.textContent).toBe('Relais');
    expect(pdfText(pdf)).toContain(title);
  });
});
