import DOMPurify from 'dompurify';
import type { Config } from 'dompurify';
import { cleanRichTextAttribute, parseVideoUrl, relForNewTab, RICH_TEXT_ATTRIBUTE_NAMES, RICH_TEXT_TAGS, RICH_TEXT_URI } from '@relais/domain';
import type { VideoEmbed } from '@relais/domain';

// An instance of our own: hooks added here do not leak into other users of DOMPurify. The rules
// are the domain's, as on the server (packages/server/src/security/rich-text.ts).
const purifier = DOMPurify(window);
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const value = cleanRichTextAttribute({ tag: node.nodeName.toLowerCase(), name: data.attrName, value: data.attrValue });
  if (value === null) data.keepAttr = false;
  else data.attrValue = value;
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', relForNewTab(node.getAttribute('rel')));
  if (node.nodeName === 'IFRAME' && !node.hasAttribute('src')) node.remove();
});

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTE_NAMES],
  ALLOWED_URI_REGEXP: RICH_TEXT_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** The attribute marking where a video goes; its value is the video's index in `videos`. */
export const VIDEO_SLOT_ATTRIBUTE = 'data-video-slot';

export interface RichTextVideo extends VideoEmbed {
  /** The editor's title of the iframe, if any: the player's accessible name. */
  title: string | null;
}

export interface SanitizedHtml {
  html: string;
  videos: RichTextVideo[];
}

/**
 * Rich text made safe to insert, with the same rules as on write: scripts, event handlers, styles,
 * unknown elements and iframes of other hosts are removed. Each allowed video iframe becomes an
 * empty slot (a span, so that it stays where it was even inside a paragraph), which the
 * `RichText` component fills with a consent placeholder or the player: no third-party player loads,
 * nor sets cookies, before the visitor accepts that provider's cookies (spec §5).
 */
export function sanitizeHtml(html: string): SanitizedHtml {
  const fragment = purifier.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  const videos: RichTextVideo[] = [];
  for (const iframe of Array.from(fragment.querySelectorAll('iframe'))) {
    const video = parseVideoUrl(iframe.getAttribute('src') ?? '');
    if (!video) {
      iframe.remove();
      continue;
    }
    const slot = document.createElement('span');
    slot.setAttribute(VIDEO_SLOT_ATTRIBUTE, String(videos.length));
    videos.push({ ...video, title: iframe.getAttribute('title') });
    iframe.replaceWith(slot);
  }
  const container = document.createElement('div');
  container.append(fragment);
  return { html: container.innerHTML, videos };
}
