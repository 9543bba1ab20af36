import { parseVideoUrl } from './video-embed.ts';

/**
 * What rich text may hold (ARCHITECTURE.md §5). Data and pure checks only: the server sanitises on
 * write with DOMPurify configured from these; the web applies them again on render with the
 * browser's inert parser (blocks/shared/sanitize-html.ts), so both keep the same.
 * Elements not listed are removed with their content kept (a pasted <div> or <h1> leaves its text);
 * attributes are kept only where listed for their element, so `style`, `class` and event handlers
 * never survive.
 */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  hr: [],
  span: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  mark: [],
  code: [],
  pre: [],
  blockquote: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: ['start', 'reversed'],
  li: [],
  a: ['href', 'rel', 'target', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  iframe: ['src', 'title', 'allow', 'allowfullscreen', 'width', 'height'],
};

export const RICH_TEXT_TAGS: readonly string[] = Object.keys(RICH_TEXT_ATTRIBUTES);
export const RICH_TEXT_ATTRIBUTE_NAMES: readonly string[] = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

/** The same rule as the checks below, for DOMPurify's own URL test (a second lock on the door). */
export const RICH_TEXT_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Browsers ignore control characters and spaces inside a scheme (`java\tscript:`): so do we. */
const schemeOf = (url: string) => {
  const squeezed = [...url].filter((character) => character.charCodeAt(0) > 0x20).join('');
  return /^([a-z][a-z0-9+.-]*):/i.exec(squeezed)?.[1]?.toLowerCase();
};

/** A link may go to the web, an e-mail address, a phone number, or a path of this site. */
export const isSafeHref = (url: string) => {
  const scheme = schemeOf(url);
  return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme);
};
export const isSafeImageSrc = (url: string) => {
  const scheme = schemeOf(url);
  return url.trim() !== '' && (scheme === undefined || scheme === 'http' || scheme === 'https');
};

/** Permissions a video player may be granted; a camera or microphone is never one of them. */
const PLAYER_PERMISSIONS = new Set(['accelerometer', 'autoplay', 'clipboard-write', 'encrypted-media', 'fullscreen', 'gyroscope', 'picture-in-picture', 'web-share']);

const SIZE = /^\d{1,4}%?$/;
const COUNT = /^\d{1,3}$/;

export interface RichTextAttribute {
  /** Lower-case element name. */
  tag: string;
  /** Lower-case attribute name. */
  name: string;
  value: string;
}

/**
 * The value to keep for an attribute, possibly rewritten (an iframe's src becomes the provider's
 * canonical embed URL), or null to drop it. An iframe left without src is removed by the caller.
 */
export function cleanRichTextAttribute({ tag, name, value }: RichTextAttribute): string | null {
  if (!RICH_TEXT_ATTRIBUTES[tag]?.includes(name)) return null;
  switch (name) {
    case 'href':
      return isSafeHref(value) ? value : null;
    case 'src':
      if (tag === 'iframe') return parseVideoUrl(value)?.embedUrl ?? null;
      return isSafeImageSrc(value) ? value : null;
    case 'target':
      return value === '_blank' ? value : null;
    case 'width':
    case 'height':
      return SIZE.test(value.trim()) ? value.trim() : null;
    case 'colspan':
    case 'rowspan':
      return COUNT.test(value.trim()) ? value.trim() : null;
    case 'start':
      return /^-?\d{1,6}$/.test(value.trim()) ? value.trim() : null;
    case 'scope':
      return ['row', 'col', 'rowgroup', 'colgroup'].includes(value) ? value : null;
    case 'reversed':
    case 'allowfullscreen':
      return '';
    case 'allow': {
      const kept = value.split(';').map((item) => item.trim().toLowerCase()).filter((item) => PLAYER_PERMISSIONS.has(item));
      return kept.length ? kept.join('; ') : null;
    }
    default:
      return value;
  }
}

/** A link opening a new tab must not hand that page a handle on ours: rel gains noopener noreferrer. */
export function relForNewTab(rel: string | null): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return [...tokens].join(' ');
}
