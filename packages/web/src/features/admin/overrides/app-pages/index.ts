import { appPages } from '@relais/domain';
import { defineOverride } from '../types.ts';
import { PAGE_ACTIONS } from './actions.tsx';

/** app-pages: the draft cycle's actions (create a draft, preview, publish by language, discard). */
export const override = defineOverride(appPages, { actions: PAGE_ACTIONS });
