import createDOMPurify from 'dompurify';
import type { Config, WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { cleanRichTextAttribute, relForNewTab, RICH_TEXT_ATTRIBUTE_NAMES, RICH_TEXT_TAGS, RICH_TEXT_URI } from '@relais/domain';
import { LruMap } from '../services/lru-map.ts';

// One document for the whole process: DOMPurify only parses into it, it never runs scripts.
const purifier = createDOMPurify(new JSDOM('').window as unknown as WindowLike);

purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const value = cleanRichTextAttribute({ tag: node.nodeName.toLowerCase(), name: data.attrName, value: data.attrValue });
  if (value === null) data.keepAttr = false;
  else data.attrValue = value;
});

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', relForNewTab(node.getAttribute('rel')));
  if (node.nodeName === 'IFRAME') {
    // Its src was dropped: not one of the video hosts. Its children are fallback text no one sees.
    if (!node.hasAttribute('src')) node.remove();
    else node.replaceChildren();
  }
});

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTE_NAMES],
  ALLOWED_URI_REGEXP: RICH_TEXT_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/**
 * Editor HTML as it may be stored (ARCHITECTURE.md §5): the allow-list of `@relais/domain`'s
 * rich-text rule, scripts, event handlers, styles and javascript: links removed, iframes kept only
 * for the video hosts and pointed at their canonical player. The web sanitises again on render.
 */
export function sanitizeRichText(html: string): string {
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = purifier.sanitize(html, CONFIG);
  remember(html, clean);
  return clean;
}

/**
 * Answers already given, by input: a call costs a document parse (about half a millisecond, most of
 * it whatever the length), and the same text comes back often (a form saved again, a bulk seed's
 * repeated paragraphs). The output depends on the input alone; the memo is bounded by characters,
 * the least recently used forgotten first.
 */
const MEMO_CHARACTERS = 8_000_000;
const sanitized = new LruMap<string, string>({ maxEntries: Infinity, maxWeight: MEMO_CHARACTERS, weigh: (html, clean) => html.length + clean.length });

function remember(html: string, clean: string) {
  if (html.length + clean.length > MEMO_CHARACTERS / 100) return;
  sanitized.set(html, clean);
}

/** Characters the memo holds, and its bound (tests). */
export const sanitizedMemoSize = () => ({ characters: sanitized.weight, max: MEMO_CHARACTERS });
