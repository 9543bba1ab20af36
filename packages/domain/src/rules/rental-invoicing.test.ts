import { describe, expect, it } from 'vitest';
import { commandsToInvoice, currentLines, isInvoiceMonth, isWithoutVat, monthBounds, monthToInvoice, replacementBreaches } from './rental-invoicing.ts';

const line = { rentalModelId: 'm1', itemId: 'i1', replaced: false, commandClosed: false };
const item = { id: 'i2', rentalModelId: 'm1', heldElsewhere: false };

describe('replacing an item on a line', () => {
  it('allows another free item of the same model on a live, unreplaced line', () => {
    expect(replacementBreaches(line, item)).toEqual([]);
    expect(replacementBreaches({ ...line, itemId: null }, item)).toEqual([]);
  });
  it('refuses a line already replaced, or on a closed command', () => {
    expect(replacementBreaches({ ...line, replaced: true }, item)).toEqual([{ field: 'replace', rule: 'replaced' }]);
    expect(replacementBreaches({ ...line, commandClosed: true }, item)).toEqual([{ field: 'replace', rule: 'closed' }]);
  });
  it('refuses an item of another model, the same item, or one held elsewhere', () => {
    expect(replacementBreaches(line, { ...item, rentalModelId: 'm2' })).toEqual([{ field: 'item', rule: 'model' }]);
    expect(replacementBreaches(line, { ...item, id: 'i1' })).toEqual([{ field: 'item', rule: 'same_item' }]);
    expect(replacementBreaches(line, { ...item, heldElsewhere: true })).toEqual([{ field: 'item', rule: 'taken' }]);
  });
  it('counts only the lines no other line replaces', () => {
    const lines = [{ id: 'a' }, { id: 'b', replaceId: null }, { id: 'c', replaceId: 'a' }, { id: 'd', replaceId: 'c' }];
    expect(currentLines(lines).map((row) => row.id)).toEqual(['b', 'd']);
  });
});

describe('monthly invoicing', () => {
  it('invoices the month before the current one, across a year', () => {
    expect(monthToInvoice(new Date('2030-03-01T00:00:00Z'))).toBe('2030-02');
    expect(monthToInvoice(new Date('2030-03-31T23:59:59Z'))).toBe('2030-02');
    expect(monthToInvoice(new Date('2030-01-15T12:00:00Z'))).toBe('2029-12');
  });
  it('bounds a month in UTC and refuses what is not a month', () => {
    expect(monthBounds('2029-12')).toEqual({ from: new Date('2029-12-01T00:00:00Z'), to: new Date('2030-01-01T00:00:00Z') });
    expect(() => monthBounds('2029-13')).toThrow(RangeError);
    expect(isInvoiceMonth('2030-02')).toBe(true);
    expect(isInvoiceMonth('2030-2')).toBe(false);
  });
  it('takes the validated commands started before the month ends, not cancelled nor already invoiced', () => {
    const base = { startAt: '2030-02-10T00:00:00Z', validated: true, cancelled: false, invoiced: false };
    const commands = [
      { ...base, id: 'ok' },
      { ...base, id: 'late', startAt: '2030-01-20T00:00:00Z' },
      { ...base, id: 'next-month', startAt: '2030-03-01T00:00:00Z' },
      { ...base, id: 'waiting', validated: false },
      { ...base, id: 'cancelled', cancelled: true },
      { ...base, id: 'invoiced', invoiced: true },
    ];
    expect(commandsToInvoice(commands, '2030-02').map((command) => command.id)).toEqual(['ok', 'late']);
  });
  it('knows the no-VAT strategies', () => {
    expect([isWithoutVat('no_vat'), isWithoutVat('no_vat_debit_note'), isWithoutVat('vat'), isWithoutVat(null)]).toEqual([true, true, false, false]);
  });
});
