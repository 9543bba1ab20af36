import { users } from '@relais/domain';
import { defineOverride } from '../types.ts';
import { USER_ACTIONS } from './actions.tsx';
import { AccessLevelField, RolesField } from './choice-fields.tsx';

/** users: roles as checkboxes, the access level as a choice, and the account's actions. */
export const override = defineOverride(users, {
  fields: { roles: RolesField, accessLevel: AccessLevelField },
  actions: USER_ACTIONS,
});
