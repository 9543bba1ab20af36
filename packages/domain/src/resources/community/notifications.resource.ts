import { datetime, text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/**
 * A notice to one user (spec, domain "notification"); the server writes it, the user marks it read.
 * Some types force a page reload when opened (rules/community `notificationForcesReload`).
 */
export const notifications = defineResource({
  type: 'notifications',
  adminCategory: 'community',
  /** Newest first: the bell lists the latest. */
  defaultSort: ['-createdAt'],
  filters: ['user', 'notificationType', { name: 'unread', kind: 'isNull', field: 'readAt' }],
  indexes: [['userId', 'createdAt']],
  attributes: {
    notificationType: text({ required: true, min: 1, max: 100, privileged: true }),
    message: text({ required: true, min: 1, max: 1000, privileged: true }),
    details: text({ max: 5000, privileged: true }),
    actionUrl: text({ max: 2048, privileged: true }),
    readAt: datetime(),
  },
  relationships: {
    user: toOne('users', { required: true, privileged: true }),
  },
});
