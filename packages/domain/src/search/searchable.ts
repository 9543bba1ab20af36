import type { BlockName } from '../blocks/catalogue.ts';

/**
 * Where a record of a searchable kind is shown: the sub-route `pattern` of the first published
 * page holding `block`, its params filled from the record (`id`, or a column named in `params`); or
 * a shell route (`shell`, e.g. `/organizations/:id`); or the record's own `path` column (pages).
 */
export type SearchRoute =
  | { block: BlockName; pattern: string; params?: Readonly<Record<string, string>> }
  | { shell: string }
  | { ownPath: string };

/**
 * A kind the global search finds (issue 29): the attributes whose words are searched, by weight
 * (`title` A, `summary` B, `body` C; translatable ones indexed in each language with its own text
 * search configuration, plain ones with `simple`), the title and description a result shows, and
 * where the record lives. `parent`: a column naming another record whose title the result shows
 * (a forum message shows its subject's title).
 */
export interface Searchable {
  readonly title: string;
  readonly summary?: readonly string[];
  readonly body?: readonly string[];
  readonly route: SearchRoute;
  readonly parent?: { readonly type: string; readonly column: string };
}

/** Every kind the global search covers, in the order their groups are shown. */
export const SEARCHABLE = {
  'app-pages': { title: 'title', summary: ['description'], route: { ownPath: 'path' } },
  articles: { title: 'title', summary: ['shortDescription'], body: ['content'], route: { block: 'pageArticles', pattern: '/:article', params: { article: 'id' } } },
  'blog-posts': { title: 'title', summary: ['shortDescription'], body: ['content'], route: { block: 'pageBlogPosts', pattern: '/:id' } },
  'calendar-events': { title: 'title', summary: ['description'], body: ['location'], route: { block: 'pageCalendar', pattern: '/:id' } },
  'forum-subjects': { title: 'title', route: { block: 'pageForum', pattern: '/:id' } },
  'forum-subject-messages': {
    title: 'content',
    body: ['content'],
    parent: { type: 'forum-subjects', column: 'subject' },
    route: { block: 'pageForum', pattern: '/:subject/messages/:message', params: { subject: 'subject', message: 'id' } },
  },
  'repository-items': { title: 'title', summary: ['description'], body: ['printerSettingsDescription'], route: { block: 'pageRepository', pattern: '/:item', params: { item: 'id' } } },
  'training-resources': { title: 'title', summary: ['description'], body: ['usageNotes'], route: { block: 'pageTrainingResources', pattern: '/:resource', params: { resource: 'id' } } },
  'training-resource-requests': { title: 'title', summary: ['description'], route: { block: 'pageTrainingResourcesRequests', pattern: '/:request', params: { request: 'id' } } },
  trainings: { title: 'title', summary: ['shortDescription'], body: ['description'], route: { block: 'pageTrainings', pattern: '/:id' } },
  'open-badges': { title: 'title', summary: ['description'], route: { block: 'pageOpenBadges', pattern: '/:id' } },
  'rental-models': { title: 'name', summary: ['description'], route: { block: 'pageRentalModels', pattern: '/:rentalModel', params: { rentalModel: 'id' } } },
  organizations: { title: 'name', summary: ['shortDescription'], body: ['unitName', 'description'], route: { shell: '/organizations/:id' } },
} as const satisfies Readonly<Record<string, Searchable>>;

export type SearchableType = keyof typeof SEARCHABLE;
export const SEARCHABLE_TYPES = Object.keys(SEARCHABLE) as SearchableType[];
export const isSearchableType = (type: string): type is SearchableType => Object.hasOwn(SEARCHABLE, type);

/** Results per page of the search block; the top bar's dialog shows the first few of each kind. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_DIALOG_PER_KIND = 4;
/** The longest query kept (characters); longer is a 400 naming `q`. */
export const SEARCH_QUERY_MAX = 200;
/** The fewest characters searched: below, no call is made (one letter matches nearly everything). */
export const SEARCH_QUERY_MIN = 2;
