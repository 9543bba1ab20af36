import type { ResourceDefinition } from '../../registry/resource.ts';
import { adProjectExistingSolutions, eqlaatAppointments, eqlaatReports } from './eqlaat-appointments.resource.ts';
import { eqlaatProjectCategories, eqlaatProjectStatuses, eqlaatProjectSteps, eqlaatProjects } from './eqlaat-projects.resource.ts';

/** The projects kinds, in registry order. An area adds its kind here, in its own folder, and nowhere else. */
export const PROJECTS_RESOURCES = [eqlaatProjectCategories, eqlaatProjectStatuses, eqlaatProjects, eqlaatProjectSteps, eqlaatAppointments, eqlaatReports, adProjectExistingSolutions] as const satisfies readonly ResourceDefinition[];

export * from './eqlaat-appointments.resource.ts';
export * from './eqlaat-projects.resource.ts';
