import { boolean, integer, richText, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/**
 * What an organization achieved in one year (spec, domain "organization-year-state"), one per
 * organization and year. Only the current and the previous year may be written (§5).
 */
export const organizationYearStates = defineResource({
  type: 'organization-year-states',
  feature: 'organizations',
  adminCategory: 'accounts',
  defaultSort: ['-year'],
  filters: ['organization', 'year'],
  uniqueTogether: [['organization', 'year']],
  attributes: {
    year: integer({ required: true, min: 1900, max: 9999 }),
    achievements: richText({ max: 50_000 }),
    /** Whether the reader may change it now: their right on the organization, and a year still open. */
    canEdit: boolean({ computed: true, readOnly: true }),
  },
  relationships: {
    organization: toOne('organizations', { required: true, onDelete: 'cascade' }),
  },
});
