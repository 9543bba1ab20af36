import { articles, blogPosts, calendarEvents, categories, publicationRequests, tags } from '@relais/domain';
import { defineKind } from '../define-kind.ts';
import type { KindBinding } from '../define-kind.ts';
import { articlesHooks, articlesPolicy } from './articles.ts';
import { blogPostsHooks, blogPostsPolicy } from './blog-posts.ts';
import { calendarEventsHooks, calendarEventsPolicy } from './calendar-events.ts';
import { categoriesHooks, categoriesPolicy } from './categories.ts';
import { publicationRequestsHooks, publicationRequestsPolicy } from './publication-requests.ts';
import { tagsPolicy } from './tags.ts';

/** The publishing and content kinds (spec, domain §3 "Publishing base" and "Community content"). */
export const CONTENT_KINDS: readonly KindBinding[] = [
  defineKind(tags, { policy: tagsPolicy }),
  defineKind(categories, { policy: categoriesPolicy, hooks: categoriesHooks }),
  defineKind(articles, { policy: articlesPolicy, hooks: articlesHooks }),
  defineKind(blogPosts, { policy: blogPostsPolicy, hooks: blogPostsHooks }),
  defineKind(calendarEvents, { policy: calendarEventsPolicy, hooks: calendarEventsHooks }),
  defineKind(publicationRequests, { policy: publicationRequestsPolicy, hooks: publicationRequestsHooks }),
];
