import { appPages } from '@relais/domain';
import { defineOverride } from '../types.ts';
import { EDIT_PAGE_ACTION, PageEditorScreen } from './edit-page-action.tsx';

/** app-pages: the page editor (`page-template`, spec §6), opened from the record and the grid. */
export const override = defineOverride(appPages, {
  actions: [EDIT_PAGE_ACTION],
  actionScreens: { 'page-template': PageEditorScreen },
});
