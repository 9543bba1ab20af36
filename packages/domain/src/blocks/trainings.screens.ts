import type { z } from 'zod';
import type { ResourceCollectionDocument, ResourceDocument } from '../contracts/jsonapi.ts';
import { apiRead, blockScreen, pageNumberOf, searchOf } from './screens.ts';
import type { selectedTrainingsProps, trainingsProps } from './page-trainings.block.ts';

/**
 * The trainings blocks' screens (spec, platform §2 "Trainings: /:id"). No schema at run time.
 *
 * The list shows trainings by title, narrowed by the quick search (`?q=`) and the category, level
 * and type (`?category=`, `?level=`, `?type=`). A training's screen reads it with its category,
 * level, type, image and its sessions with their addresses.
 */

export const MAX_TRAININGS_PER_PAGE = 24;
export const MAX_SELECTED_TRAININGS = 24;

const API = '/api/v1/trainings';
const NAMES = 'fields[training-categories]=name&fields[training-levels]=name&fields[training-types]=name';
const LIST_FIELDS = `fields[trainings]=title,shortDescription,duration,category,level,trainingType&include=category,level,trainingType&${NAMES}`;
const ID = /^[\w-]{1,64}$/;
const list = (type: string) => apiRead<ResourceCollectionDocument>(`/api/v1/${type}?page[size]=100&fields[${type}]=name`);

/** `&filter[…]` of the list's address: search, category, level and type. */
export function trainingsFilter(query: Readonly<Record<string, string>>): string {
  const search = searchOf(query);
  const pick = (name: string) => (query[name] && ID.test(query[name]) ? query[name] : '');
  const category = pick('category');
  const level = pick('level');
  const type = pick('type');
  return `${search ? `&filter[search]=${encodeURIComponent(search)}` : ''}${category ? `&filter[category]=${category}` : ''}${level ? `&filter[level]=${level}` : ''}${type ? `&filter[trainingType]=${type}` : ''}`;
}

type TrainingsProps = z.output<typeof trainingsProps>;
type SelectedTrainingsProps = z.output<typeof selectedTrainingsProps>;

/** One training with its sessions and their places. */
export const trainingRead = (id: string) =>
  apiRead<ResourceDocument>(`${API}/${encodeURIComponent(id)}?include=category,level,trainingType,image,sessions,sessions.address&${NAMES}`);

const trainingScreen = <Props>() => ({
  '/:id': blockScreen<Props, '/:id'>()({
    reads: ({ params }) => ({ training: trainingRead(params.id) }),
    record: 'training',
  }),
});

export const trainingsScreens = {
  main: blockScreen<TrainingsProps>()({
    query: ['page', 'q', 'category', 'level', 'type'],
    reads: ({ props, query }) => ({
      trainings: apiRead<ResourceCollectionDocument>(`${API}?sort=title${trainingsFilter(query)}&page[size]=${props.perPage}&page[number]=${pageNumberOf(query)}&${LIST_FIELDS}`),
      categories: list('training-categories'),
      levels: list('training-levels'),
      types: list('training-types'),
    }),
  }),
  ...trainingScreen<TrainingsProps>(),
};

export const selectedTrainingsScreens = {
  main: blockScreen<SelectedTrainingsProps>()({
    reads: ({ props }) => ({
      trainings: props.trainings.length
        ? apiRead<ResourceCollectionDocument>(`${API}?filter[id]=${props.trainings.map(encodeURIComponent).join(',')}&page[size]=${props.trainings.length}&${LIST_FIELDS}`)
        : undefined,
    }),
  }),
  ...trainingScreen<SelectedTrainingsProps>(),
};
