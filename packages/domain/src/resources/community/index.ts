import type { ResourceDefinition } from '../../registry/resource.ts';
import { adminTags } from './admin-tags.resource.ts';
import { comments } from './comments.resource.ts';
import { historyActionTypes, historyActions } from './history.resource.ts';
import { likes } from './likes.resource.ts';
import { notifications } from './notifications.resource.ts';
import { organizationTypes } from './organization-types.resource.ts';
import { organizationYearStates } from './organization-year-states.resource.ts';
import { organizations } from './organizations.resource.ts';
import { reminders } from './reminders.resource.ts';
import { reports } from './reports.resource.ts';

/** The community kinds, in registry order. An area adds its kind here, in its own folder, and nowhere else. */
export const COMMUNITY_RESOURCES = [adminTags, organizationTypes, organizations, comments, likes, reports, notifications, reminders, historyActionTypes, historyActions, organizationYearStates] as const satisfies readonly ResourceDefinition[];

export * from './admin-tags.resource.ts';
export * from './comments.resource.ts';
export * from './history.resource.ts';
export * from './interaction-targets.ts';
export * from './likes.resource.ts';
export * from './notifications.resource.ts';
export * from './organization-types.resource.ts';
export * from './organization-year-states.resource.ts';
export * from './organizations.resource.ts';
export * from './reminders.resource.ts';
export * from './reports.resource.ts';
