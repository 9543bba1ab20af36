import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

const sanitize = (html: string) => sanitizeHtml(html, { embedLabel: (host) => `Watch the video on ${host}` });

describe('rich text sanitising', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const html = sanitize('<p onclick="steal()">Hi<script>steal()</script><img src="x.png" onerror="steal()" alt="x"><a href="javascript:steal()">link</a></p>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(html).toContain('<img src="x.png" alt="x">');
  });

  it('drops iframes from hosts that are not video providers', () => {
    expect(sanitize('<iframe src="https://evil.example/embed"></iframe><p>after</p>')).toBe('<p>after</p>');
  });

  it('replaces an allowed video embed by a link to it, so no player loads without consent', () => {
    const html = sanitize('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('href="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('Watch the video on youtube-nocookie.com');
  });

  it('keeps links that open a new tab from reaching back to this page', () => {
    expect(sanitize('<a href="https://example.org" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});
