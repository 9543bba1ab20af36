import type { ResourceDefinition } from '../../registry/resource.ts';
import { rentalItemConditions, rentalItems, rentalModelCategories, rentalModels, rentalStocks } from './rental-catalogue.resource.ts';
import { addresses, rentalCommandItems, rentalCommandStepStatuses, rentalCommandStepTypes, rentalCommandSteps, rentalCommands } from './rental-commands.resource.ts';
import { rentalInvoicingStrategies } from './rental-invoicing-strategies.resource.ts';

/** The rental kinds, in registry order. An area adds its kind here, in its own folder, and nowhere else. */
export const RENTAL_RESOURCES = [rentalInvoicingStrategies, rentalModelCategories, rentalModels, rentalItemConditions, rentalStocks, rentalItems, rentalCommandStepTypes, rentalCommandStepStatuses, addresses, rentalCommands, rentalCommandItems, rentalCommandSteps] as const satisfies readonly ResourceDefinition[];

export * from './rental-catalogue.resource.ts';
export * from './rental-commands.resource.ts';
export * from './rental-invoicing-strategies.resource.ts';
