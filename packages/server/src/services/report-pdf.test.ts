import { describe, expect, it } from 'vitest';
import { drawable, renderReportPdf, textBlocks } from './report-pdf.ts';

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

  it('draws what the standard fonts can: accents they lack are dropped, other characters become ?', () => {
    expect(drawable('Școală – café € “ok”')).toBe('Scoala – café € “ok”');
    expect(drawable('Ελλάδα 😀')).toBe('?????? ?');
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
});
