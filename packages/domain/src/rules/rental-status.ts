import {
  RENTAL_CONTRACT_PAYMENT_DEADLINE_MS,
  RENTAL_FINISHING_WINDOW_MS,
  RENTAL_WAITING_RETURN_WINDOW_MS,
} from '../constants/rental.ts';
import type { RentalStepStatus, RentalStepType } from '../constants/rental.ts';
import { usesPickUp, usesShipping } from './rental-strategies.ts';
import type { StrategyFacts } from './rental-strategies.ts';

/** What a rental command's status, flags and alerts read (spec, domain §4). */
export interface RentalStepFacts {
  stepType: RentalStepType;
  status: RentalStepStatus;
  doneAt?: Date | string | null;
}

export interface RentalCommandFacts extends StrategyFacts {
  startAt: Date | string;
  endAt: Date | string;
  createdAt: Date | string;
  steps: readonly RentalStepFacts[];
}

export type RentalCommandStatus = 'cancelled' | 'finished' | 'waitingReturn' | 'finishing' | 'coming' | 'running';

const time = (value: Date | string) => new Date(value).getTime();

/** A command's step of a type; a hidden step counts as absent (docs/decisions.md). */
export const stepOf = (command: Pick<RentalCommandFacts, 'steps'>, type: RentalStepType) =>
  command.steps.find((step) => step.stepType === type && step.status !== 'hidden');

const statusOf = (command: Pick<RentalCommandFacts, 'steps'>, type: RentalStepType) => stepOf(command, type)?.status;

export const isCancelled = (command: Pick<RentalCommandFacts, 'steps'>) => stepOf(command, 'cancellation') !== undefined;

/**
 * The derived status, the first that holds of: cancelled (a cancellation step), finished (return
 * succeeded), waitingReturn (end within 5 days, return waiting), finishing (end within a week),
 * coming (start in the future), running. An end already past counts as within the window.
 */
export function rentalCommandStatus(command: RentalCommandFacts, now: Date): RentalCommandStatus {
  if (isCancelled(command)) return 'cancelled';
  if (statusOf(command, 'return') === 'success') return 'finished';
  const untilEnd = time(command.endAt) - now.getTime();
  if (untilEnd <= RENTAL_WAITING_RETURN_WINDOW_MS && statusOf(command, 'return') === 'waiting') return 'waitingReturn';
  if (untilEnd <= RENTAL_FINISHING_WINDOW_MS) return 'finishing';
  if (time(command.startAt) > now.getTime()) return 'coming';
  return 'running';
}

export interface RentalCommandFlags {
  requiresValidation: boolean;
  requiresContract: boolean;
  requiresContractValidation: boolean;
  requiresPayment: boolean;
  requiresPreparation: boolean;
  isPrepared: boolean;
  isWaitingDelivery: boolean;
  requiresDelivery: boolean;
  isWaitingRetrieval: boolean;
  requiresRetrieval: boolean;
  isReturned: boolean;
  isWaitingClosure: boolean;
}

const NONE: RentalCommandFlags = {
  requiresValidation: false,
  requiresContract: false,
  requiresContractValidation: false,
  requiresPayment: false,
  requiresPreparation: false,
  isPrepared: false,
  isWaitingDelivery: false,
  requiresDelivery: false,
  isWaitingRetrieval: false,
  requiresRetrieval: false,
  isReturned: false,
  isWaitingClosure: false,
};

/** Every derived flag of a command (spec, domain §4); all false once it is cancelled. */
export function rentalCommandFlags(command: RentalCommandFacts): RentalCommandFlags {
  if (isCancelled(command)) return NONE;
  const contract = stepOf(command, 'contract');
  const contractDone = !!contract?.doneAt;
  const isPrepared = statusOf(command, 'preparation') === 'success';
  const isReturned = statusOf(command, 'return') === 'success';
  const ships = isPrepared && usesShipping(command);
  const picksUp = isPrepared && usesPickUp(command);
  return {
    requiresValidation: statusOf(command, 'validation') === 'waiting',
    requiresContract: (contract?.status === 'waiting' || contract?.status === 'error') && !contractDone,
    requiresContractValidation: contract?.status === 'waiting' && contractDone,
    requiresPayment: statusOf(command, 'payment') === 'waiting',
    requiresPreparation: statusOf(command, 'preparation') === 'waiting',
    isPrepared,
    isWaitingDelivery: ships && statusOf(command, 'delivery') === 'waiting',
    requiresDelivery: ships && statusOf(command, 'delivery') === 'pending',
    isWaitingRetrieval: picksUp && statusOf(command, 'retrieval') === 'waiting',
    requiresRetrieval: picksUp && statusOf(command, 'retrieval') === 'pending',
    isReturned,
    isWaitingClosure: isReturned && statusOf(command, 'closure') === 'waiting',
  };
}

export type RentalAlertKind = 'validation' | 'delivery' | 'retrieval' | 'contract' | 'payment' | 'return';

export interface RentalAlert {
  kind: RentalAlertKind;
  severity: 'info' | 'warning';
  /** For warnings: when the contract, the payment or the return is due. */
  dueAt?: Date;
}

/**
 * The alerts shown on a command (spec, domain §4): waiting for validation, delivery or retrieval
 * (info); contract or payment due 7 days after validation (creation until validated), and the
 * return due by the end date (warnings).
 */
export function rentalCommandAlerts(command: RentalCommandFacts): RentalAlert[] {
  if (isCancelled(command)) return [];
  const flags = rentalCommandFlags(command);
  const validation = stepOf(command, 'validation');
  const validatedAt = validation?.status === 'success' && validation.doneAt ? validation.doneAt : command.createdAt;
  const deadline = new Date(time(validatedAt) + RENTAL_CONTRACT_PAYMENT_DEADLINE_MS);
  const alerts: RentalAlert[] = [];
  if (flags.requiresValidation) alerts.push({ kind: 'validation', severity: 'info' });
  if (flags.isWaitingDelivery) alerts.push({ kind: 'delivery', severity: 'info' });
  if (flags.isWaitingRetrieval) alerts.push({ kind: 'retrieval', severity: 'info' });
  if (flags.requiresContract) alerts.push({ kind: 'contract', severity: 'warning', dueAt: deadline });
  if (flags.requiresPayment) alerts.push({ kind: 'payment', severity: 'warning', dueAt: deadline });
  if (statusOf(command, 'return') === 'waiting') alerts.push({ kind: 'return', severity: 'warning', dueAt: new Date(time(command.endAt)) });
  return alerts;
}

export type StepDisplayColor = 'grey' | 'info' | 'success' | 'warning' | 'error';

/** A step's colour: hidden grey; waiting warning, except the return's; error; success; the rest info. */
export function stepDisplayColor(step: Pick<RentalStepFacts, 'stepType' | 'status'>): StepDisplayColor {
  if (step.status === 'hidden') return 'grey';
  if (step.status === 'waiting' && step.stepType !== 'return') return 'warning';
  if (step.status === 'error') return 'error';
  if (step.status === 'success') return 'success';
  return 'info';
}
