import type { rentalCommandItems, ReplacementBreach } from '@relais/domain';
import { replacementBreaches } from '@relais/domain';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { relationshipPointer, validationFailed } from '../../http/errors.ts';
import { commandReleased, lineReplaced } from '../../services/rental-availability.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';

const REPLACEMENT_DETAIL: Record<ReplacementBreach['rule'], string> = {
  replaced: 'This line was already replaced: replace its newest replacement.',
  closed: 'The command is cancelled or returned: its lines no longer change.',
  model: 'The new item must be a unit of the line’s model.',
  same_item: 'The new item is the one the line already holds.',
  taken: 'This item is already on another command over these dates.',
};

/** Whether a live line other than `exceptLine` holds `itemId` over a period overlapping `period`. */
async function itemHeldElsewhere(tx: Executor, itemId: string, period: { startAt: Date; endAt: Date }, exceptLine: string): Promise<boolean> {
  const lines = tablesOf('rental-command-items').table;
  const commands = tablesOf('rental-commands').table;
  const rows = await tx
    .select({ id: lines.id })
    .from(lines)
    .innerJoin(commands, eq(lines.commandId, commands.id))
    .where(
      and(
        eq(lines.itemId, itemId),
        ne(lines.id, exceptLine),
        lt(commands.startAt, period.endAt),
        gt(commands.endAt, period.startAt),
        sql`not ${commandReleased(commands.id)}`,
        sql`not ${lineReplaced()}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * A command's lines (issue 26 item 4): a rental manager replaces a line's item by creating a line
 * whose `replace` names it (rules/rental-invoicing.ts). The replaced line is locked first, so two
 * replacements of one line are made one after the other and the second is refused; the new item's
 * row too, so one item is not put on two lines at once. The new line takes the old one's command,
 * model, price and status; the old one stays as history and no longer counts. Which line a line
 * replaces is set when it is created, never changed.
 */
export const rentalCommandItemsHooks: ResourceHooks<typeof rentalCommandItems> = {
  async beforeWrite({ tx, action, values, before }) {
    if (action === 'update') {
      if (values.replaceId !== undefined && values.replaceId !== before?.replaceId) {
        throw validationFailed([{ pointer: relationshipPointer('replace'), rule: 'read_only', detail: 'A replacement is made by adding a line that replaces this one.' }]);
      }
      return;
    }
    const replaceId = values.replaceId as string | null | undefined;
    if (!replaceId) return;
    if (!values.itemId) throw validationFailed([{ pointer: relationshipPointer('item'), rule: 'required', detail: 'Choose the item that replaces the line’s.' }]);
    const lines = tablesOf('rental-command-items').table;
    const commands = tablesOf('rental-commands').table;
    const [line] = await tx.select().from(lines).where(eq(lines.id, replaceId)).for('update');
    if (!line) throw validationFailed([{ pointer: relationshipPointer('replace'), rule: 'exists', detail: 'There is no such line.' }]);
    if (values.commandId && values.commandId !== line.commandId) throw validationFailed([{ pointer: relationshipPointer('command'), rule: 'same_command', detail: 'A replacement belongs to the replaced line’s command.' }]);
    if (values.rentalModelId && values.rentalModelId !== line.rentalModelId) throw validationFailed([{ pointer: relationshipPointer('rentalModel'), rule: 'same_model', detail: 'A replacement is of the replaced line’s model.' }]);
    const itemsTable = tablesOf('rental-items').table;
    const [item] = await tx
      .select({ id: itemsTable.id, rentalModelId: itemsTable.rentalModelId })
      .from(itemsTable)
      .where(eq(itemsTable.id, values.itemId as string))
      .for('update');
    if (!item) throw validationFailed([{ pointer: relationshipPointer('item'), rule: 'exists', detail: 'There is no such item.' }]);
    const [command] = await tx
      .select({ startAt: commands.startAt, endAt: commands.endAt, closed: sql<boolean>`${commandReleased(commands.id)}` })
      .from(commands)
      .where(eq(commands.id, line.commandId as string));
    const [replacement] = await tx.select({ id: lines.id }).from(lines).where(eq(lines.replaceId, replaceId)).limit(1);
    const breaches = replacementBreaches(
      { rentalModelId: line.rentalModelId as string, itemId: (line.itemId as string | null) ?? null, replaced: !!replacement, commandClosed: !!command?.closed },
      {
        id: item.id as string,
        rentalModelId: item.rentalModelId as string,
        heldElsewhere: command ? await itemHeldElsewhere(tx, item.id as string, { startAt: command.startAt as Date, endAt: command.endAt as Date }, replaceId) : false,
      },
    );
    if (breaches.length) throw validationFailed(breaches.map((breach) => ({ pointer: relationshipPointer(breach.field), rule: breach.rule, detail: REPLACEMENT_DETAIL[breach.rule] })));
    values.commandId = line.commandId as string;
    values.rentalModelId = line.rentalModelId as string;
    if (values.rentingPrice === undefined) values.rentingPrice = line.rentingPrice as number | null;
    if (values.statusId === undefined) values.statusId = line.statusId as string | null;
  },
};
