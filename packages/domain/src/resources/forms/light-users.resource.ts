import { boolean, datetime, enumeration, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';
import { LOCALES } from '../../constants/locales.ts';

/** A contact without an account, made from form inputs (spec, domain "light-user"). */
export const lightUsers = defineResource({
  type: 'light-users',
  feature: 'contacts',
  adminCategory: 'contacts',
  defaultSort: ['lastName', 'firstName'],
  filters: [
    'email',
    'organization',
    'job',
    'hasMailSubscription',
    { name: 'search', kind: 'search', fields: ['firstName', 'lastName', 'email'] },
  ],
  attributes: {
    adminOnlyNote: text({ max: 10_000 }),
    firstName: text({ max: 255 }),
    lastName: text({ max: 255 }),
    /** Stored in ASCII form (trimmed, lower-cased), as every address is compared. */
    email: text({ required: true, min: 3, max: 255 }),
    phone: text({ max: 50 }),
    jobOther: text({ max: 255 }),
    locale: enumeration(LOCALES),
    hasMailSubscription: boolean(),
    /** When they last sent an input. */
    lastActionAt: datetime({ readOnly: true }),
  },
  relationships: {
    job: toOne('jobs'),
    organization: toOne('organizations'),
    /** The account they were merged into, when they signed up. */
    pulledUser: toOne('users'),
    adminTags: toMany('admin-tags'),
  },
});

/** A saved search over light users (spec, domain "light-user-report"): its list's query string. */
export const lightUserReports = defineResource({
  type: 'light-user-reports',
  feature: 'contacts',
  adminCategory: 'contacts',
  defaultSort: ['name'],
  filters: [{ name: 'search', kind: 'search', fields: ['name'] }],
  attributes: {
    name: text({ required: true, min: 1, max: 255 }),
    description: text({ max: 5000 }),
    /** `filter[…]=…&sort=…` of the light users' list. */
    queryString: text({ required: true, min: 1, max: 4000 }),
  },
});
