import type { QueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../../../lib/data-layer/data-provider.ts';
import { dataKeys } from '../../../../../lib/data-layer/query-keys.ts';

/**
 * Runs a failed (or interrupted) workflow run again: its status goes back to `pending` (the server refuses any other
 * change with a 422) and the executor's job is queued with it. Every read of runs is stale after it.
 */
export async function rerunWorkflowRun(queryClient: QueryClient, id: string): Promise<void> {
  await dataProvider.update('form-workflow-runs', id, { attributes: { status: 'pending' } });
  await queryClient.invalidateQueries({ queryKey: dataKeys.kind('form-workflow-runs') });
}
