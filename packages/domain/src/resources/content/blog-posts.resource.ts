import { richText, text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';
import { interactionAttributes } from '../community/interaction-targets.ts';
import { publishableAttributes, publishableRelationships } from './publishable.ts';

/** A blog post, shown at `{page}/:id` by id or slug (spec, domain "blog-post"); soft-deletable. */
export const blogPosts = defineResource({
  type: 'blog-posts',
  feature: 'blogPosts',
  adminCategory: 'articles',
  defaultSort: ['-publishedAt'],
  filters: ['slug', 'accessLevel', 'organization', 'createdBy', { name: 'search', kind: 'search', fields: ['title', 'slug'] }, { name: 'published', kind: 'range', field: 'publishedAt' }],
  softDelete: true,
  presentation: { titleField: 'title', summaryField: 'shortDescription', defaultColumns: ['title', 'slug', 'publishedAt', 'organization', 'createdBy'] },
  attributes: {
    ...publishableAttributes,
    ...interactionAttributes,
    slug: text({ unique: true, max: 255 }),
    /** Shown in lists; when empty, readers see the start of the content instead. */
    shortDescription: text({ translatable: true, max: 500 }),
    content: richText({ translatable: true, max: 100_000 }),
    externalUrl: text({ max: 2048 }),
  },
  relationships: {
    ...publishableRelationships,
    image: toOne('files'),
  },
});
