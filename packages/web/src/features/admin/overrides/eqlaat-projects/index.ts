import { eqlaatProjects } from '@relais/domain';
import { defineOverride } from '../types.ts';
import { PROJECT_ACTIONS } from './actions.tsx';

/** eqlaat-projects: the "Open the project's screen" action. */
export const override = defineOverride(eqlaatProjects, { actions: PROJECT_ACTIONS });
