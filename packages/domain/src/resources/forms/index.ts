import type { ResourceDefinition } from '../../registry/resource.ts';
import { advancedForms, formFields, formResponses, formWorkflowRuns, formWorkflows } from './advanced-forms.resource.ts';
import { lightUserFormInputs, lightUserForms } from './light-user-forms.resource.ts';
import { lightUserReports, lightUsers } from './light-users.resource.ts';

/** The forms kinds, in registry order. An area adds its kind here, in its own folder, and nowhere else. */
export const FORMS_RESOURCES = [lightUsers, lightUserReports, lightUserForms, lightUserFormInputs, advancedForms, formFields, formWorkflows, formWorkflowRuns, formResponses] as const satisfies readonly ResourceDefinition[];

export * from './advanced-forms.resource.ts';
export * from './light-user-forms.resource.ts';
export * from './light-users.resource.ts';
