import { deserialize } from '../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../lib/jsonapi.ts';

/** A named entry of one of the catalogue's lists (a system, a keyboard type, a seller…), with its note. */
export interface AacNamed {
  id: string;
  name: string;
  note?: string | null;
  description?: string | null;
  website?: string | null;
}

/** A note about a product and one entry (an installed system, an access). */
export interface AacLink {
  id: string;
  note?: string | null;
  system?: AacNamed | null;
  accessType?: AacNamed | null;
  accessIntegrationType?: AacNamed | null;
}

/** A catalogue product as its sheet and the comparison read it (issue 28). */
export interface AacProduct {
  id: string;
  name: string;
  productType: 'device' | 'software';
  description?: string | null;
  note?: string | null;
  website?: string | null;
  image?: { url?: string | null } | null;
  keyboardTypes?: AacNamed[];
  pictogramTypes?: AacNamed[];
  conjugationTypes?: AacNamed[];
  sellers?: AacNamed[];
  deviceInstalledSystems?: AacLink[];
  softwareCompatibleSystems?: AacLink[];
  softwareAccesses?: AacLink[];
  fallbackLocales?: Record<string, string>;
}

/** The rows of an API answer (a list, or one), in its order. */
export function rowsOf<T>(document: unknown): T[] {
  if (!document || typeof document !== 'object' || !('data' in document)) return [];
  const rows = deserialize<T | T[] | null>(document as JsonApiDocument);
  return rows === null ? [] : Array.isArray(rows) ? rows : [rows];
}

/** The catalogue's address under its page, with a sub-path (`/compare`, `/:id`). */
export const catalogueBase = (pagePath: string) => (pagePath === '/' ? '' : pagePath.replace(/\/$/, ''));
export const productPath = (pagePath: string, id: string) => `${catalogueBase(pagePath)}/${encodeURIComponent(id)}`;
export const comparePath = (pagePath: string, ids: readonly string[]) => `${catalogueBase(pagePath)}/compare${ids.length ? `?products=${ids.join(',')}` : ''}`;
export const contributionPath = (pagePath: string, productId?: string) => `${catalogueBase(pagePath)}/contribution${productId ? `?product=${productId}` : ''}`;

/** A product's systems, whichever kind of product it is. */
export const systemsOf = (product: AacProduct): AacLink[] => [...(product.deviceInstalledSystems ?? []), ...(product.softwareCompatibleSystems ?? [])];
