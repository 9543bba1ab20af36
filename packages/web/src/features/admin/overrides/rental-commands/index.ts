import { rentalCommands } from '@relais/domain';
import { defineOverride } from '../types.ts';
import { RENTAL_COMMAND_ACTIONS, RENTAL_COMMAND_LIST_ACTIONS } from './actions.tsx';

/** rental-commands: moving a step, replacing an item, downloading the contract, invoice and signed contract; issuing last month's invoices from the list. */
export const override = defineOverride(rentalCommands, { actions: RENTAL_COMMAND_ACTIONS, listActions: RENTAL_COMMAND_LIST_ACTIONS });
