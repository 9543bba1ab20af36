import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { forumScreens, MAX_FORUM_MESSAGES_PER_PAGE, MAX_FORUM_SUBJECTS_PER_PAGE } from './forum.screens.ts';
import { common, plainText } from './props.ts';

export const forumProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  subtitle: plainText(1000).optional(),
  /** Subjects per page of a category, a tag or a search. */
  perPage: z.number().int().min(1).max(MAX_FORUM_SUBJECTS_PER_PAGE).default(20),
  /** Messages per page of a subject. */
  messagesPerPage: z.number().int().min(5).max(MAX_FORUM_MESSAGES_PER_PAGE).default(20),
});

/** The forum: its categories and subjects; a subject opens at `{page}/:id`, members write at `/create`. */
export const pageForum = defineBlock({
  name: 'pageForum',
  description: 'The forum: categories, subjects and their messages; members open subjects and answer.',
  props: forumProps,
  defaults: { title: 'Forum', perPage: 20, messagesPerPage: 20 },
  screens: forumScreens,
});
