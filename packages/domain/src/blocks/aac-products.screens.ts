import type { z } from 'zod';
import type { ResourceCollectionDocument, ResourceDocument } from '../contracts/jsonapi.ts';
import { apiRead, blockScreen, pageNumberOf, searchOf } from './screens.ts';
import type { aacProductsProps } from './page-aac-products.block.ts';

/**
 * The assistive-communication catalogue's screens (issue 28 items 4 and 5; spec, platform §2
 * pageAacProducts: `/:id`, `/compare`, `/contribution`, `/contribution/:id`). No schema at run time.
 *
 * The list is narrowed by every dimension of the catalogue, each in the address as a comma list of
 * ids (`?systems=a,b&keyboardTypes=c`): within a dimension any of the ids, across dimensions all of
 * them. The comparison reads two to four products named in the address (`?products=a,b,c`), so it can
 * be shared; a product's sheet reads it with every list and its notes.
 */

export const MAX_AAC_PRODUCTS_PER_PAGE = 48;
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const READABLE = /^[a-z_]{1,64}$/;

/** A dimension of the catalogue: its address parameter (the list's filter of the same name) and the kind of its values. */
export interface AacDimension {
  key: 'systems' | 'accessTypes' | 'accessIntegrationTypes' | 'keyboardTypes' | 'pictogramTypes' | 'conjugationTypes' | 'sellers';
  type: string;
  readable: boolean;
}

/** The catalogue's dimensions, in the order the filters and the sheet show them. */
export const AAC_DIMENSIONS: readonly AacDimension[] = [
  { key: 'accessTypes', type: 'aac-access-types', readable: true },
  { key: 'accessIntegrationTypes', type: 'aac-access-integration-types', readable: true },
  { key: 'systems', type: 'aac-systems', readable: false },
  { key: 'keyboardTypes', type: 'aac-keyboard-types', readable: false },
  { key: 'pictogramTypes', type: 'aac-pictogram-types', readable: false },
  { key: 'conjugationTypes', type: 'aac-conjugation-types', readable: false },
  { key: 'sellers', type: 'aac-sellers', readable: false },
];

/** The ids of a comma list the address gives, those of the right shape only (at most 20), without repeats. */
export function idsOf(raw: string | undefined, readable = false, max = 20): string[] {
  const shape = readable ? READABLE : UUID;
  return [...new Set((raw ?? '').split(',').map((id) => id.trim()).filter((id) => shape.test(id)))].slice(0, max);
}

/** The product type the address narrows to, if any. */
export const productTypeOf = (query: Readonly<Record<string, string>>): 'device' | 'software' | null =>
  query.productType === 'device' || query.productType === 'software' ? query.productType : null;

/** `&filter[…]` of the list: the search, the product type and each dimension's ids. */
export function aacProductsFilter(query: Readonly<Record<string, string>>): string {
  const search = searchOf(query);
  const type = productTypeOf(query);
  let filter = `${search ? `&filter[search]=${encodeURIComponent(search)}` : ''}${type ? `&filter[productType]=${type}` : ''}`;
  for (const dimension of AAC_DIMENSIONS) {
    const ids = idsOf(query[dimension.key], dimension.readable);
    if (ids.length) filter += `&filter[${dimension.key}]=${ids.join(',')}`;
  }
  return filter;
}

const API = '/api/v1/aac-products';
const NAMES = AAC_DIMENSIONS.map((dimension) => `fields[${dimension.type}]=name`).join('&');
/** Everything a sheet or a comparison shows: the product's lists, and its notes with what they are about. */
export const AAC_PRODUCT_INCLUDE =
  'include=image,keyboardTypes,pictogramTypes,conjugationTypes,sellers,deviceInstalledSystems,deviceInstalledSystems.system,softwareCompatibleSystems,softwareCompatibleSystems.system,softwareAccesses,softwareAccesses.accessType,softwareAccesses.accessIntegrationType';
const LIST_FIELDS = 'fields[aac-products]=name,productType,description,image&include=image';
const names = (type: string) => apiRead<ResourceCollectionDocument>(`/api/v1/${type}?page[size]=100&fields[${type}]=name`);

/** The compared products' ids, as the address gives them (two to four make a comparison). */
export const comparedOf = (query: Readonly<Record<string, string>>): string[] => idsOf(query.products, false, MAX_COMPARED);

/** One product with every list and note, as its sheet shows it. */
export const aacProductRead = (id: string) => apiRead<ResourceDocument>(`${API}/${encodeURIComponent(id)}?${AAC_PRODUCT_INCLUDE}`);

type Props = z.output<typeof aacProductsProps>;

export const aacProductsScreens = {
  main: blockScreen<Props>()({
    query: ['q', 'page', 'productType', ...AAC_DIMENSIONS.map((dimension) => dimension.key)],
    reads: ({ props, query }) => ({
      products: apiRead<ResourceCollectionDocument>(`${API}?sort=name${aacProductsFilter(query)}&page[size]=${props.perPage}&page[number]=${pageNumberOf(query)}&${LIST_FIELDS}`),
      ...(Object.fromEntries(AAC_DIMENSIONS.map((dimension) => [dimension.key, names(dimension.type)])) as Record<AacDimension['key'], ReturnType<typeof names>>),
    }),
  }),
  /** Two to four products side by side. */
  '/compare': blockScreen<Props, '/compare'>()({
    query: ['products'],
    reads: ({ query }) => {
      const ids = comparedOf(query);
      return { products: ids.length ? apiRead<ResourceCollectionDocument>(`${API}?filter[id]=${ids.join(',')}&page[size]=${MAX_COMPARED}&${AAC_PRODUCT_INCLUDE}&${NAMES}`) : undefined };
    },
  }),
  /** A member's proposal: a new product, or a change to the one named by `?product=`. */
  '/contribution': blockScreen<Props, '/contribution'>()({
    query: ['product'],
    reads: ({ query }) => {
      const [product] = idsOf(query.product, false, 1);
      return { product: product ? apiRead<ResourceDocument>(`${API}/${product}?fields[aac-products]=name,productType,description,website`) : undefined };
    },
  }),
  /** A proposal as its member (or a moderator) follows it. */
  '/contribution/:id': blockScreen<Props, '/contribution/:id'>()({
    reads: ({ params }) => ({
      contribution: apiRead<ResourceDocument>(`/api/v1/aac-product-contributions/${encodeURIComponent(params.id)}?include=product&fields[aac-products]=name`),
    }),
    record: 'contribution',
  }),
  /** A product's sheet. */
  '/:id': blockScreen<Props, '/:id'>()({
    reads: ({ params }) => ({ product: aacProductRead(params.id) }),
    record: 'product',
  }),
};
