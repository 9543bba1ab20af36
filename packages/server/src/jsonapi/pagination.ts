import type { RawQuery } from './query.ts';

export interface PageMeta {
  currentPage: number;
  perPage: number;
  total: number;
  lastPage: number;
}

export const pageMeta = (number: number, size: number, total: number): PageMeta => ({
  currentPage: number,
  perPage: size,
  total,
  lastPage: Math.max(1, Math.ceil(total / size)),
});

// Brackets stay readable in links (`page[number]=2`); everything else is encoded.
const encode = (text: string) => encodeURIComponent(text).replace(/%5B/g, '[').replace(/%5D/g, ']');

/** A link to the same list with another page, keeping every other parameter the client sent. */
function pageLink(url: string, query: RawQuery, number: number, size: number): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (name === 'page[number]' || name === 'page[size]' || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${encode(name)}=${encode(item)}`);
  }
  pairs.push(`page[number]=${number}`, `page[size]=${size}`);
  return `${url}?${pairs.join('&')}`;
}

/** `self`, `first`, `prev`, `next`, `last`; `prev` and `next` are null where there is none. */
export function pageLinks(url: string, query: RawQuery, meta: PageMeta): Record<string, string | null> {
  const link = (number: number) => pageLink(url, query, number, meta.perPage);
  return {
    self: link(meta.currentPage),
    first: link(1),
    prev: meta.currentPage > 1 ? link(Math.min(meta.currentPage - 1, meta.lastPage)) : null,
    next: meta.currentPage < meta.lastPage ? link(meta.currentPage + 1) : null,
    last: link(meta.lastPage),
  };
}
