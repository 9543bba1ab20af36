import { createSvgIcon } from '@mui/material/utils';
import type { Model } from '../../../../lib/jsonapi.ts';
import type { RecordAction } from '../types.ts';
import { decideValidation } from './api/decide-validation.ts';
import { impersonateUser } from './api/impersonate-user.ts';

const CheckIcon = createSvgIcon(<path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />, 'Check');
const BlockIcon = createSvgIcon(<path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M4 12c0-4.42 3.58-8 8-8 1.85 0 3.55.63 4.9 1.69L5.69 16.9A7.9 7.9 0 0 1 4 12m8 8c-1.85 0-3.55-.63-4.9-1.69L18.31 7.1A7.9 7.9 0 0 1 20 12c0 4.42-3.58 8-8 8" />, 'Block');
const PersonIcon = createSvgIcon(<path d="M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4" />, 'Person');

const isOther = (record: Model, userId: string | undefined) => record.id !== userId;

/**
 * A user's actions: validate or refuse the account (admins; not their own), and act as the user
 * (the super admin, as themself, never as an administrator).
 */
export const USER_ACTIONS: readonly RecordAction[] = [
  {
    name: 'validate',
    label: (t) => t('admin.validate'),
    icon: <CheckIcon />,
    isAvailable: ({ record, session }) => session.isAdmin && !record.validatedAt && isOther(record, session.user?.id),
    run: ({ record, queryClient }) => decideValidation(queryClient, record.id, 'validate'),
  },
  {
    name: 'refuse',
    label: (t) => t('admin.refuse'),
    icon: <BlockIcon />,
    confirm: (t) => t('admin.confirmRefuse'),
    isDangerous: true,
    isAvailable: ({ record, session }) => session.isAdmin && isOther(record, session.user?.id),
    run: ({ record, queryClient }) => decideValidation(queryClient, record.id, 'refuse'),
  },
  {
    name: 'impersonate',
    label: (t) => t('admin.impersonate'),
    icon: <PersonIcon />,
    confirm: (t) => t('admin.confirmImpersonate'),
    isAvailable: ({ record, session }) => !!session.user?.isAdmin && !session.user.impersonating && !record.isAdmin && isOther(record, session.user.id),
    run: async ({ record }) => {
      await impersonateUser(record.id);
      // Everything loaded as the administrator is dropped: the site starts again as the user.
      window.location.assign('/');
      return false;
    },
  },
];
