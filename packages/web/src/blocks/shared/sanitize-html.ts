import DOMPurify from 'dompurify';

/** Video hosts whose embeds rich text may keep (ARCHITECTURE.md §5, spec §5). */
const EMBED_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'youtu.be', 'youtube-nocookie.com', 'www.youtube-nocookie.com', 'vimeo.com', 'player.vimeo.com']);

export function embedHost(src: string | null): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, window.location.origin);
    return url.protocol === 'https:' && EMBED_HOSTS.has(url.hostname) ? url.hostname.replace(/^(www|player)\./, '') : null;
  } catch {
    return null;
  }
}

// An instance of our own: hooks added here do not leak into other users of DOMPurify.
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  // A link that opens a tab must not hand the new page a handle on this one.
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

export interface SanitizeOptions {
  /** The text of the link that replaces an embedded video, e.g. "Watch the video on youtube.com". */
  embedLabel: (host: string) => string;
}

/**
 * Rich text made safe to insert: scripts, event handlers and unknown iframes are removed. Embeds
 * of the allowed hosts become a link to the video: no third-party player loads (nor sets cookies)
 * until the cookie-consent dialog exists to ask for it (spec §5).
 */
export function sanitizeHtml(html: string, { embedLabel }: SanitizeOptions): string {
  const fragment = purifier.sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['target', 'allow', 'allowfullscreen'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const iframe of Array.from(fragment.querySelectorAll('iframe'))) {
    const src = iframe.getAttribute('src');
    const host = embedHost(src);
    if (!host || !src) {
      iframe.remove();
      continue;
    }
    const link = document.createElement('a');
    link.href = src;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.textContent = embedLabel(host);
    const paragraph = document.createElement('p');
    paragraph.append(link);
    iframe.replaceWith(paragraph);
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
