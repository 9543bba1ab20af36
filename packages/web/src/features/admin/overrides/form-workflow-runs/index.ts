import { formWorkflowRuns } from '@relais/domain';
import { defineOverride } from '../types.ts';
import { WORKFLOW_RUN_ACTIONS } from './actions.tsx';

/** form-workflow-runs: "Run again" on a failed run. */
export const override = defineOverride(formWorkflowRuns, { actions: WORKFLOW_RUN_ACTIONS });
