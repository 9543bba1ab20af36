import { datetime, integer, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/**
 * A trainee's way through a badge's modules with an issuer organization (spec, domain
 * "open-badge-training-session"; route `/open-badge-trainings/start/:issuer/:badge`): requested by
 * the trainee, accepted or refused by the issuer, finished once `finishedAt` is set.
 */
export const openBadgeTrainingSessions = defineResource({
  type: 'open-badge-training-sessions',
  feature: 'openBadges',
  adminCategory: 'openBadges',
  defaultSort: ['-createdAt'],
  filters: ['badge', 'issuer', 'createdBy'],
  attributes: {
    startedAt: datetime(),
    finishedAt: datetime(),
    /** When the trainee asked for it: set by the server on create. */
    requestedAt: datetime({ readOnly: true }),
    acceptedAt: datetime(),
    refusedAt: datetime(),
    refusedReason: text({ max: 2000 }),
    /** Minutes: the sum of its modules' durations, only once the session is finished. */
    duration: integer({ computed: true, readOnly: true }),
  },
  relationships: {
    badge: toOne('open-badges', { required: true, onDelete: 'cascade' }),
    issuer: toOne('organizations', { required: true, onDelete: 'cascade' }),
    modules: toMany('open-badge-training-session-modules', { inverse: 'session', readOnly: true }),
    /** The trainee. */
    createdBy: toOne('users', { readOnly: true, onDelete: 'cascade' }),
  },
});

/** One module of a session as the trainee went through it. */
export const openBadgeTrainingSessionModules = defineResource({
  type: 'open-badge-training-session-modules',
  feature: 'openBadges',
  adminCategory: 'openBadges',
  defaultSort: ['position'],
  filters: ['session'],
  attributes: {
    position: integer({ nullable: false, defaultValue: 0, min: 0, max: 10_000 }),
    startedAt: datetime(),
    finishedAt: datetime(),
  },
  relationships: {
    session: toOne('open-badge-training-sessions', { required: true, onDelete: 'cascade' }),
  },
});
