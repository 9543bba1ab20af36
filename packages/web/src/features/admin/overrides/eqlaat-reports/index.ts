import { eqlaatReports } from '@relais/domain';
import { defineOverride } from '../types.ts';
import { REPORT_ACTIONS } from './actions.tsx';

/** eqlaat-reports: the "Download PDF" action. */
export const override = defineOverride(eqlaatReports, { actions: REPORT_ACTIONS });
