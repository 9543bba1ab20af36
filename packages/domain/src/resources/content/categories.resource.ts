import { boolean, enumeration, text, toMany } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';
import { CATEGORY_LAYOUTS, DEFAULT_CATEGORY_LAYOUT } from '../../constants/articles.ts';

/**
 * An article category (spec, domain "category"). Its flags say which inputs an article of it offers
 * (external address, picture, source, associated organizations) and whether contributors may write
 * in it; the alert is shown above its articles.
 */
export const categories = defineResource({
  type: 'categories',
  feature: 'articles',
  adminCategory: 'articles',
  defaultSort: ['createdAt'],
  filters: [{ name: 'search', kind: 'search', fields: ['name'] }],
  presentation: { titleField: 'name', summaryField: 'alertText', defaultColumns: ['name', 'defaultLayoutId', 'allowContributions'] },
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
    hasExternalUrl: boolean(),
    hasImage: boolean({ defaultValue: true }),
    hasSource: boolean(),
    hasAssociatedOrganizations: boolean(),
    allowContributions: boolean(),
    alertText: text({ translatable: true, max: 2000 }),
    alertLinkText: text({ translatable: true, max: 255 }),
    alertLinkUrl: text({ max: 2048 }),
    defaultLayoutId: enumeration(CATEGORY_LAYOUTS, { nullable: false, defaultValue: DEFAULT_CATEGORY_LAYOUT }),
    /** False while articles belong to it: they would be left without a category. */
    canDelete: boolean({ computed: true, readOnly: true }),
  },
  relationships: {
    articles: toMany('articles', { inverse: 'category' }),
  },
});
