import {
  accessLevels,
  accountDocuments,
  accountTransactions,
  mailingTemplates,
  newsletterTypes,
  organizationYearStates,
  adminTags,
  jobs,
  newsletterFrequencies,
  organizations,
  organizationTypes,
  rentalInvoicingStrategies,
  roles,
  secondaryEmailAddresses,
  userCategories,
  users,
  validationRequests,
  validationRequestStatuses,
} from '@relais/domain';
import { adminOnlyPolicy, publicReadPolicy } from '../../policies/defaults.ts';
import { defineKind } from '../define-kind.ts';
import type { KindBinding } from '../define-kind.ts';
import { accountDocumentsHooks, accountDocumentsPolicy, accountTransactionsPolicy } from './account-records.ts';
import { organizationYearStatesHooks, organizationYearStatesPolicy } from './organization-year-states.ts';
import { organizationsHooks, organizationsPolicy } from './organizations.ts';
import { secondaryEmailAddressesHooks, secondaryEmailAddressesPolicy } from './secondary-email-addresses.ts';
import { usersHooks, usersPolicy } from './users.ts';
import { validationRequestsHooks, validationRequestsPolicy } from './validation-requests.ts';

/** The account and community kinds (users, their organizations and requests) with their policies and hooks. */
export const ACCOUNT_KINDS: readonly KindBinding[] = [
  defineKind(users, { policy: usersPolicy, hooks: usersHooks }),
  defineKind(roles, { policy: publicReadPolicy }),
  defineKind(accessLevels, { policy: publicReadPolicy }),
  // Reference lists the registration and profile forms offer to anyone.
  defineKind(jobs, { policy: publicReadPolicy }),
  defineKind(organizationTypes, { policy: publicReadPolicy }),
  defineKind(validationRequestStatuses, { policy: publicReadPolicy }),
  defineKind(newsletterFrequencies, { policy: publicReadPolicy }),
  defineKind(rentalInvoicingStrategies, { policy: publicReadPolicy }),
  defineKind(userCategories, { policy: adminOnlyPolicy }),
  defineKind(adminTags, { policy: adminOnlyPolicy }),
  defineKind(organizations, { policy: organizationsPolicy, hooks: organizationsHooks }),
  defineKind(secondaryEmailAddresses, { policy: secondaryEmailAddressesPolicy, hooks: secondaryEmailAddressesHooks }),
  defineKind(validationRequests, { policy: validationRequestsPolicy, hooks: validationRequestsHooks }),
  defineKind(organizationYearStates, { policy: organizationYearStatesPolicy, hooks: organizationYearStatesHooks }),
  defineKind(accountTransactions, { policy: accountTransactionsPolicy }),
  defineKind(accountDocuments, { policy: accountDocumentsPolicy, hooks: accountDocumentsHooks }),
  // Newsletters people subscribe to; the mailings stay the administrators' (the default).
  defineKind(newsletterTypes, { policy: publicReadPolicy }),
  defineKind(mailingTemplates, { policy: adminOnlyPolicy }),
];
