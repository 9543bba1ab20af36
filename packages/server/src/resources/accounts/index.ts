import { adminOnlyPolicy, publicReadPolicy } from '../../policies/defaults.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import type { ResourceHooks } from '../hooks.ts';
import { organizationsHooks, organizationsPolicy } from './organizations.ts';
import { secondaryEmailAddressesHooks, secondaryEmailAddressesPolicy } from './secondary-email-addresses.ts';
import { usersHooks, usersPolicy } from './users.ts';
import { validationRequestsHooks, validationRequestsPolicy } from './validation-requests.ts';

/** Policies of the account and community kinds (users, their organizations and requests). */
export const ACCOUNT_POLICIES: Record<string, ResourcePolicy> = {
  users: usersPolicy,
  roles: publicReadPolicy,
  'access-levels': publicReadPolicy,
  // Reference lists the registration and profile forms offer to anyone.
  jobs: publicReadPolicy,
  'organization-types': publicReadPolicy,
  'validation-request-statuses': publicReadPolicy,
  'newsletter-frequencies': publicReadPolicy,
  'rental-invoicing-strategies': publicReadPolicy,
  'user-categories': adminOnlyPolicy,
  'admin-tags': adminOnlyPolicy,
  organizations: organizationsPolicy,
  'secondary-email-addresses': secondaryEmailAddressesPolicy,
  'validation-requests': validationRequestsPolicy,
};

export const ACCOUNT_HOOKS: Record<string, ResourceHooks> = {
  users: usersHooks,
  organizations: organizationsHooks,
  'secondary-email-addresses': secondaryEmailAddressesHooks,
  'validation-requests': validationRequestsHooks,
};
