import { describe, expect, it } from 'vitest';
import { cleanRichTextAttribute, relForNewTab } from './rich-text.ts';

const clean = (tag: string, name: string, value: string) => cleanRichTextAttribute({ tag, name, value });

describe('cleanRichTextAttribute', () => {
  it('keeps links to the web, e-mail, phone and the site itself', () => {
    for (const href of ['https://example.org', 'http://example.org', 'mailto:a@example.org', 'tel:+33123456789', '/legal/notice', '#top', 'page']) {
      expect(clean('a', 'href', href)).toBe(href);
    }
  });

  it('drops javascript:, data: and disguised schemes from links', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      expect(clean('a', 'href', href)).toBeNull();
    }
  });

  it('keeps images from the web or the site only', () => {
    expect(clean('img', 'src', 'https://example.org/a.png')).toBe('https://example.org/a.png');
    expect(clean('img', 'src', '/files/a.png')).toBe('/files/a.png');
    expect(clean('img', 'src', 'data:image/svg+xml,<svg/>')).toBeNull();
    expect(clean('img', 'src', 'mailto:a@example.org')).toBeNull();
  });

  it('rewrites an iframe to the provider’s embed URL, and drops the src of any other host', () => {
    expect(clean('iframe', 'src', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30');
    expect(clean('iframe', 'src', 'https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(clean('iframe', 'src', 'https://youtube.com.evil.test/embed/dQw4w9WgXcQ')).toBeNull();
  });

  it('keeps attributes only on the elements they belong to', () => {
    expect(clean('p', 'style', 'color: red')).toBeNull();
    expect(clean('img', 'onerror', 'alert(1)')).toBeNull();
    expect(clean('p', 'allow', 'autoplay')).toBeNull();
    expect(clean('iframe', 'srcdoc', '<script></script>')).toBeNull();
  });

  it('grants a player only harmless permissions', () => {
    expect(clean('iframe', 'allow', 'autoplay; camera; encrypted-media; microphone')).toBe('autoplay; encrypted-media');
    expect(clean('iframe', 'allow', 'camera')).toBeNull();
  });

  it('keeps sizes that are numbers or percentages', () => {
    expect(clean('iframe', 'width', '560')).toBe('560');
    expect(clean('img', 'width', '100%')).toBe('100%');
    expect(clean('iframe', 'height', '1;expression(x)')).toBeNull();
  });

  it('opens new tabs only, never a named frame', () => {
    expect(clean('a', 'target', '_blank')).toBe('_blank');
    expect(clean('a', 'target', '_top')).toBeNull();
  });
});

describe('relForNewTab', () => {
  it('adds noopener and noreferrer to what the editor chose', () => {
    expect(relForNewTab(null)).toBe('noopener noreferrer');
    expect(relForNewTab('nofollow noopener')).toBe('nofollow noopener noreferrer');
  });
});
