import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

const html = (source: string) => sanitizeHtml(source).html;

describe('rich text sanitising', () => {
  it('removes scripts, event handlers, styles and javascript: links', () => {
    const result = html('<p onclick="steal()" style="color:red">Hi<script>steal()</script><img src="x.png" onerror="steal()" alt="x"><a href="javascript:steal()">link</a></p>');
    expect(result).toBe('<p>Hi<img src="x.png" alt="x"><a>link</a></p>');
  });

  it('keeps ordinary formatting', () => {
    const source = '<h2>T</h2><p><strong>a</strong> <em>b</em></p><ul><li>x</li></ul><blockquote>q</blockquote><a href="mailto:a@example.org">m</a>';
    expect(html(source)).toBe(source);
  });

  it('drops iframes from hosts that are not video providers, lookalikes included', () => {
    expect(html('<iframe src="https://evil.example/embed"></iframe><iframe src="https://youtube.com.evil.test/embed/dQw4w9WgXcQ"></iframe><p>after</p>')).toBe('<p>after</p>');
  });

  it('takes an allowed video out of the HTML, so no player loads before consent', () => {
    const result = sanitizeHtml('<p>Watch</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=30" title="Demo"></iframe>');
    expect(result.html).toBe('<p>Watch</p><span data-video-slot="0"></span>');
    expect(result.videos).toEqual([{ provider: 'youtube', id: 'dQw4w9WgXcQ', startSeconds: 30, embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30', title: 'Demo' }]);
  });

  it('does not let the HTML forge a video slot', () => {
    expect(html('<span data-video-slot="0">x</span>')).toBe('<span>x</span>');
  });

  it('keeps links that open a new tab from reaching back to this page', () => {
    expect(html('<a href="https://example.org" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it('unwraps unknown elements, removes whole the ones whose content is not text, and drops comments', () => {
    expect(html('<div><h1>Title</h1><SCRIPT>steal()</SCRIPT><!-- note --><b onmouseover="steal()">ok</b><svg><a href="javascript:steal()">x</a></svg><style>p{}</style></div>')).toBe('Title<b>ok</b>');
    expect(html('<form action="https://evil.example"><input name="password"><button>Send</button></form><p>after</p>')).toBe('<p>after</p>');
  });

  it('cleans attributes of every depth, images included', () => {
    expect(html('<ul><li><a href=" javascript:steal()" title="t">x</a></li></ul><img src="javascript:steal()" alt="a"><p><span><em class="c" id="i">e</em></span></p>')).toBe(
      '<ul><li><a title="t">x</a></li></ul><img alt="a"><p><span><em>e</em></span></p>',
    );
  });
});
