import { RENTAL_STEP_TYPES } from '../constants/rental.ts';
import type { RentalStepStatus, RentalStepType } from '../constants/rental.ts';

/**
 * How the team moves a command's steps (issue 26 item 4): what the member is told when a step
 * changes, and when a step counts as done.
 */

/** What the member is mailed about; each is a `notifications` message of its own (language lines). */
export const RENTAL_STEP_NOTICES = [
  'rentalValidated',
  'rentalRefused',
  'rentalContractReady',
  'rentalContractRejected',
  'rentalPaymentDue',
  'rentalShipped',
  'rentalReadyForPickUp',
  'rentalReturnDue',
  'rentalClosed',
  'rentalCancelled',
] as const;
export type RentalStepNotice = (typeof RENTAL_STEP_NOTICES)[number];

const NOTICES: Partial<Record<RentalStepType, Partial<Record<RentalStepStatus, RentalStepNotice>>>> = {
  validation: { success: 'rentalValidated', error: 'rentalRefused' },
  contract: { waiting: 'rentalContractReady', error: 'rentalContractRejected' },
  payment: { waiting: 'rentalPaymentDue' },
  delivery: { waiting: 'rentalShipped' },
  retrieval: { waiting: 'rentalReadyForPickUp' },
  return: { waiting: 'rentalReturnDue' },
  closure: { success: 'rentalClosed' },
  cancellation: { pending: 'rentalCancelled', waiting: 'rentalCancelled', success: 'rentalCancelled', error: 'rentalCancelled' },
};

/**
 * The notice a step's change sends the member, or null when it needs nothing of them: the
 * decision on their command, a contract to sign (or sign again), a payment due, equipment shipped
 * or ready to pick up, the return due, the closure and a cancellation. The team's own steps
 * (preparation, a payment received, a delivery done) tell nobody. Nothing when the status stays.
 */
export function rentalStepNotice(step: { stepType: RentalStepType; status: RentalStepStatus }, previous: RentalStepStatus | null): RentalStepNotice | null {
  if (previous === step.status) return null;
  return NOTICES[step.stepType]?.[step.status] ?? null;
}

/** A step's place in the timeline: the spec's order of step types. */
export const rentalStepPosition = (stepType: RentalStepType) => RENTAL_STEP_TYPES.indexOf(stepType);

/** Whether a status closes its step (it then carries the day it was done). */
export const isRentalStepDone = (status: RentalStepStatus) => status === 'success' || status === 'error';
