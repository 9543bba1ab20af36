import type { z } from 'zod';
import type { OpenBadgeAssertionAnswer, OpenBadgeTrainersAnswer } from '../contracts/open-badges.ts';
import type { ResourceCollectionDocument } from '../contracts/jsonapi.ts';
import { apiRead, blockScreen, pageNumberOf, searchOf } from './screens.ts';
import type { openBadgesProps, selectedOpenBadgesProps } from './page-open-badges.block.ts';

/**
 * The open badges blocks' screens (spec, platform §2 "Open badges: /:id, /assertions/:id"). No
 * schema at run time. Only published badges are listed and have a screen (a draft's `/:id` is not
 * found, for administrators too); an assertion's screen reads its public summary, the page a
 * recruiter opens from the badge's link.
 */

export const MAX_OPEN_BADGES_PER_PAGE = 24;
export const MAX_SELECTED_OPEN_BADGES = 24;

const API = '/api/v1/open-badges';
const LIST_FIELDS = 'fields[open-badges]=title,version,validityDuration,publishedAt,assertionsCount,image&include=image&fields[files]=url,name';

type OpenBadgesProps = z.output<typeof openBadgesProps>;
type SelectedOpenBadgesProps = z.output<typeof selectedOpenBadgesProps>;

/** One published badge with its modules, in order. */
export const openBadgeRead = (id: string) =>
  apiRead<ResourceCollectionDocument>(`${API}?filter[id]=${encodeURIComponent(id)}&filter[published]=1&include=image,criteriaFile,modules&fields[files]=url,name,originalName&page[size]=1`);

const badgeScreens = <Props>() => ({
  '/:id': blockScreen<Props, '/:id'>()({
    // The organizations to ask for its training (none without modules): the start screen's issuers.
    reads: ({ params }) => ({ badge: openBadgeRead(params.id), trainers: apiRead<OpenBadgeTrainersAnswer>(`/api/v1/services/open-badges/badges/${encodeURIComponent(params.id)}/trainers`) }),
    record: 'badge',
  }),
  '/assertions/:id': blockScreen<Props, '/assertions/:id'>()({
    reads: ({ params }) => ({ assertion: apiRead<OpenBadgeAssertionAnswer>(`/api/v1/services/open-badges/assertions/${encodeURIComponent(params.id)}/summary`) }),
    record: 'assertion',
  }),
});

export const openBadgesScreens = {
  main: blockScreen<OpenBadgesProps>()({
    query: ['page', 'q'],
    reads: ({ props, query }) => {
      const search = searchOf(query);
      return {
        badges: apiRead<ResourceCollectionDocument>(
          `${API}?filter[published]=1${search ? `&filter[search]=${encodeURIComponent(search)}` : ''}&sort=-publishedAt&page[size]=${props.perPage}&page[number]=${pageNumberOf(query)}&${LIST_FIELDS}`,
        ),
      };
    },
  }),
  ...badgeScreens<OpenBadgesProps>(),
};

export const selectedOpenBadgesScreens = {
  main: blockScreen<SelectedOpenBadgesProps>()({
    reads: ({ props }) => ({
      badges: props.badges.length
        ? apiRead<ResourceCollectionDocument>(`${API}?filter[id]=${props.badges.map(encodeURIComponent).join(',')}&filter[published]=1&page[size]=${props.badges.length}&${LIST_FIELDS}`)
        : undefined,
    }),
  }),
  ...badgeScreens<SelectedOpenBadgesProps>(),
};

