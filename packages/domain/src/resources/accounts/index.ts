import type { ResourceDefinition } from '../../registry/resource.ts';
import { accessLevels } from './access-levels.resource.ts';
import { jobs } from './jobs.resource.ts';
import { roles } from './roles.resource.ts';
import { secondaryEmailAddresses } from './secondary-email-addresses.resource.ts';
import { userCategories } from './user-categories.resource.ts';
import { users } from './users.resource.ts';
import { validationRequestStatuses, validationRequests } from './validation-requests.resource.ts';

/** The accounts kinds, in registry order. An area adds its kind here, in its own folder, and nowhere else. */
export const ACCOUNTS_RESOURCES = [users, roles, accessLevels, jobs, userCategories, secondaryEmailAddresses, validationRequestStatuses, validationRequests] as const satisfies readonly ResourceDefinition[];

export * from './access-levels.resource.ts';
export * from './jobs.resource.ts';
export * from './roles.resource.ts';
export * from './secondary-email-addresses.resource.ts';
export * from './user-categories.resource.ts';
export * from './users.resource.ts';
export * from './validation-requests.resource.ts';
