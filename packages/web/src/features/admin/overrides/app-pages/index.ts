import { appPages } from '@relais/domain';
import { defineOverride } from '../types.ts';
import { PAGE_ACTIONS } from './actions.tsx';
import { EDIT_PAGE_ACTION, PageEditorScreen } from './edit-page-action.tsx';

/**
 * app-pages: the page editor (`page-template`, spec §6), opened from the record and the grid, and
 * the draft cycle's actions (create a draft, preview, publish by language, discard).
 */
export const override = defineOverride(appPages, {
  actions: [EDIT_PAGE_ACTION, ...PAGE_ACTIONS],
  actionScreens: { 'page-template': PageEditorScreen },
});
