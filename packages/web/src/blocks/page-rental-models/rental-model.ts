import { deserialize } from '../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../lib/jsonapi.ts';

/** A rental model as the block reads it (issue 26): price in cents, tax included. */
export interface RentalModel {
  id: string;
  name: string;
  description?: string | null;
  rentingPrice: number;
  image?: { url?: string | null } | null;
  category?: { id: string; name: string } | null;
  fallbackLocales?: Record<string, string>;
}

/** The models of an API answer (a list, or one), in its order. */
export function modelsOf(document: unknown): RentalModel[] {
  if (!document || typeof document !== 'object' || !('data' in document)) return [];
  const models = deserialize<RentalModel | RentalModel[] | null>(document as JsonApiDocument);
  return models === null ? [] : Array.isArray(models) ? models : [models];
}

/** A model's address under the page holding the catalogue. */
export const modelPath = (pagePath: string, id: string) => `${pagePath === '/' ? '' : pagePath.replace(/\/$/, '')}/${encodeURIComponent(id)}`;
