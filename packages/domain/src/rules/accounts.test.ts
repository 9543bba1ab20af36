import { describe, expect, it } from 'vitest';
import { accountBalance } from './accounts.ts';

describe('an account balance', () => {
  it('adds credits and takes away debits, in cents', () => {
    expect(
      accountBalance([
        { amount: 15_000, operation: 'credit' },
        { amount: 4_250, operation: 'debit' },
        { amount: 99, operation: 'credit' },
      ]),
    ).toBe(10_849);
  });

  it('is zero without transactions and may go below zero', () => {
    expect(accountBalance([])).toBe(0);
    expect(accountBalance([{ amount: 500, operation: 'debit' }])).toBe(-500);
  });
});
