import type { z } from 'zod';
import type { ResourceCollectionDocument, ResourceDocument } from '../contracts/jsonapi.ts';
import { apiRead, blockScreen, pageNumberOf, searchOf } from './screens.ts';
import type { forumProps } from './page-forum.block.ts';

/**
 * The forum block's screens (spec, platform §2: "Forum: /create, /:id, /:id/update,
 * /:subject/messages/:message; query tag and category"). No schema at run time: the web's page
 * shell imports these without zod.
 *
 * The home lists the categories (parents with their children), the subjects pinned on the home and
 * the latest active ones; `?category=` lists a category's subjects, its pinned ones first, then by
 * latest activity, a page at a time; `?tag=` narrows to a tag; `?q=` searches the subjects' titles
 * and the messages.
 */

export const MAX_FORUM_SUBJECTS_PER_PAGE = 50;
export const MAX_FORUM_MESSAGES_PER_PAGE = 100;
/** The latest active subjects the home shows. */
export const FORUM_HOME_LATEST = 8;
/** The messages a search shows beside the subjects. */
export const FORUM_SEARCH_MESSAGES = 10;
/** Every category is read at once: a forum has tens of them. */
export const MAX_FORUM_CATEGORIES = 100;

const SUBJECTS = '/api/v1/forum-subjects';
const MESSAGES = '/api/v1/forum-subject-messages';
const CATEGORIES = '/api/v1/forum-categories';

/** What a list shows of each subject: its title, counters, author, tags and latest message (never a message's text). */
const SUBJECT_LIST =
  'fields[forum-subjects]=title,messagesCount,likesCount,pinnedOnHomeAt,pinnedOnCategoryAt,lastActivityAt,limitToAdmin,authorName,newMessagesCount,firstUnreadPosition,firstUnreadMessageId,category,tags,latestMessage' +
  '&include=tags,latestMessage&fields[tags]=name&fields[forum-subject-messages]=createdAt,authorName';
const CATEGORY_FIELDS = 'fields[forum-categories]=name,shortDescription,isParent,position,subjectsCount,parent';
/** A subject's screen: what the subject shows and what its forms need. */
const SUBJECT_FIELDS = 'include=category,tags&fields[tags]=name&fields[forum-categories]=name';
const MESSAGE_FIELDS = 'fields[forum-subject-messages]=content,lang,createdAt,updatedAt,likesCount,authorName,authorAvatarUrl,canEdit,canDelete,parentMessage';

type Props = z.output<typeof forumProps>;

/** The categories, in their order (the component builds the tree from `parent`); with each one's latest active subject for the lists. */
export const forumCategoriesRead = ({ withLatest = false }: { withLatest?: boolean } = {}) =>
  apiRead<ResourceCollectionDocument>(`${CATEGORIES}?sort=position,createdAt&page[size]=${MAX_FORUM_CATEGORIES}&${CATEGORY_FIELDS}${withLatest ? ',latestSubject' : ''}`);

/** The tags a subject may carry, by name. */
export const forumTagsRead = () => apiRead<ResourceCollectionDocument>(`/api/v1/tags?page[size]=${MAX_FORUM_CATEGORIES}&fields[tags]=name`);

/** One subject with its category and tags. */
export const forumSubjectRead = (id: string) => apiRead<ResourceDocument>(`${SUBJECTS}/${encodeURIComponent(id)}?${SUBJECT_FIELDS}`);

/** The page of a subject's messages, in order, with the messages they answer. */
export const forumMessagesRead = (subject: string, perPage: number, page: number) =>
  apiRead<ResourceCollectionDocument>(`${MESSAGES}?filter[subject]=${encodeURIComponent(subject)}&sort=createdAt&page[size]=${perPage}&page[number]=${page}&${MESSAGE_FIELDS}`);

/** The address's state of the forum's list: the category, the tag, the search and the page. */
export function forumListStateOf(query: Readonly<Record<string, string>>): { category: string | null; tag: string | null; search: string; page: number } {
  return { category: query.category?.trim() || null, tag: query.tag?.trim() || null, search: searchOf(query), page: pageNumberOf(query) };
}

