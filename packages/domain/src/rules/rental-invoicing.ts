import { NO_VAT_INVOICING_STRATEGIES } from '../constants/rental.ts';

/**
 * Replacing an item on a command's line and invoicing a month of commands (issue 26 items 4 and 5).
 *
 * A line is replaced by a new line of the same command and model holding another item, its
 * `replace` naming the old one: the old line is kept (the history the `replacements` relation
 * reads) but no longer counts, neither in the items the command holds nor in its invoice.
 *
 * A member invoiced monthly (`rentalMonthlyInvoicing`) receives, once a month has ended, one
 * invoice for the commands validated by then, neither cancelled nor yet on an invoice of theirs.
 */

export type ReplacementRule = 'replaced' | 'closed' | 'model' | 'same_item' | 'taken';

export interface ReplacementBreach {
  field: 'replace' | 'item';
  rule: ReplacementRule;
}

export interface ReplacedLine {
  rentalModelId: string;
  itemId: string | null;
  /** The line already has a replacement: only its newest replacement can be replaced in turn. */
  replaced: boolean;
  /** The command is cancelled or its equipment is back: nothing on it changes any more. */
  commandClosed: boolean;
}

export interface ReplacementItem {
  id: string;
  rentalModelId: string;
  /** Another live line holds this item over an overlapping period. */
  heldElsewhere: boolean;
}

/** What forbids putting `item` in place of `line`'s item; empty when it may. */
export function replacementBreaches(line: ReplacedLine, item: ReplacementItem): ReplacementBreach[] {
  const breaches: ReplacementBreach[] = [];
  if (line.replaced) breaches.push({ field: 'replace', rule: 'replaced' });
  if (line.commandClosed) breaches.push({ field: 'replace', rule: 'closed' });
  if (item.rentalModelId !== line.rentalModelId) breaches.push({ field: 'item', rule: 'model' });
  else if (item.id === line.itemId) breaches.push({ field: 'item', rule: 'same_item' });
  else if (item.heldElsewhere) breaches.push({ field: 'item', rule: 'taken' });
  return breaches;
}

/** The lines that count (priced, holding an item): those no other line replaces. */
export function currentLines<T extends { id: string; replaceId?: string | null }>(lines: readonly T[]): T[] {
  const replaced = new Set(lines.map((line) => line.replaceId).filter((id): id is string => !!id));
  return lines.filter((line) => !replaced.has(line.id));
}

/** Whether a rental invoicing strategy (by id) invoices without VAT (spec: no_vat and no_vat_debit_note). */
export const isWithoutVat = (strategy: string | null | undefined) => !!strategy && (NO_VAT_INVOICING_STRATEGIES as readonly string[]).includes(strategy);

/** A calendar month, `YYYY-MM` (UTC). */
export type InvoiceMonth = string;

const monthText = (year: number, monthIndex: number) => `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}`;

/** The month before the one `now` is in (UTC): the month the monthly invoices are due for. */
export function monthToInvoice(now: Date): InvoiceMonth {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return month === 0 ? monthText(year - 1, 11) : monthText(year, month - 1);
}

/** The first instant of `month` and of the next one (UTC): the month's commands start in [from, to). */
export function monthBounds(month: InvoiceMonth): { from: Date; to: Date } {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return { from: new Date(Date.UTC(year, index, 1)), to: new Date(Date.UTC(year, index + 1, 1)) };
}

export const isInvoiceMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

export interface InvoiceableCommand {
  id: string;
  startAt: Date | string;
  /** The validation step succeeded. */
  validated: boolean;
  cancelled: boolean;
  /** Already on one of the member's monthly invoices. */
  invoiced: boolean;
}

/**
 * The commands a monthly invoice for `month` takes: validated, not cancelled, not invoiced yet,
 * starting before the month's end. A command validated late for a month already invoiced goes on
 * the next invoice rather than changing one already sent.
 */
export function commandsToInvoice<T extends InvoiceableCommand>(commands: readonly T[], month: InvoiceMonth): T[] {
  const { to } = monthBounds(month);
  return commands.filter((command) => command.validated && !command.cancelled && !command.invoiced && new Date(command.startAt).getTime() < to.getTime());
}
