import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { common, plainText } from './props.ts';
import { MAX_REPOSITORY_ITEMS_PER_PAGE, repositoryScreens, repositorySearchScreens } from './repository.screens.ts';

export const repositoryProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  subtitle: plainText(1000).optional(),
  /** Items per page of the list. */
  perPage: z.number().int().min(1).max(MAX_REPOSITORY_ITEMS_PER_PAGE).default(12),
});

export const repositorySearchProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  subtitle: plainText(1000).optional(),
  /** The page holding the repository, used when no published page holds a repository block (`/repository`). */
  repositoryPath: z.string().trim().max(255).regex(/^\/[^?#\s]*$/, { message: 'A path of this site, such as /repository.' }).optional(),
});

/** The shared repository: categories, search, tags, sort, and each item on its own screen. */
export const pageRepository = defineBlock({
  name: 'pageRepository',
  description: 'The shared repository: its categories, a search, tags and the items, newest or most liked first; each item opens on its own screen with its files.',
  props: repositoryProps,
  defaults: { title: '', perPage: 12 },
  screens: repositoryScreens,
});

/** A search of the repository and its categories, leading to the repository page. */
export const pageRepositorySearch = defineBlock({
  name: 'pageRepositorySearch',
  description: 'A search field and the categories of the repository, leading to the repository page.',
  props: repositorySearchProps,
  defaults: { title: '' },
  screens: repositorySearchScreens,
});
