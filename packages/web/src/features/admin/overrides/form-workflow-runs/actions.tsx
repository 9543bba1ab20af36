import { createSvgIcon } from '@mui/material/utils';
import { canRunAgain } from '@relais/domain';
import type { FormWorkflowRunStatus } from '@relais/domain';
import { toast } from '../../../../lib/ui-store.ts';
import type { RecordAction } from '../types.ts';
import { rerunWorkflowRun } from './api/rerun-workflow-run.ts';

const ReplayIcon = createSvgIcon(<path d="M12 5V1L7 6l5 5V7c3.31 0 6 2.69 6 6s-2.69 6-6 6-6-2.69-6-6H4c0 4.42 3.58 8 8 8s8-3.58 8-8-3.58-8-8-8" />, 'Replay');

/**
 * A failed run's "Run again", after asking (its mail or call is made again); the outcome shows once
 * the executor has run it. A run a stopped server left `running` past the limit counts as failed
 * (domain rule `canRunAgain`), as the server counts it.
 */
export const WORKFLOW_RUN_ACTIONS: readonly RecordAction[] = [
  {
    name: 'rerunWorkflowRun',
    label: (t) => t('admin.rerunWorkflowRun'),
    icon: <ReplayIcon />,
    confirm: (t) => t('admin.confirmRerunWorkflowRun'),
    isAvailable: ({ record, session }) =>
      session.isAdmin && canRunAgain({ status: record.status as FormWorkflowRunStatus, updatedAt: record.updatedAt as string | null | undefined }, new Date()),
    run: async ({ record, queryClient, t }) => {
      await rerunWorkflowRun(queryClient, record.id);
      toast(t('admin.workflowRunQueued'));
      return false;
    },
  },
];
