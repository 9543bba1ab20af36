import { advancedForms, formFields, formResponses, formWorkflowRuns, formWorkflows, lightUserFormInputs, lightUserForms, lightUserReports, lightUsers } from '@relais/domain';
import { adminOnlyPolicy, publicReadPolicy } from '../../policies/defaults.ts';
import { defineKind } from '../define-kind.ts';
import type { KindBinding } from '../define-kind.ts';
import { advancedFormsHooks, advancedFormsPolicy, formFieldsHooks } from './advanced-forms.ts';
import { formWorkflowRunsHooks, formWorkflowRunsPolicy, formWorkflowsHooks } from './form-workflows.ts';
import { formResponsesHooks, formResponsesPolicy } from './form-responses.ts';
import { lightUserFormInputsHooks, lightUserFormInputsPolicy, lightUserFormsHooks, lightUserFormsPolicy, lightUsersHooks } from './light-user-forms.ts';

/**
 * Light-user forms, their inputs and the light users (contacts) they make; advanced forms with their
 * fields, workflows and responses. Administrators manage all of it; visitors read forms and send inputs.
 */
export const FORM_KINDS: readonly KindBinding[] = [
  defineKind(lightUserForms, { policy: lightUserFormsPolicy, hooks: lightUserFormsHooks }),
  defineKind(lightUserFormInputs, { policy: lightUserFormInputsPolicy, hooks: lightUserFormInputsHooks }),
  defineKind(lightUsers, { policy: adminOnlyPolicy, hooks: lightUsersHooks }),
  defineKind(lightUserReports, { policy: adminOnlyPolicy }),
  defineKind(advancedForms, { policy: advancedFormsPolicy, hooks: advancedFormsHooks }),
  defineKind(formFields, { policy: publicReadPolicy, hooks: formFieldsHooks }),
  // Workflow settings may hold addresses and secrets of other sites: the back office's alone.
  defineKind(formWorkflows, { policy: adminOnlyPolicy, hooks: formWorkflowsHooks }),
  defineKind(formWorkflowRuns, { policy: formWorkflowRunsPolicy, hooks: formWorkflowRunsHooks }),
  defineKind(formResponses, { policy: formResponsesPolicy, hooks: formResponsesHooks }),
];
