import { describe, expect, it } from 'vitest';
import { RENTAL_STEP_TYPES } from '../constants/rental.ts';
import type { RentalStepStatus, RentalStepType } from '../constants/rental.ts';
import { rentalCommandAlerts, rentalCommandFlags, rentalCommandStatus, stepDisplayColor } from './rental-status.ts';
import type { RentalCommandFacts, RentalStepFacts } from './rental-status.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-10T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * DAY);

/** A command running from 10 days ago to 20 days ahead, picked up, with the given steps. */
function command(steps: Partial<Record<RentalStepType, RentalStepStatus | [RentalStepStatus, Date]>>, overrides: Partial<RentalCommandFacts> = {}): RentalCommandFacts {
  const list: RentalStepFacts[] = Object.entries(steps).map(([stepType, value]) =>
    Array.isArray(value) ? { stepType: stepType as RentalStepType, status: value[0], doneAt: value[1] } : { stepType: stepType as RentalStepType, status: value as RentalStepStatus },
  );
  return { rentalStrategy: 'pick_up', startAt: inDays(-10), endAt: inDays(20), createdAt: inDays(-30), steps: list, ...overrides };
}

describe('the derived status of a rental command', () => {
  it('is cancelled as soon as a cancellation step exists, whatever else holds', () => {
    expect(rentalCommandStatus(command({ cancellation: 'success', return: 'success' }), now)).toBe('cancelled');
    expect(rentalCommandStatus(command({ cancellation: 'pending' }, { startAt: inDays(3) }), now)).toBe('cancelled');
  });

  it('does not count a hidden cancellation step', () => {
    expect(rentalCommandStatus(command({ cancellation: 'hidden' }), now)).toBe('running');
  });

  it('is finished once the return step succeeded', () => {
    expect(rentalCommandStatus(command({ return: 'success' }, { endAt: inDays(-1) }), now)).toBe('finished');
  });

  it('waits for the return when the end is within 5 days and the return step waits', () => {
    expect(rentalCommandStatus(command({ return: 'waiting' }, { endAt: inDays(5) }), now)).toBe('waitingReturn');
    expect(rentalCommandStatus(command({ return: 'waiting' }, { endAt: inDays(-2) }), now)).toBe('waitingReturn');
    expect(rentalCommandStatus(command({ return: 'waiting' }, { endAt: new Date(inDays(5).getTime() + 1) }), now)).toBe('finishing');
    expect(rentalCommandStatus(command({ return: 'pending' }, { endAt: inDays(3) }), now)).toBe('finishing');
  });

  it('is finishing when the end is within one week', () => {
    expect(rentalCommandStatus(command({}, { endAt: inDays(7) }), now)).toBe('finishing');
    expect(rentalCommandStatus(command({}, { endAt: new Date(inDays(7).getTime() + 1) }), now)).toBe('running');
  });

  it('is coming when it starts in the future, running otherwise', () => {
    expect(rentalCommandStatus(command({}, { startAt: inDays(2), endAt: inDays(12) }), now)).toBe('coming');
    expect(rentalCommandStatus(command({}, { startAt: now, endAt: inDays(12) }), now)).toBe('running');
  });

  it('puts finishing before coming: a short rental starting tomorrow is finishing', () => {
    expect(rentalCommandStatus(command({}, { startAt: inDays(1), endAt: inDays(4) }), now)).toBe('finishing');
  });
});

