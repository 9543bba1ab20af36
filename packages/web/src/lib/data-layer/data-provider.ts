import { apiRequest } from '../api-client.ts';
import { deserialize } from '../jsonapi.ts';
import { API_BASE } from './api-base.ts';
import type { JsonApiDocument, Model, ResourceIdentifier } from '../jsonapi.ts';

/**
 * The one data layer of the screens (react-admin's data provider is the model): every kind of the
 * registry read and written through the generic JSON:API endpoints, answers turned into plain
 * models. Screens use the hooks of `hooks.ts`; nothing here knows about React.
 */
export { API_BASE };

export type SortOrder = 'asc' | 'desc';
export type FilterValue = string | number | boolean | null | readonly (string | number)[];

export interface ListParams {
  /** 1-based page and its size; the server's default size when left out. */
  page?: { number: number; size: number };
  /** Fields in order, `accessLevel.weight` for a declared related field. */
  sort?: readonly { field: string; order: SortOrder }[];
  /** Declared filters by name; a list is sent comma-separated; `null` asks for "no value". */
  filter?: Readonly<Record<string, FilterValue | undefined>>;
  include?: readonly string[];
  /** Sparse fieldsets by type. */
  fields?: Readonly<Record<string, readonly string[]>>;
  /** Soft-deleted rows too (`with`) or only them (`only`): administrators. */
  trashed?: 'with' | 'only';
}

export interface ReadParams {
  include?: readonly string[];
  fields?: Readonly<Record<string, readonly string[]>>;
}

export interface ListResult<T> {
  data: T[];
  total: number;
  page: { number: number; size: number; last: number };
  /** What the reader may do with the kind (`meta.permissions` of the list): `create`. */
  permissions: { create?: boolean };
}

/** A write: attributes as they are, relationships by id (`null`, an id, or ids). */
export interface WriteValues {
  /** On create, the id the client chooses (required by kinds with readable ids, `jobs`…). */
  id?: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, RelatedIds>;
}

export type RelatedIds = string | null | readonly string[];

interface PageMeta {
  currentPage: number;
  perPage: number;
  total: number;
  lastPage: number;
}

/** `page[number]=2&sort=-name&filter[page]=…`: brackets kept readable, everything else encoded. */
export function queryString(params: ListParams & ReadParams): string {
  const pairs: [string, string][] = [];
  if (params.page) pairs.push(['page[number]', String(params.page.number)], ['page[size]', String(params.page.size)]);
  if (params.sort?.length) pairs.push(['sort', params.sort.map(({ field, order }) => (order === 'desc' ? `-${field}` : field)).join(',')]);
  for (const [name, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined) continue;
    pairs.push([`filter[${name}]`, value === null ? '' : Array.isArray(value) ? value.join(',') : String(value)]);
  }
  if (params.trashed) pairs.push(['filter[trashed]', params.trashed]);
  if (params.include?.length) pairs.push(['include', params.include.join(',')]);
  for (const [type, names] of Object.entries(params.fields ?? {})) pairs.push([`fields[${type}]`, names.join(',')]);
  const encode = (text: string) => encodeURIComponent(text).replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%2C/g, ',');
  return pairs.length ? `?${pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&')}` : '';
}

const kindUrl = (type: string) => `${API_BASE}/${encodeURIComponent(type)}`;
const rowUrl = (type: string, id: string) => `${kindUrl(type)}/${encodeURIComponent(id)}`;

/**
 * The resource object of a write. Relationship targets are typed by the caller's `targets` (the
 * declaration knows them); an id alone is not enough for JSON:API.
 */
export function resourceObject(type: string, id: string | undefined, values: WriteValues, targets: Readonly<Record<string, string>>) {
  const linkage = (name: string, ids: RelatedIds) => {
    const target = targets[name];
    if (!target) throw new Error(`The relationship "${name}" of ${type} has no declared target type.`);
    const identify = (relatedId: string): ResourceIdentifier => ({ type: target, id: relatedId });
    return { data: ids === null ? null : typeof ids === 'string' ? identify(ids) : ids.map(identify) };
  };
  return {
    data: {
      type,
      ...(id !== undefined ? { id } : {}),
      ...(values.attributes ? { attributes: values.attributes } : {}),
      ...(values.relationships ? { relationships: Object.fromEntries(Object.entries(values.relationships).map(([name, ids]) => [name, linkage(name, ids)])) } : {}),
    },
  };
}

