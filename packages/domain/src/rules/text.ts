/**
 * Cuts a text to at most `max` characters (code points, as lengths are counted everywhere), ending a
 * cut text with an ellipsis that counts as one of them. A text that fits comes back trimmed.
 */
export function truncateText(text: string, max: number): string {
  const trimmed = text.trim();
  const characters = [...trimmed];
  if (characters.length <= max) return trimmed;
  return `${characters.slice(0, Math.max(0, max - 1)).join('').trimEnd()}…`;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Decodes the character references serialisers write: the five of XML, `&nbsp;` (what a browser or
 * DOMPurify writes for a no-break space) and numeric ones. Others are left as they are.
 */
export const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, entity: string) => {
    if (/^#x/i.test(entity)) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return NAMED_ENTITIES[entity.toLowerCase()] ?? reference;
  });

const BLOCK_BOUNDARY = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre|figure|figcaption|table|tr|td|th)\b[^>]*>/gi;

/** The words of sanitised rich text, for previews: tags dropped (blocks apart by a space), references decoded, spaces folded. */
export const richTextToPlain = (html: string) =>
  decodeEntities(html.replace(BLOCK_BOUNDARY, ' ').replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();

/** Length of a text preview (spec, platform §9). */
export const TEXT_PREVIEW_LENGTH = 200;
