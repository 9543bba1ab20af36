import { text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** A short link `/s/{token}` to a longer URL. */
export const appShortUrls = defineResource({
  type: 'app-short-urls',
  adminCategory: 'application',
  filters: ['token', { name: 'search', kind: 'search', fields: ['name', 'token', 'url'] }],
  attributes: {
    token: text({ required: true, unique: true, min: 1, max: 64 }),
    url: text({ required: true, min: 1, max: 2048 }),
    name: text({ max: 255 }),
  },
});