export interface RequestOptions {
  signal?: AbortSignal;
  locale?: string;
}

export const dataProvider = {
  async getList<T = Model>(type: string, params: ListParams = {}, options: RequestOptions = {}): Promise<ListResult<T>> {
    const document = await apiRequest<JsonApiDocument>(`${kindUrl(type)}${queryString(params)}`, options);
    const page = (document.meta?.page ?? {}) as Partial<PageMeta>;
    const data = deserialize<T[]>(document);
    const permissions = (document.meta?.permissions ?? {}) as ListResult<T>['permissions'];
    return { data, total: page.total ?? data.length, page: { number: page.currentPage ?? 1, size: page.perPage ?? data.length, last: page.lastPage ?? 1 }, permissions };
  },

  async getOne<T = Model>(type: string, id: string, params: ReadParams = {}, options: RequestOptions = {}): Promise<T> {
    return deserialize<T>(await apiRequest<JsonApiDocument>(`${rowUrl(type, id)}${queryString(params)}`, options));
  },

  /** Several rows by id, in one call (`filter[id]`); an id the reader may not see is left out. */
  async getMany<T = Model>(type: string, ids: readonly string[], params: ReadParams = {}, options: RequestOptions = {}): Promise<T[]> {
    if (!ids.length) return [];
    const { data } = await dataProvider.getList<T>(type, { ...params, filter: { id: ids }, page: { number: 1, size: ids.length } }, options);
    return data;
  },

  /** The rows whose `target` relationship points at `id` (a page's components, a user's addresses). */
  getManyReference<T = Model>(type: string, target: string, id: string, params: ListParams = {}, options: RequestOptions = {}): Promise<ListResult<T>> {
    return dataProvider.getList<T>(type, { ...params, filter: { ...params.filter, [target]: id } }, options);
  },

  async create<T = Model>(type: string, values: WriteValues, targets: Readonly<Record<string, string>> = {}, params: ReadParams = {}): Promise<T> {
    const body = resourceObject(type, values.id, values, targets);
    return deserialize<T>(await apiRequest<JsonApiDocument>(`${kindUrl(type)}${queryString(params)}`, { method: 'POST', body }));
  },

  async update<T = Model>(type: string, id: string, values: WriteValues, targets: Readonly<Record<string, string>> = {}, params: ReadParams = {}): Promise<T> {
    const body = resourceObject(type, id, values, targets);
    return deserialize<T>(await apiRequest<JsonApiDocument>(`${rowUrl(type, id)}${queryString(params)}`, { method: 'PATCH', body }));
  },

  /** Deletes a row; a soft-deletable kind's row goes to the trash (then `forceDelete` removes it). */
  delete(type: string, id: string): Promise<void> {
    return apiRequest<void>(rowUrl(type, id), { method: 'DELETE' });
  },

  forceDelete(type: string, id: string): Promise<void> {
    return apiRequest<void>(`${rowUrl(type, id)}/force`, { method: 'DELETE' });
  },

  async restore<T = Model>(type: string, id: string): Promise<T> {
    return deserialize<T>(await apiRequest<JsonApiDocument>(`${rowUrl(type, id)}/restore`, { method: 'POST' }));
  },

  /** The identifiers of a relationship (`/relationships/{name}`). */
  async getRelationship(type: string, id: string, name: string, options: RequestOptions = {}): Promise<ResourceIdentifier | ResourceIdentifier[] | null> {
    const document = await apiRequest<{ data: ResourceIdentifier | ResourceIdentifier[] | null }>(`${rowUrl(type, id)}/relationships/${encodeURIComponent(name)}`, options);
    return document.data;
  },

  /** Replaces (`PATCH`), adds to (`POST`) or removes from (`DELETE`) a relationship. */
  async writeRelationship(type: string, id: string, name: string, target: string, ids: RelatedIds, mode: 'replace' | 'add' | 'remove' = 'replace'): Promise<void> {
    const method = mode === 'replace' ? 'PATCH' : mode === 'add' ? 'POST' : 'DELETE';
    const data = ids === null ? null : typeof ids === 'string' ? { type: target, id: ids } : ids.map((relatedId) => ({ type: target, id: relatedId }));
    await apiRequest<unknown>(`${rowUrl(type, id)}/relationships/${encodeURIComponent(name)}`, { method, body: { data } });
  },
};

export type DataProvider = typeof dataProvider;
