import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { common, plainText } from './props.ts';

/**
 * The whole site's search on a page (issue 29): a search box, filters by kind with their counts,
 * the results a page at a time; the words, kinds and page live in the address (`?q=&types=&page=`).
 */
export const pageGlobalSearch = defineBlock({
  name: 'pageGlobalSearch',
  description: 'Search across the whole site: every kind of content the reader may open, filtered by kind.',
  props: z.strictObject({ ...common, title: plainText(300).optional(), introduction: plainText(2000).optional() }),
  defaults: {},
});
