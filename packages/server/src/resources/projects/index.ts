import {
  adProjectExistingSolutions,
  eqlaatAppointments,
  eqlaatProjectCategories,
  eqlaatProjects,
  eqlaatProjectStatuses,
  eqlaatProjectSteps,
  eqlaatReports,
} from '@relais/domain';
import { defineKind } from '../define-kind.ts';
import type { KindBinding } from '../define-kind.ts';
import { eqlaatAppointmentsHooks, eqlaatProjectsHooks, eqlaatProjectStatusesHooks, eqlaatProjectStepsHooks } from './hooks.ts';
import {
  adProjectExistingSolutionsPolicy,
  eqlaatAppointmentsPolicy,
  eqlaatProjectsPolicy,
  eqlaatProjectStepsPolicy,
  eqlaatReportsPolicy,
  projectReferencePolicy,
} from './policies.ts';

/**
 * The projects (spec, domain "Projects"). A report is read by the users of the project it is about
 * (directly, or through an appointment), its polymorphic target followed per kind by the condition.
 */
export const PROJECT_KINDS: readonly KindBinding[] = [
  defineKind(eqlaatProjectCategories, { policy: projectReferencePolicy }),
  defineKind(eqlaatProjectStatuses, { policy: projectReferencePolicy, hooks: eqlaatProjectStatusesHooks }),
  defineKind(eqlaatProjects, { policy: eqlaatProjectsPolicy, hooks: eqlaatProjectsHooks }),
  defineKind(eqlaatProjectSteps, { policy: eqlaatProjectStepsPolicy, hooks: eqlaatProjectStepsHooks }),
  defineKind(eqlaatAppointments, { policy: eqlaatAppointmentsPolicy, hooks: eqlaatAppointmentsHooks }),
  defineKind(eqlaatReports, { policy: eqlaatReportsPolicy }),
  defineKind(adProjectExistingSolutions, { policy: adProjectExistingSolutionsPolicy }),
];
