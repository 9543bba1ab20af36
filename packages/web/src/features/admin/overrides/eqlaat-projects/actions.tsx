import { createSvgIcon } from '@mui/material/utils';
import { paths } from '../../../../paths.ts';
import type { RecordAction } from '../types.ts';

const OpenIcon = createSvgIcon(<path d="M19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z" />, 'Open');

/**
 * eqlaat-projects: the record's "Open the project's screen", the team's view of a project with its
 * timeline, appointments, reports and solutions (features/eqlaat), for whoever sees the record.
 */
export const PROJECT_ACTIONS: readonly RecordAction[] = [
  {
    name: 'openScreen',
    label: (t) => t('eqlaatProject.openScreen'),
    icon: <OpenIcon />,
    isAvailable: () => true,
    href: (record) => paths.eqlaat.project(record.id),
  },
];
