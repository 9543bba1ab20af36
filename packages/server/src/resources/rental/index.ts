import {
  addresses,
  rentalCommandItems,
  rentalCommands,
  rentalCommandSteps,
  rentalCommandStepStatuses,
  rentalCommandStepTypes,
  rentalItemConditions,
  rentalItems,
  rentalModelCategories,
  rentalModels,
  rentalStocks,
} from '@relais/domain';
import { defineKind } from '../define-kind.ts';
import type { KindBinding } from '../define-kind.ts';
import { addressesHooks, rentalCommandsHooks, rentalItemsHooks } from './hooks.ts';
import { rentalCommandItemsHooks } from './line-hooks.ts';
import { rentalCommandStepsHooks } from './step-hooks.ts';
import {
  addressesPolicy,
  rentalCataloguePolicy,
  rentalCommandItemsPolicy,
  rentalCommandsPolicy,
  rentalCommandStepsPolicy,
  rentalManagersPolicy,
} from './policies.ts';

/** The rental kinds (spec, domain "Rental"); `rental-invoicing-strategies` is bound with the accounts. */
export const RENTAL_KINDS: readonly KindBinding[] = [
  defineKind(rentalModelCategories, { policy: rentalCataloguePolicy }),
  defineKind(rentalModels, { policy: rentalCataloguePolicy }),
  defineKind(rentalItemConditions, { policy: rentalCataloguePolicy }),
  defineKind(rentalCommandStepTypes, { policy: rentalCataloguePolicy }),
  defineKind(rentalCommandStepStatuses, { policy: rentalCataloguePolicy }),
  defineKind(rentalStocks, { policy: rentalManagersPolicy }),
  defineKind(rentalItems, { policy: rentalManagersPolicy, hooks: rentalItemsHooks }),
  defineKind(addresses, { policy: addressesPolicy, hooks: addressesHooks }),
  defineKind(rentalCommands, { policy: rentalCommandsPolicy, hooks: rentalCommandsHooks }),
  defineKind(rentalCommandItems, { policy: rentalCommandItemsPolicy, hooks: rentalCommandItemsHooks }),
  defineKind(rentalCommandSteps, { policy: rentalCommandStepsPolicy, hooks: rentalCommandStepsHooks }),
];
