import { ApiError, conflict } from '../http/errors.ts';
import type { Kind } from './catalog.ts';

/** The resource object of a write request, its shape checked. */
export interface ResourceInput {
  id: string | undefined;
  attributes: Record<string, unknown>;
  relationships: Record<string, unknown>;
}

export const malformed = (detail: string, pointer: string) =>
  new ApiError(400, [{ code: 'invalid_document', title: 'Invalid document', detail, source: { pointer } }]);

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads `{ data: { type, id?, attributes?, relationships? } }`. A document of another type, or
 * whose id is not the URL's, is a 409 as JSON:API asks.
 */
export function readDocument(body: unknown, kind: Kind, options: { id?: string } = {}): ResourceInput {
  if (!isObject(body)) throw malformed('The request body must be a JSON:API document.', '');
  const data = body.data;
  if (!isObject(data)) throw malformed('The document needs a resource object in "data".', '/data');
  if (typeof data.type !== 'string') throw malformed('The resource object needs a "type".', '/data/type');
  if (data.type !== kind.type) throw conflict(`This endpoint takes ${kind.type}, not ${data.type}.`, '/data/type');
  if (data.id !== undefined && typeof data.id !== 'string') throw malformed('"id" must be a string.', '/data/id');
  if (options.id !== undefined) {
    if (data.id === undefined) throw malformed('The resource object needs the "id" of the resource it updates.', '/data/id');
    if (data.id !== options.id) throw conflict('The id of the document is not the id of the URL.', '/data/id');
  }
  for (const member of ['attributes', 'relationships'] as const) {
    if (data[member] !== undefined && !isObject(data[member])) throw malformed(`"${member}" must be an object.`, `/data/${member}`);
  }
  return {
    id: data.id as string | undefined,
    attributes: (data.attributes as Record<string, unknown> | undefined) ?? {},
    relationships: (data.relationships as Record<string, unknown> | undefined) ?? {},
  };
}
