import { mailingTemplates } from '@relais/domain';
import { defineOverride } from '../types.ts';
import { MAILING_ACTIONS } from './actions.tsx';

/** mailing-templates: the "Send" action (to the newsletter's subscribers). */
export const override = defineOverride(mailingTemplates, { actions: MAILING_ACTIONS });
