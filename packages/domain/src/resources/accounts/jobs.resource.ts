import { text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

// The special job ids (JOB_NOT_SPECIFIED, JOB_OTHER) are in rules/users.ts: the shell reads them
// without this declaration.

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
