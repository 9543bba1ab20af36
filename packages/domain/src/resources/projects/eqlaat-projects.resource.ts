import { PROJECT_PRIORITY_MAX } from '../../constants/projects.ts';
import { boolean, datetime, integer, json, richText, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/**
 * A category a project is filed under (spec, domain "eqlaat-project-category").
 */
export const eqlaatProjectCategories = defineResource({
  type: 'eqlaat-project-categories',
  adminCategory: 'eqlaat',
  defaultSort: ['createdAt'],
  filters: [{ name: 'search', kind: 'search', fields: ['name'] }],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
  },
});

/**
 * A project status (spec, domain "eqlaat-project-status", §4): reference data with the readable ids
 * of PROJECT_STATUSES, seeded by a migration; admins may add others. Shown in the display order and
 * colours of rules/projects.ts.
 */
export const eqlaatProjectStatuses = defineResource({
  type: 'eqlaat-project-statuses',
  idKind: 'string',
  adminCategory: 'eqlaat',
  defaultSort: ['createdAt'],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
    /** Whether a step may hold this status together with others. */
    canCombine: boolean({ defaultValue: true }),
    /** The theme colour of the status (rules/projects.ts `projectStatusColor`). */
    color: text({ computed: true, readOnly: true }),
  },
  relationships: {
    createdBy: toOne('users', { readOnly: true }),
    updatedBy: toOne('users', { readOnly: true }),
  },
});

/**
 * A project of the eqlaat team with a beneficiary (spec, domain "eqlaat-project"): its users (the
 * beneficiary and those around them) read it; eqlaat members and admins run it. Its current statuses
 * are those of its latest step by doneAt.
 */
export const eqlaatProjects = defineResource({
  type: 'eqlaat-projects',
  adminCategory: 'eqlaat',
  defaultSort: ['-createdAt'],
  filters: ['priority', { name: 'search', kind: 'search', fields: ['title', 'reason'] }],
  attributes: {
    title: text({ required: true, min: 1, max: 255 }),
    /** 0 (none) to PROJECT_PRIORITY_MAX, set by the team. */
    priority: integer({ nullable: false, defaultValue: 0, min: 0, max: PROJECT_PRIORITY_MAX, privileged: true }),
    /** The team's note; only eqlaat members and admins write it. */
    note: text({ max: 5000, privileged: true }),
    /** Why the project exists, in a few words (shown cut to 30 characters in lists). */
    reason: text({ max: 1000 }),
    description: richText({ max: 50_000 }),
    metadata: json(),
    /** When the team takes the project in hand. */
    manageAt: datetime({ privileged: true }),
    /** The beneficiary's record number with the team. */
    patientRecord: text({ max: 100, privileged: true }),
    /** What the beneficiary asked for (the answers of the request block), as they sent it. */
    request: json(),
    shortReason: text({ computed: true, readOnly: true }),
    /** Ids of the statuses of the latest step by doneAt, in display order. */
    currentStatuses: json({ computed: true, readOnly: true }),
    canEdit: boolean({ computed: true, readOnly: true }),
  },
  relationships: {
    categories: toMany('eqlaat-project-categories', { privileged: true }),
    /** Who the project is for and with; each reads it. */
    users: toMany('users', { privileged: true }),
    steps: toMany('eqlaat-project-steps', { inverse: 'project' }),
    appointments: toMany('eqlaat-appointments', { inverse: 'project' }),
    reports: toMany('eqlaat-reports', { inverse: 'reportable' }),
    existingSolutions: toMany('ad-project-existing-solutions', { inverse: 'project' }),
    createdBy: toOne('users', { readOnly: true }),
  },
});

/** A step of a project: what was done when, and the statuses it leaves the project in. */
export const eqlaatProjectSteps = defineResource({
  type: 'eqlaat-project-steps',
  adminCategory: 'eqlaat',
  defaultSort: ['-doneAt', '-createdAt'],
  filters: ['project'],
  indexes: [['project', 'doneAt']],
  attributes: {
    doneAt: datetime(),
    comment: text({ max: 5000 }),
  },
  relationships: {
    project: toOne('eqlaat-projects', { required: true, onDelete: 'cascade' }),
    statuses: toMany('eqlaat-project-statuses'),
  },
});
