import { appMenuItems } from '@relais/domain';
import { defineOverride } from '../types.ts';
import { MENU_ENTRY_FIELDS } from './fields.ts';
import { MenuEditor } from './menu-editor.tsx';

/** app-menu-items: the menu editor stands for the list; an entry's own form chooses who sees it as a user's does. */
export const override = defineOverride(appMenuItems, {
  screens: { index: MenuEditor },
  fields: MENU_ENTRY_FIELDS,
});
