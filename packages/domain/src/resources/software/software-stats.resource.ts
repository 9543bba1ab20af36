import { boolean, datetime, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** What a software statistic records (spec, domain "stats-event"): readable ids, seeded with their names. */
export const SOFTWARE_STATS_EVENTS = ['installation', 'update', 'launch', 'session_start', 'session_end', 'uninstallation'] as const;
export type SoftwareStatsEvent = (typeof SOFTWARE_STATS_EVENTS)[number];

/** Where a software statistic was sent from (spec, domain "stats-origin"): readable ids, seeded with their names. */
export const SOFTWARE_STATS_ORIGINS = ['application', 'website', 'import'] as const;
export type SoftwareStatsOrigin = (typeof SOFTWARE_STATS_ORIGINS)[number];

const named = { name: text({ translatable: true, required: true, min: 1, max: 255 }) } as const;

export const statsEvents = defineResource({
  type: 'stats-events',
  idKind: 'string',
  feature: 'softwareStats',
  adminCategory: 'software',
  defaultSort: ['createdAt'],
  attributes: named,
});

export const statsOrigins = defineResource({
  type: 'stats-origins',
  idKind: 'string',
  feature: 'softwareStats',
  adminCategory: 'software',
  defaultSort: ['createdAt'],
  attributes: named,
});

/**
 * One installation of the software on a device (spec, domain "software-installation"): the
 * software's own `installationId` (unique), the device, the system it runs on as the software
 * reports it, and whether its sessions are counted.
 */
export const softwareInstallations = defineResource({
  type: 'software-installations',
  feature: 'softwareStats',
  adminCategory: 'software',
  defaultSort: ['-createdAt'],
  filters: ['system', 'enableSessionsStats', { name: 'search', kind: 'search', fields: ['installationId', 'deviceId', 'name'] }],
  attributes: {
    installationId: text({ required: true, unique: true, min: 1, max: 255 }),
    deviceId: text({ max: 255 }),
    name: text({ max: 255 }),
    comment: text({ max: 2000 }),
    enableSessionsStats: boolean(),
    system: text({ max: 255 }),
  },
  relationships: {
    groups: toMany('software-groups'),
  },
});

/** A named group of installations (a school, a trial), to read their statistics together. */
export const softwareGroups = defineResource({
  type: 'software-groups',
  feature: 'softwareStats',
  adminCategory: 'software',
  defaultSort: ['name'],
  filters: [{ name: 'search', kind: 'search', fields: ['name'] }],
  attributes: {
    name: text({ required: true, min: 1, max: 255 }),
    comment: text({ max: 2000 }),
  },
  relationships: {
    installations: toMany('software-installations', { inverse: 'groups' }),
  },
});

/**
 * One event an installation reported (spec, domain "software-stat"): which, in which version (and
 * from which, for an update), when, on which system. `originSignature` is the host it was sent from,
 * when known; a stat from a banned origin is refused (`stats-banned-origins`).
 */
export const softwareStats = defineResource({
  type: 'software-stats',
  feature: 'softwareStats',
  adminCategory: 'software',
  defaultSort: ['-recordedAt'],
  filters: ['event', 'installation', 'origin', 'system'],
  indexes: [['installation', 'recordedAt'], ['event', 'recordedAt']],
  attributes: {
    version: text({ max: 64 }),
    fromVersion: text({ max: 64 }),
    recordedAt: datetime({ required: true }),
    system: text({ max: 255 }),
    originSignature: text({ max: 255 }),
  },
  relationships: {
    event: toOne('stats-events', { required: true, onDelete: 'restrict' }),
    origin: toOne('stats-origins', { onDelete: 'restrict' }),
    installation: toOne('software-installations', { required: true, onDelete: 'cascade' }),
  },
});
