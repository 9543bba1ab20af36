import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import type { ResourceDefinition } from '@relais/domain';
import { useDelete } from '../../../../lib/data-layer/hooks.ts';
import { toast } from '../../../../lib/ui-store.ts';

/** The row actions of the spec that remove or bring back a record. */
export const REMOVAL_ACTIONS = ['delete', 'softDelete', 'restore'] as const;
export type RemovalAction = (typeof REMOVAL_ACTIONS)[number];

export const isRemovalAction = (action: string): action is RemovalAction => (REMOVAL_ACTIONS as readonly string[]).includes(action);

/**
 * What the data layer does for an action: a soft-deletable kind's `softDelete` sends it to the trash
 * and its `delete` removes it for good; a kind without a trash is simply deleted.
 */
export const deleteModeOf = (resource: ResourceDefinition, action: RemovalAction) =>
  action === 'restore' ? ('restore' as const) : action === 'delete' && resource.softDelete ? ('force' as const) : ('delete' as const);

/** Runs a removal action, then says so (the common action-done toast). */
export function useRemovalAction(resource: ResourceDefinition) {
  const { t } = useTranslation();
  const remove = useDelete(resource.type, { isSoftDeletable: !!resource.softDelete });
  return {
    isPending: remove.isPending,
    /** Answers whether every record was done; a refusal is said in an error toast. */
    run: async (action: RemovalAction, ids: readonly string[]): Promise<boolean> => {
      try {
        for (const id of ids) await remove.mutateAsync({ id, mode: deleteModeOf(resource, action) });
      } catch (error) {
        toast(error instanceof Error ? error.message : t('validation.invalid'), { severity: 'error', length: 'long' });
        return false;
      }
      toast(t('common.actionDone'));
      return true;
    },
  };
}
