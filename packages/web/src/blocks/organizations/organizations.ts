import { deserialize } from '../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../lib/jsonapi.ts';

/** An organization as the public screens read it (the spec's list fields, domain §7). */
export interface PublicOrganization {
  id: string;
  name: string;
  unitName: string | null;
  completeName: string;
  slug: string | null;
  country?: string | null;
  shortDescription?: string | null;
  contactAddress?: string | null;
  latitude: number | string | null;
  longitude: number | string | null;
  image?: { url?: string | null } | null;
  accessLevel?: { id: string; name?: string | null; weight?: number } | null;
  fallbackLocales?: Record<string, string>;
}

/** The organizations of an API answer (a list, or one), in its order. */
export function organizationsOf(document: unknown): PublicOrganization[] {
  if (!document || typeof document !== 'object' || !('data' in document)) return [];
  const found = deserialize<PublicOrganization | PublicOrganization[] | null>(document as JsonApiDocument);
  return found === null ? [] : Array.isArray(found) ? found : [found];
}

/** An organization's page (spec, platform §2: `/organizations/:id`, its slug or else its id). */
export const organizationPath = (organization: Pick<PublicOrganization, 'id' | 'slug'>) => `/organizations/${encodeURIComponent(organization.slug || organization.id)}`;

/** Its position as numbers (decimals come as strings), or null when it has none. */
export function positionOf(organization: Pick<PublicOrganization, 'latitude' | 'longitude'>): { lat: number; lng: number } | null {
  if (organization.latitude === null || organization.longitude === null || organization.latitude === undefined || organization.longitude === undefined) return null;
  const lat = Number(organization.latitude);
  const lng = Number(organization.longitude);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/** A country's name in the reader's language (`FR` → "France"), the code when the browser does not know it. */
export function countryName(code: string | null | undefined, locale: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
