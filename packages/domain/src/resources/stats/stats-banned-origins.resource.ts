import { text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/**
 * A site whose page views and downloads the statistics ignore (spec, domain §3 "stats-banned-origin"):
 * `origin` as the administrator typed it (a host or an address), `originSignature` the host it names,
 * which the server derives on each write and matches against the Origin or Referer of a record.
 */
export const statsBannedOrigins = defineResource({
  type: 'stats-banned-origins',
  adminCategory: 'stats',
  defaultSort: ['originSignature'],
  filters: [{ name: 'search', kind: 'search', fields: ['origin', 'description'] }],
  attributes: {
    origin: text({ required: true, min: 1, max: 255 }),
    originSignature: text({ readOnly: true, unique: true, max: 255 }),
    description: text({ max: 1000 }),
  },
});
