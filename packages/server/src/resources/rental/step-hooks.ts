import type { rentalCommandSteps, RentalStepStatus, RentalStepType } from '@relais/domain';
import { isRentalStepDone, rentalStepNotice, rentalStepPosition } from '@relais/domain';
import { and, eq, ne } from 'drizzle-orm';
import { relationshipPointer, validationFailed } from '../../http/errors.ts';
import { notify } from '../../notifications/notify.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';

/** The member's screen of a command, where a notice about it leads. */
export const commandPath = (commandId: string) => `/services/rentals/commands/${commandId}`;

/**
 * The rental managers move a command's steps (issue 26 item 4): one step per type and command, in
 * the spec's order unless placed otherwise, dated when it closes (success or error); the member is
 * told, by notification and mail, of each change that needs them (rules/rental-steps.ts).
 */
export const rentalCommandStepsHooks: ResourceHooks<typeof rentalCommandSteps> = {
  async beforeWrite({ tx, action, values, before }) {
    const stepType = (values.stepTypeId ?? before?.stepTypeId) as RentalStepType;
    const commandId = (values.commandId ?? before?.commandId) as string;
    if (action === 'create' && values.position === undefined) values.position = rentalStepPosition(stepType);
    if (values.stepTypeId !== undefined || values.commandId !== undefined) {
      const table = tablesOf('rental-command-steps').table;
      const same = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.commandId, commandId), eq(table.stepTypeId, stepType), before ? ne(table.id, before.id) : undefined))
        .limit(1);
      if (same.length) throw validationFailed([{ pointer: relationshipPointer('stepType'), rule: 'unique', detail: 'The command already has a step of this type: change that one.' }]);
    }
    const status = (values.statusId ?? before?.statusId) as RentalStepStatus;
    if (values.statusId !== undefined && values.doneAt === undefined && isRentalStepDone(status) && !before?.doneAt) values.doneAt = new Date();
  },
  async afterWrite({ tx, actor, action, before, after, services }) {
    if (!after || (action !== 'create' && action !== 'update')) return;
    const notice = rentalStepNotice({ stepType: after.stepTypeId as RentalStepType, status: after.statusId as RentalStepStatus }, action === 'create' ? null : ((before?.statusId as RentalStepStatus | undefined) ?? null));
    if (!notice) return;
    const commands = tablesOf('rental-commands').table;
    const [command] = await tx.select({ commandById: commands.commandById }).from(commands).where(eq(commands.id, after.commandId as string));
    await notify(tx, services?.site, {
      type: 'rental-command-step',
      messageKey: notice,
      userId: (command?.commandById as string | null) ?? null,
      actorId: actor.userId,
      details: (after.comment as string | null) ?? null,
      actionUrl: commandPath(after.commandId as string),
    });
  },
};
