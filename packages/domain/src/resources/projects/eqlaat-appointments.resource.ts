import { boolean, datetime, integer, richText, stringList, text, toMany, toOne, toOneOf } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** What a project report may be about. */
export const EQLAAT_REPORTABLE_TYPES = ['eqlaat-projects', 'eqlaat-appointments'] as const;

/** A meeting of the team for a project, on the eqlaat calendar (spec, domain "eqlaat-appointment"). */
export const eqlaatAppointments = defineResource({
  type: 'eqlaat-appointments',
  feature: 'calendar',
  adminCategory: 'eqlaat',
  defaultSort: ['startAt'],
  // The team's calendar reads a period (`between`).
  filters: ['project', { name: 'between', kind: 'range', field: 'startAt', endField: 'endAt' }],
  indexes: [['startAt']],
  attributes: {
    title: text({ required: true, min: 1, max: 255 }),
    location: text({ max: 500 }),
    startAt: datetime({ required: true }),
    endAt: datetime({ required: true }),
    /** Whether the beneficiary is asked to come. */
    beneficiaryInvited: boolean(),
    /**
     * The invitation's revision (its `.ics` SEQUENCE): raised by the server each time a change is
     * mailed (a move, a new title or place, managers or the beneficiary invited), never written by a client.
     */
    invitationSequence: integer({ readOnly: true, nullable: false, defaultValue: 0, min: 0 }),
  },
  relationships: {
    project: toOne('eqlaat-projects', { required: true, onDelete: 'cascade' }),
    /** The report written after it. */
    report: toOne('eqlaat-reports', { onDelete: 'set null' }),
    /** The team members who lead it. */
    managers: toMany('users'),
  },
});

/** A written report on a project or an appointment, with its files (spec, domain "eqlaat-report"). */
export const eqlaatReports = defineResource({
  type: 'eqlaat-reports',
  adminCategory: 'eqlaat',
  defaultSort: ['-createdAt'],
  filters: ['reportable'],
  attributes: {
    title: text({ required: true, min: 1, max: 255 }),
    content: richText({ max: 100_000 }),
  },
  relationships: {
    reportable: toOneOf(EQLAAT_REPORTABLE_TYPES, { required: true }),
    files: toMany('files'),
  },
});

/**
 * A solution that already exists for a project's need, and why it does not fit
 * (spec, domain "ad-project-existing-solution").
 */
export const adProjectExistingSolutions = defineResource({
  type: 'ad-project-existing-solutions',
  adminCategory: 'adProjects',
  defaultSort: ['createdAt'],
  filters: ['project'],
  attributes: {
    name: text({ required: true, min: 1, max: 255 }),
    url: text({ max: 2000 }),
    /** Why it does not answer the need, one reason a line. */
    reasons: stringList({ max: 20 }),
    comment: text({ max: 5000 }),
  },
  relationships: {
    project: toOne('eqlaat-projects', { required: true, onDelete: 'cascade' }),
  },
});
