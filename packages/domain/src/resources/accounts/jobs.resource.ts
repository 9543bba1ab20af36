import { text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** Special job ids (spec, domain "job"): a user's job counts as specified unless it is one of these. */
export const JOB_NOT_SPECIFIED = 'not_specified';
export const JOB_OTHER = 'other';

/** A profession a user declares (speech therapist, occupational therapist…). */
export const jobs = defineResource({
  type: 'jobs',
  idKind: 'string',
  adminCategory: 'accounts',
  defaultSort: ['createdAt'],
  filters: [{ name: 'search', kind: 'search', fields: ['name'] }],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
  },
});
