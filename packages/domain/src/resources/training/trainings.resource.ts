import { datetime, richText, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** The lists a training is filed by (spec, domain "training-category, training-level, training-type: name"). */
const trainingList = <const T extends string>(type: T) =>
  defineResource({
    type,
    feature: 'trainings',
    adminCategory: 'trainings',
    defaultSort: ['createdAt'],
    filters: [{ name: 'search', kind: 'search', fields: ['name'] }],
    attributes: {
      name: text({ translatable: true, required: true, min: 1, max: 255 }),
    },
  });

export const trainingCategories = trainingList('training-categories');
export const trainingLevels = trainingList('training-levels');
export const trainingTypes = trainingList('training-types');

/**
 * A training the organization gives (spec, domain §2 "Trainings: /{id}"; its fields are not shown:
 * a title, a short and a long description, its category, level and type, and its sessions).
 */
export const trainings = defineResource({
  type: 'trainings',
  feature: 'trainings',
  adminCategory: 'trainings',
  filters: ['category', 'level', 'trainingType', { name: 'search', kind: 'search', fields: ['title'] }],
  attributes: {
    title: text({ translatable: true, required: true, min: 1, max: 255 }),
    shortDescription: text({ translatable: true, max: 500 }),
    description: richText({ translatable: true, max: 100_000 }),
    /** How long it lasts, in the organizer's words ("2 days", "3 × 2 hours"). */
    duration: text({ translatable: true, max: 255 }),
    externalUrl: text({ max: 2048 }),
  },
  relationships: {
    category: toOne('training-categories', { onDelete: 'restrict' }),
    level: toOne('training-levels', { onDelete: 'restrict' }),
    trainingType: toOne('training-types', { onDelete: 'restrict' }),
    image: toOne('files'),
    sessions: toMany('training-sessions', { inverse: 'training' }),
  },
});

/**
 * A dated session of a training (spec, domain "training-session"), at an address it owns: saving the
 * session saves or deletes its address, deleting it deletes the address.
 */
export const trainingSessions = defineResource({
  type: 'training-sessions',
  feature: 'trainings',
  adminCategory: 'trainings',
  defaultSort: ['startAt'],
  filters: ['training'],
  indexes: [['training', 'startAt']],
  attributes: {
    startAt: datetime({ required: true }),
    /** At or after `startAt` when given. */
    endAt: datetime(),
  },
  relationships: {
    /** A training keeps its sessions: delete them first (each takes its address away), then the training. */
    training: toOne('trainings', { required: true, onDelete: 'restrict' }),
    address: toOne('addresses', { onDelete: 'set null' }),
  },
});

/**
 * A member's interest in a training session (issue 25 item 4; docs/decisions.md): recorded once per
 * member and session, the member's own to withdraw, told to the administrators who manage trainings.
 */
export const trainingSessionInterests = defineResource({
  type: 'training-session-interests',
  feature: 'trainings',
  adminCategory: 'trainings',
  defaultSort: ['-createdAt'],
  filters: ['session', 'createdBy'],
  uniqueTogether: [['createdBy', 'session']],
  attributes: {},
  relationships: {
    session: toOne('training-sessions', { required: true, onDelete: 'cascade' }),
    createdBy: toOne('users', { readOnly: true, onDelete: 'cascade' }),
  },
});
