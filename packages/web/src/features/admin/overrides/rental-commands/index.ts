import { rentalCommands } from '@relais/domain';
import { defineOverride } from '../types.ts';
import { RENTAL_COMMAND_ACTIONS } from './actions.tsx';

/** rental-commands: moving a step, downloading the contract, invoice and signed contract. */
export const override = defineOverride(rentalCommands, { actions: RENTAL_COMMAND_ACTIONS });
