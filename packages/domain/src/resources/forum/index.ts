import type { ResourceDefinition } from '../../registry/resource.ts';
import { forumCategories } from './forum-categories.resource.ts';
import { forumSubjectMessages } from './forum-subject-messages.resource.ts';
import { forumSubjectReaders } from './forum-subject-readers.resource.ts';
import { forumSubjects } from './forum-subjects.resource.ts';

/** The forum kinds, in registry order. An area adds its kind here, in its own folder, and nowhere else. */
export const FORUM_RESOURCES = [forumCategories, forumSubjects, forumSubjectMessages, forumSubjectReaders] as const satisfies readonly ResourceDefinition[];

export * from './forum-categories.resource.ts';
export * from './forum-subject-messages.resource.ts';
export * from './forum-subject-readers.resource.ts';
export * from './forum-subjects.resource.ts';
