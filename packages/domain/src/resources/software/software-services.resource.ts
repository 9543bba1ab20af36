import { boolean, datetime, integer, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** The most associations a service may allow one authorization (a bound, so a typo cannot write 10⁹). */
export const SOFTWARE_ASSOCIATIONS_MAX_LIMIT = 10_000;

/**
 * A software service people are authorised to use (spec, domain "Software statistics"): how many
 * installations one authorization may be associated with (`associationsMax`), and whether the
 * service delivers a file to them (`deliverFile`).
 */
export const softwareServices = defineResource({
  type: 'software-services',
  feature: 'software',
  adminCategory: 'software',
  defaultSort: ['name'],
  filters: [{ name: 'search', kind: 'search', fields: ['name'] }],
  attributes: {
    name: text({ required: true, min: 1, max: 255 }),
    associationsMax: integer({ nullable: false, defaultValue: 1, min: 1, max: SOFTWARE_ASSOCIATIONS_MAX_LIMIT }),
    deliverFile: boolean(),
  },
  relationships: {
    authorizations: toMany('software-service-authorizations', { inverse: 'service', readOnly: true }),
  },
});

/**
 * The right of one person (`email`, and the distributor's reference `distId`) to a service between
 * `startsAt` and `expiresAt` (either open); `isActive` is computed on read by the domain's rule
 * (`rules/software.ts`). Its associations are the installations it is used on, at most the service's
 * `associationsMax`.
 */
export const softwareServiceAuthorizations = defineResource({
  type: 'software-service-authorizations',
  feature: 'software',
  adminCategory: 'software',
  defaultSort: ['-createdAt'],
  filters: ['service', { name: 'search', kind: 'search', fields: ['email', 'distId'] }],
  indexes: [['service', 'createdAt']],
  attributes: {
    distId: text({ required: true, min: 1, max: 255 }),
    email: text({ required: true, min: 3, max: 255 }),
    startsAt: datetime(),
    expiresAt: datetime(),
    isActive: boolean({ computed: true, readOnly: true }),
  },
  relationships: {
    service: toOne('software-services', { required: true, onDelete: 'cascade' }),
    associations: toMany('software-service-associations', { inverse: 'authorization', readOnly: true }),
  },
});

/** One use of an authorization: a named association with an installation of the software. */
export const softwareServiceAssociations = defineResource({
  type: 'software-service-associations',
  feature: 'software',
  adminCategory: 'software',
  defaultSort: ['-createdAt'],
  filters: ['authorization', 'installation', { name: 'search', kind: 'search', fields: ['name'] }],
  indexes: [['authorization', 'createdAt']],
  attributes: {
    name: text({ required: true, min: 1, max: 255 }),
  },
  relationships: {
    authorization: toOne('software-service-authorizations', { required: true, onDelete: 'cascade' }),
    installation: toOne('software-installations', { onDelete: 'set null' }),
  },
});
