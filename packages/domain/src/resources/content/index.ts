import type { ResourceDefinition } from '../../registry/resource.ts';
import { articles } from './articles.resource.ts';
import { blogPosts } from './blog-posts.resource.ts';
import { calendarEvents } from './calendar-events.resource.ts';
import { categories } from './categories.resource.ts';
import { publicationRequests } from './publication-requests.resource.ts';
import { tags } from './tags.resource.ts';

/** The content kinds, in registry order. An area adds its kind here, in its own folder, and nowhere else. */
export const CONTENT_RESOURCES = [tags, categories, articles, blogPosts, calendarEvents, publicationRequests] as const satisfies readonly ResourceDefinition[];

export * from './articles.resource.ts';
export * from './blog-posts.resource.ts';
export * from './calendar-events.resource.ts';
export * from './categories.resource.ts';
export * from './publication-requests.resource.ts';
export * from './publishable.ts';
export * from './tags.resource.ts';
