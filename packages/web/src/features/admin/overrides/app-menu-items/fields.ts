import { AccessLevelField, RolesField } from '../users/choice-fields.tsx';

/** Who sees an entry, chosen as for a user: the roles as checkboxes, the access level as a choice. */
export const MENU_ENTRY_FIELDS = { roles: RolesField, accessLevel: AccessLevelField };
