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
  projectManagersPolicy,
  projectReferencePolicy,
} from './policies.ts';

/**
 * The projects (spec, domain "Projects"). Reports stay with the managers: their target is
 * polymorphic, and a condition cannot follow it to the project's users.
 */
export const PROJECT_KINDS: readonly KindBinding[] = [
  defineKind(eqlaatProjectCategories, { policy: projectReferencePolicy }),
  defineKind(eqlaatProjectStatuses, { policy: projectReferencePolicy, hooks: eqlaatProjectStatusesHooks }),
  defineKind(eqlaatProjects, { policy: eqlaatProjectsPolicy, hooks: eqlaatProjectsHooks }),
  defineKind(eqlaatProjectSteps, { policy: eqlaatProjectStepsPolicy, hooks: eqlaatProjectStepsHooks }),
  defineKind(eqlaatAppointments, { policy: eqlaatAppointmentsPolicy, hooks: eqlaatAppointmentsHooks }),
  defineKind(eqlaatReports, { policy: projectManagersPolicy }),
  defineKind(adProjectExistingSolutions, { policy: adProjectExistingSolutionsPolicy }),
];
