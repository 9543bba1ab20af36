import { createSvgIcon } from '@mui/material/utils';
import { adminPaths } from '../../admin-paths.ts';
import type { RecordAction } from '../types.ts';

const DownloadIcon = createSvgIcon(<path d="M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z" />, 'Download');

/**
 * A report's "Download PDF": a plain link to the server's PDF (a GET with the session cookie), for
 * whoever sees the record; the server answers 404 to anyone who may not read the report.
 */
export const REPORT_ACTIONS: readonly RecordAction[] = [
  {
    name: 'downloadPdf',
    label: (t) => t('admin.downloadPdf'),
    icon: <DownloadIcon />,
    isAvailable: () => true,
    href: (record) => adminPaths.api.reportPdf(record.id),
    isDownload: true,
  },
];
