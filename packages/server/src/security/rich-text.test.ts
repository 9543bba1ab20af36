import { describe, expect, it } from 'vitest';
import { sanitizedMemoSize, sanitizeRichText } from './rich-text.ts';

const YOUTUBE = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('sanitizeRichText', () => {
  it('keeps ordinary formatting as it is', () => {
    const html = '<h2>Title</h2><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s><br></p><ul><li>x</li></ul><ol start="3"><li>y</li></ol><blockquote>q</blockquote><pre><code>z</code></pre>'
      + '<figure><img src="/files/a.png" alt="A chart"><figcaption>Chart</figcaption></figure><table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">c</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const html = sanitizeRichText('<p style="color:red" onclick="steal()">Hi<script>steal()</script><img src="x.png" onerror="steal()" alt="x"><a href="javascript:steal()">link</a></p>');
    expect(html).toBe('<p>Hi<img src="x.png" alt="x"><a>link</a></p>');
  });

  it('keeps links to the web, e-mail and phone, and guards those opening a new tab', () => {
    expect(sanitizeRichText('<a href="mailto:a@example.org">m</a><a href="tel:+331">t</a>')).toBe('<a href="mailto:a@example.org">m</a><a href="tel:+331">t</a>');
    expect(sanitizeRichText('<a href="https://example.org" target="_blank" rel="nofollow">x</a>')).toBe('<a href="https://example.org" target="_blank" rel="nofollow noopener noreferrer">x</a>');
  });

  it('keeps a video iframe, pointed at the provider’s player, with only the attributes a player needs', () => {
    const html = sanitizeRichText('<iframe src="https://vimeo.com/76979871" title="Demo" width="640" height="360" allow="autoplay; camera" allowfullscreen style="border:0" onload="x()">fallback</iframe>');
    expect(html).toBe('<iframe src="https://player.vimeo.com/video/76979871" title="Demo" width="640" height="360" allow="autoplay" allowfullscreen=""></iframe>');
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=30s"></iframe>')).toBe(`<iframe src="${YOUTUBE}?start=30"></iframe>`);
  });

  it('removes iframes of any other host, lookalikes included', () => {
    expect(sanitizeRichText('<p>a</p><iframe src="https://evil.test/embed"></iframe><iframe src="https://youtube.com.evil.test/embed/dQw4w9WgXcQ"></iframe><iframe srcdoc="<script>x()</script>"></iframe><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('gives the same HTML when sanitised twice', () => {
    const once = sanitizeRichText(`<p>x</p><iframe src="${YOUTUBE}" title="t"></iframe><a href="/a" target="_blank">a</a>`);
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('remembers answers within its bound of characters, however many texts arrive', () => {
    const { max } = sanitizedMemoSize();
    const text = `<p>${'a'.repeat(Math.floor(max / 300))}</p>`;
    for (let i = 0; i < 200; i++) {
      sanitizeRichText(`${text}<p>${i}</p>`);
      expect(sanitizedMemoSize().characters).toBeLessThanOrEqual(max);
    }
  });
});
