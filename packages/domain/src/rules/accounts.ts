import type { AccountOperation } from '../resources/coupons/accounts.resource.ts';

/** Account rules (spec, domain "Coupons and accounts"): a transaction's amount is in cents, its operation gives the direction. */

/** The balance of an account in cents: credits minus debits. */
export const accountBalance = (transactions: readonly { amount: number; operation: AccountOperation }[]) =>
  transactions.reduce((balance, { amount, operation }) => (operation === 'credit' ? balance + amount : balance - amount), 0);
