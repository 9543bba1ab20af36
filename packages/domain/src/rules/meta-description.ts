/**
 * `<meta name="description">` of a page (item 28): the page's own description, else the site's, both
 * rich text, said as plain text and cut near the length search engines show. Written once here: the
 * server puts it in the document it draws, the web keeps it up to date as the visitor navigates.
 */
export const META_DESCRIPTION_MAX = 160;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** A rich text as one line of plain text, cut at a word within META_DESCRIPTION_MAX characters ("…" when cut); null when nothing is left. */
export function metaDescriptionOf(richText: string | null | undefined): string | null {
  if (!richText) return null;
  // Block ends and line breaks part words; every other tag goes.
  const text = decode(richText.replace(/<\/(p|h[1-6]|li|div|blockquote)>|<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (text.length <= META_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, META_DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > META_DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The description a page's document carries: its own, else the site's (each already plain text), else none. */
export const pageMetaDescription = (page: string | null | undefined, site: string | null | undefined): string | null => metaDescriptionOf(page) ?? site ?? null;