export const forumScreens = {
  main: blockScreen<Props>()({
    query: ['category', 'tag', 'q', 'page'],
    reads: ({ props, query }) => {
      const { category, tag, search, page } = forumListStateOf(query);
      const narrowed = category !== null || tag !== null || search !== '';
      const filter = `${category ? `&filter[category]=${encodeURIComponent(category)}` : ''}${tag ? `&filter[tags]=${encodeURIComponent(tag)}` : ''}${search ? `&filter[search]=${encodeURIComponent(search)}` : ''}`;
      return {
        categories: forumCategoriesRead({ withLatest: true }),
        /** The chosen tag's name. */
        tag: tag ? apiRead<ResourceDocument>(`/api/v1/tags/${encodeURIComponent(tag)}?fields[tags]=name`) : undefined,
        /** Pinned first: on the home, or in the category (on its first page, unsearched). */
        pinned:
          page === 1 && !search && !tag
            ? apiRead<ResourceCollectionDocument>(
                category
                  ? `${SUBJECTS}?filter[category]=${encodeURIComponent(category)}&filter[pinnedOnCategory]=false&sort=-pinnedOnCategoryAt&page[size]=${MAX_FORUM_SUBJECTS_PER_PAGE}&${SUBJECT_LIST}`
                  : `${SUBJECTS}?filter[pinnedOnHome]=false&sort=-pinnedOnHomeAt&page[size]=${MAX_FORUM_SUBJECTS_PER_PAGE}&${SUBJECT_LIST}`,
              )
            : undefined,
        /** The rest by latest activity: a page of the category, tag or search, or the latest few on the home. */
        subjects: narrowed
          ? apiRead<ResourceCollectionDocument>(
              `${SUBJECTS}?sort=-lastActivityAt${filter}${category && !search && !tag ? '&filter[pinnedOnCategory]=true' : ''}&page[size]=${props.perPage}&page[number]=${page}&${SUBJECT_LIST}`,
            )
          : apiRead<ResourceCollectionDocument>(`${SUBJECTS}?sort=-lastActivityAt&filter[pinnedOnHome]=true&page[size]=${FORUM_HOME_LATEST}&${SUBJECT_LIST}`),
        /** Messages that hold the search's words, with their subject. */
        messages: search
          ? apiRead<ResourceCollectionDocument>(
              `${MESSAGES}?filter[search]=${encodeURIComponent(search)}&sort=-createdAt&page[size]=${FORUM_SEARCH_MESSAGES}&include=subject&fields[forum-subject-messages]=createdAt,authorName,positionInSubject,subject&fields[forum-subjects]=title`,
            )
          : undefined,
      };
    },
  }),
  /** A new subject: the categories to file it in and the tags to give it. */
  '/create': blockScreen<Props, '/create'>()({
    reads: () => ({ categories: forumCategoriesRead(), tags: forumTagsRead() }),
  }),
  /** A subject and a page of its messages (`?page=`). */
  '/:id': blockScreen<Props, '/:id'>()({
    query: ['page'],
    reads: ({ props, params, query }) => ({
      subject: forumSubjectRead(params.id),
      messages: forumMessagesRead(params.id, props.messagesPerPage, pageNumberOf(query)),
    }),
    record: 'subject',
  }),
  /** A subject's form: the subject and the categories. */
  '/:id/update': blockScreen<Props, '/:id/update'>()({
    reads: ({ params }) => ({ subject: forumSubjectRead(params.id), categories: forumCategoriesRead(), tags: forumTagsRead() }),
    record: 'subject',
  }),
  /** One message's form, under its subject. */
  '/:subject/messages/:message': blockScreen<Props, '/:subject/messages/:message'>()({
    reads: ({ params }) => ({
      message: apiRead<ResourceDocument>(`${MESSAGES}/${encodeURIComponent(params.message)}?fields[forum-subject-messages]=content,lang,createdAt,positionInSubject,canEdit,canDelete,subject`),
      subject: forumSubjectRead(params.subject),
    }),
    record: 'message',
  }),
};