describe('the derived flags of a rental command', () => {
  it('requires validation, payment or preparation while that step waits', () => {
    const flags = rentalCommandFlags(command({ validation: 'waiting', payment: 'waiting', preparation: 'waiting' }));
    expect(flags).toMatchObject({ requiresValidation: true, requiresPayment: true, requiresPreparation: true, isPrepared: false });
    expect(rentalCommandFlags(command({ validation: 'pending', payment: 'success', preparation: 'error' }))).toMatchObject({ requiresValidation: false, requiresPayment: false, requiresPreparation: false });
  });

  it('requires the contract while its step waits or failed without doneAt, and its validation once sent', () => {
    expect(rentalCommandFlags(command({ contract: 'waiting' }))).toMatchObject({ requiresContract: true, requiresContractValidation: false });
    expect(rentalCommandFlags(command({ contract: 'error' }))).toMatchObject({ requiresContract: true, requiresContractValidation: false });
    expect(rentalCommandFlags(command({ contract: ['waiting', inDays(-1)] }))).toMatchObject({ requiresContract: false, requiresContractValidation: true });
    expect(rentalCommandFlags(command({ contract: ['error', inDays(-1)] }))).toMatchObject({ requiresContract: false, requiresContractValidation: false });
  });

  it('waits for or requires the delivery of a prepared command that ships', () => {
    const shipping = { rentalStrategy: 'ship_to_address' as const, shippingAddress: { id: 'a1' } };
    expect(rentalCommandFlags(command({ preparation: 'success', delivery: 'waiting' }, shipping))).toMatchObject({ isPrepared: true, isWaitingDelivery: true, requiresDelivery: false, isWaitingRetrieval: false });
    expect(rentalCommandFlags(command({ preparation: 'success', delivery: 'pending' }, shipping))).toMatchObject({ isWaitingDelivery: false, requiresDelivery: true });
    expect(rentalCommandFlags(command({ preparation: 'waiting', delivery: 'pending' }, shipping))).toMatchObject({ requiresDelivery: false });
    expect(rentalCommandFlags(command({ preparation: 'success', delivery: 'pending' }))).toMatchObject({ requiresDelivery: false });
  });

  it('waits for or requires the retrieval of a prepared command picked up, mixed without an address included', () => {
    expect(rentalCommandFlags(command({ preparation: 'success', retrieval: 'waiting' }))).toMatchObject({ isWaitingRetrieval: true, requiresRetrieval: false });
    expect(rentalCommandFlags(command({ preparation: 'success', retrieval: 'pending' }, { rentalStrategy: 'mixed', shippingAddress: null }))).toMatchObject({ requiresRetrieval: true });
    expect(rentalCommandFlags(command({ preparation: 'success', retrieval: 'pending' }, { rentalStrategy: 'mixed', shippingAddress: 'a1' }))).toMatchObject({ requiresRetrieval: false });
    expect(rentalCommandFlags(command({ preparation: 'success', delivery: 'pending' }, { rentalStrategy: 'mixed', shippingAddress: 'a1' }))).toMatchObject({ requiresDelivery: true });
  });

  it('waits for the closure of a returned command', () => {
    expect(rentalCommandFlags(command({ return: 'success', closure: 'waiting' }))).toMatchObject({ isReturned: true, isWaitingClosure: true });
    expect(rentalCommandFlags(command({ return: 'waiting', closure: 'waiting' }))).toMatchObject({ isWaitingClosure: false });
  });

  it('turns every flag off once cancelled', () => {
    const all = Object.fromEntries(RENTAL_STEP_TYPES.map((type) => [type, 'waiting'])) as Record<RentalStepType, RentalStepStatus>;
    const flags = rentalCommandFlags(command({ ...all, preparation: 'success', return: 'success' }));
    expect(Object.values(flags).every((flag) => flag === false)).toBe(true);
  });
});

describe('the alerts of a rental command', () => {
  it('tells of a validation, a delivery or a retrieval waiting, as information', () => {
    expect(rentalCommandAlerts(command({ validation: 'waiting' }))).toEqual([{ kind: 'validation', severity: 'info' }]);
    expect(rentalCommandAlerts(command({ preparation: 'success', retrieval: 'waiting' }))).toEqual([{ kind: 'retrieval', severity: 'info' }]);
    expect(rentalCommandAlerts(command({ preparation: 'success', delivery: 'waiting' }, { rentalStrategy: 'ship_to_address', shippingAddress: 'a1' }))).toEqual([{ kind: 'delivery', severity: 'info' }]);
  });

  it('warns that contract and payment are due 7 days after validation', () => {
    const validatedAt = new Date('2026-03-01T09:00:00Z');
    const alerts = rentalCommandAlerts(command({ validation: ['success', validatedAt], contract: 'waiting', payment: 'waiting' }));
    expect(alerts).toEqual([
      { kind: 'contract', severity: 'warning', dueAt: new Date('2026-03-08T09:00:00Z') },
      { kind: 'payment', severity: 'warning', dueAt: new Date('2026-03-08T09:00:00Z') },
    ]);
  });

  it('counts the 7 days from creation while the command is not validated', () => {
    const createdAt = new Date('2026-02-20T00:00:00Z');
    expect(rentalCommandAlerts(command({ payment: 'waiting' }, { createdAt }))).toEqual([{ kind: 'payment', severity: 'warning', dueAt: new Date('2026-02-27T00:00:00Z') }]);
  });

  it('warns that the return is due by the end date', () => {
    expect(rentalCommandAlerts(command({ return: 'waiting' }))).toEqual([{ kind: 'return', severity: 'warning', dueAt: inDays(20) }]);
  });

  it('shows nothing once cancelled', () => {
    expect(rentalCommandAlerts(command({ validation: 'waiting', payment: 'waiting', cancellation: 'success' }))).toEqual([]);
  });
});

describe('the display colour of a step', () => {
  it('is grey when hidden, warning when waiting except the return, error, success, info otherwise', () => {
    expect(stepDisplayColor({ stepType: 'payment', status: 'hidden' })).toBe('grey');
    expect(stepDisplayColor({ stepType: 'payment', status: 'waiting' })).toBe('warning');
    expect(stepDisplayColor({ stepType: 'return', status: 'waiting' })).toBe('info');
    expect(stepDisplayColor({ stepType: 'contract', status: 'error' })).toBe('error');
    expect(stepDisplayColor({ stepType: 'closure', status: 'success' })).toBe('success');
    expect(stepDisplayColor({ stepType: 'delivery', status: 'pending' })).toBe('info');
  });
});
