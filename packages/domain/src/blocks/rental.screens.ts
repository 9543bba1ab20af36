import type { z } from 'zod';
import type { ResourceCollectionDocument, ResourceDocument } from '../contracts/jsonapi.ts';
import { apiRead, blockScreen, pageNumberOf, searchOf } from './screens.ts';
import type { rentalModelsProps } from './page-rental-models.block.ts';

/**
 * The rental models block's screens (spec, platform §2: "Rental models: /:rentalModel"; issue 26).
 * No schema at run time. The list shows the models by category (`?category=`), with the quick
 * search (`?q=`), a page at a time; a model's screen shows its description, price and its
 * availability calendar for a month (`?month=YYYY-MM`, this month by default).
 */

export const MAX_RENTAL_MODELS_PER_PAGE = 48;
export const MAX_RENTAL_CATEGORIES = 100;

const MODELS = '/api/v1/rental-models';
const LIST_FIELDS = 'fields[rental-models]=name,description,rentingPrice,category,image&include=image,category&fields[rental-model-categories]=name';
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month a calendar shows: `?month=YYYY-MM`, else the month of `now` (UTC). */
export function rentalMonthOf(query: Readonly<Record<string, string>>, now = new Date()): { month: string; from: string; days: number } {
  const match = MONTH.exec(query.month ?? '');
  const year = match ? Number(match[1]) : now.getUTCFullYear();
  const month = match ? Number(match[2]) : now.getUTCMonth() + 1;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const key = `${year}-${String(month).padStart(2, '0')}`;
  return { month: key, from: `${key}-01`, days };
}

/** The free items of models on each day of a month. */
export const rentalAvailabilityRead = (models: readonly string[], from: string, days: number) =>
  apiRead<{ data: { attributes: { from: string; days: number; models: Record<string, number[]> } } }>(
    `/api/v1/services/rental-availability?from=${from}&days=${days}&models=${models.map(encodeURIComponent).join(',')}`,
  );

type Props = z.output<typeof rentalModelsProps>;

export const rentalModelsScreens = {
  main: blockScreen<Props>()({
    query: ['category', 'q', 'page'],
    reads: ({ props, query }) => {
      const search = searchOf(query);
      const category = query.category?.trim() || null;
      const filter = `${category ? `&filter[category]=${encodeURIComponent(category)}` : ''}${search ? `&filter[search]=${encodeURIComponent(search)}` : ''}`;
      return {
        categories: apiRead<ResourceCollectionDocument>(`/api/v1/rental-model-categories?sort=createdAt&page[size]=${MAX_RENTAL_CATEGORIES}&fields[rental-model-categories]=name`),
        models: apiRead<ResourceCollectionDocument>(`${MODELS}?sort=createdAt${filter}&page[size]=${props.perPage}&page[number]=${pageNumberOf(query)}&${LIST_FIELDS}`),
      };
    },
  }),
  /** One model with its month of availability. */
  '/:rentalModel': blockScreen<Props, '/:rentalModel'>()({
    query: ['month'],
    reads: ({ params, query }) => {
      const { from, days } = rentalMonthOf(query);
      return {
        model: apiRead<ResourceDocument>(`${MODELS}/${encodeURIComponent(params.rentalModel)}?include=image,category&fields[rental-model-categories]=name`),
        availability: rentalAvailabilityRead([params.rentalModel], from, days),
      };
    },
    record: 'model',
  }),
};
