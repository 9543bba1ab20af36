import type { HistoryActionType } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Executor } from '../../db/client.ts';
import { tablesOf } from '../../services/tables.ts';
import type { WriteAction } from '../hooks.ts';

const TYPE_OF_ACTION: Partial<Record<WriteAction, HistoryActionType>> = { create: 'creation', update: 'updates' };

/**
 * Keeps a creation or an update of an item as a history action, in the writing transaction: by
 * whom and for which organization they acted. Written by the server, not through the engine, since
 * the author may not write history themselves.
 */
export async function recordHistory(tx: Executor, { actor, action, type, id }: { actor: Actor; action: WriteAction; type: string; id: string }): Promise<void> {
  const actionType = TYPE_OF_ACTION[action];
  if (!actionType) return;
  await tx.insert(tablesOf('history-actions').table).values({
    itemType: type,
    itemId: id,
    actionTypeId: actionType,
    authorId: actor.userId,
    organizationId: actor.actingAsOrganizationId,
  });
}
