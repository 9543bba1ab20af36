import { enumeration, integer, richText, text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';
import { ARTICLE_STATUSES } from '../../constants/articles.ts';
import { interactionAttributes } from '../community/interaction-targets.ts';
import { publishableAttributes, publishableRelationships } from './publishable.ts';

// Article statuses (constants/articles.ts): a draft is its authors' alone; an unlisted article is
// read by whoever has its link, a published one is also listed.

/** An article of a category, shown at `{page}/:article` (spec, domain §2). */
export const articles = defineResource({
  type: 'articles',
  feature: 'articles',
  adminCategory: 'articles',
  defaultSort: ['-publishedAt'],
  filters: ['category', 'status', 'accessLevel', 'organization', 'createdBy', { name: 'search', kind: 'search', fields: ['title'] }, { name: 'published', kind: 'range', field: 'publishedAt' }],
  // The public list of a category: its published articles, newest first or in their order.
  indexes: [['category', 'status', 'publishedAt']],
  presentation: { titleField: 'title', summaryField: 'shortDescription', defaultColumns: ['title', 'category', 'status', 'publishedAt', 'organization'] },
  attributes: {
    ...publishableAttributes,
    ...interactionAttributes,
    /** Only administrators publish; authors write drafts and ask for publication. */
    status: enumeration(ARTICLE_STATUSES, { nullable: false, defaultValue: 'draft', privileged: true }),
    shortDescription: text({ translatable: true, max: 500 }),
    content: richText({ translatable: true, max: 100_000 }),
    externalUrl: text({ max: 2048 }),
    source: text({ translatable: true, max: 1000 }),
    /** Order within the category (navigation and pagination layouts). */
    position: integer({ nullable: false, defaultValue: 0, min: 0 }),
  },
  relationships: {
    ...publishableRelationships,
    category: toOne('categories', { required: true, onDelete: 'restrict' }),
    image: toOne('files'),
  },
});
