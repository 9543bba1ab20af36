import { datetime, decimal, integer, richText, stringList, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** Short description limit (spec, domain §9). */
export const ORGANIZATION_SHORT_DESCRIPTION_MAX = 150;

/**
 * An organization users belong to and may act for (spec, domain "organization"). Members are the
 * users whose `organizations` include it; `administrators` are the members who manage it.
 */
export const organizations = defineResource({
  type: 'organizations',
  /** A large kind the back office lists whole: its total is kept by trigger. */
  countedTotal: true,
  feature: 'organizations',
  adminCategory: 'accounts',
  defaultSort: ['name'],
  // The public list shows the highest levels first (spec: `sort=-accessLevel.weight,name`).
  sortableThrough: ['accessLevel.weight'],
  filters: [
    'slug',
    'country',
    'accessLevel',
    'organizationType',
    { name: 'search', kind: 'search', fields: ['name', 'unitName', 'slug'] },
    // The public list call (spec, domain §7): `filter[accessLevels]=a,b` and `filter[withPosition]=1`.
    { name: 'accessLevels', kind: 'exact', field: 'accessLevel' },
    { name: 'withPosition', kind: 'isSet', field: 'latitude' },
  ],
  /** The organizations map reads every located organization in one call (`pageOrganizationsMap`). */
  maxPageSize: 1000,
  attributes: {
    adminOnlyNote: text({ max: 10_000, privileged: true }),
    name: text({ required: true, min: 1, max: 255 }),
    unitName: text({ max: 255 }),
    slug: text({ unique: true, max: 255 }),
    longitude: decimal({ min: -180, max: 180 }),
    latitude: decimal({ min: -90, max: 90 }),
    country: text({ min: 2, max: 2 }),
    eqlaatDepartments: stringList({ max: 200 }),
    eqlaatInvoicingId: text({ max: 100, privileged: true }),
    shortDescription: text({ translatable: true, max: ORGANIZATION_SHORT_DESCRIPTION_MAX }),
    description: richText({ translatable: true, max: 50_000 }),
    contactEmail: text({ max: 254 }),
    contactPhone: text({ max: 50 }),
    contactAddress: text({ max: 1000 }),
    externalUrl: text({ max: 2048 }),
    repositoryItemsCount: integer({ readOnly: true, nullable: false, defaultValue: 0 }),
    recordsCount: integer({ readOnly: true, nullable: false, defaultValue: 0 }),
    validatedMemberAt: datetime({ privileged: true }),
    completeName: text({ computed: true, readOnly: true }),
  },
  relationships: {
    accessLevel: toOne('access-levels', { privileged: true }),
    organizationType: toOne('organization-types'),
    adminTags: toMany('admin-tags', { privileged: true }),
    image: toOne('files'),
    administrators: toMany('users', { privileged: true }),
    /** Members: read from the users' `organizations` join table; written on the user. */
    users: toMany('users', { inverse: 'organizations', readOnly: true }),
    /** Contacts of the organization: read from the light users' `organization`. */
    lightUsers: toMany('light-users', { inverse: 'organization', readOnly: true }),
  },
});
