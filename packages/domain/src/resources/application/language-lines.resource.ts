import { text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** An interface message, per locale; served to the web by `web-language-lines`. */
export const languageLines = defineResource({
  type: 'language-lines',
  adminCategory: 'application',
  defaultSort: ['group', 'key'],
  filters: ['group', 'key', { name: 'search', kind: 'search', fields: ['group', 'key', 'text'] }],
  uniqueTogether: [['group', 'key']],
  maxPageSize: 1000,
  attributes: {
    group: text({ required: true, min: 1, max: 100 }),
    key: text({ required: true, min: 1, max: 255 }),
    text: text({ translatable: true, max: 10_000 }),
  },
});
