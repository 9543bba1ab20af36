import { describe, expect, it } from 'vitest';
import { isRentalStepDone, rentalStepNotice, rentalStepPosition } from './rental-steps.ts';

describe('rental step notices', () => {
  it('tells the member what needs them, once per change', () => {
    expect(rentalStepNotice({ stepType: 'validation', status: 'success' }, 'waiting')).toBe('rentalValidated');
    expect(rentalStepNotice({ stepType: 'validation', status: 'error' }, 'waiting')).toBe('rentalRefused');
    expect(rentalStepNotice({ stepType: 'contract', status: 'waiting' }, null)).toBe('rentalContractReady');
    expect(rentalStepNotice({ stepType: 'contract', status: 'error' }, 'waiting')).toBe('rentalContractRejected');
    expect(rentalStepNotice({ stepType: 'payment', status: 'waiting' }, null)).toBe('rentalPaymentDue');
    expect(rentalStepNotice({ stepType: 'delivery', status: 'waiting' }, 'pending')).toBe('rentalShipped');
    expect(rentalStepNotice({ stepType: 'retrieval', status: 'waiting' }, 'pending')).toBe('rentalReadyForPickUp');
    expect(rentalStepNotice({ stepType: 'return', status: 'waiting' }, null)).toBe('rentalReturnDue');
    expect(rentalStepNotice({ stepType: 'closure', status: 'success' }, 'waiting')).toBe('rentalClosed');
    expect(rentalStepNotice({ stepType: 'cancellation', status: 'success' }, null)).toBe('rentalCancelled');
  });

  it('tells nothing of the team’s own steps, a hidden step, or a status that stays', () => {
    expect(rentalStepNotice({ stepType: 'preparation', status: 'success' }, 'waiting')).toBeNull();
    expect(rentalStepNotice({ stepType: 'payment', status: 'success' }, 'waiting')).toBeNull();
    expect(rentalStepNotice({ stepType: 'cancellation', status: 'hidden' }, null)).toBeNull();
    expect(rentalStepNotice({ stepType: 'contract', status: 'waiting' }, 'waiting')).toBeNull();
  });

  it('places steps in the spec’s order and dates the closing statuses', () => {
    expect(rentalStepPosition('validation')).toBe(0);
    expect(rentalStepPosition('cancellation')).toBe(8);
    expect(isRentalStepDone('success')).toBe(true);
    expect(isRentalStepDone('error')).toBe(true);
    expect(isRentalStepDone('waiting')).toBe(false);
  });
});
