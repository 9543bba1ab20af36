import { useTranslation } from '../../../lib/i18n/i18n.ts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { StatsSummary } from '@relais/domain';
import { SmartLink } from '../../../components/smart-link.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { adminPaths } from '../admin-paths.ts';
import { kindLabel } from '../../../lib/resources/labels.ts';

/** The figures of the chart, for whoever cannot see it or wants the numbers: a day per row, a kind per column. */
export function StatsTable({ days, series, caption }: { days: string[]; series: { label: string; counts: number[]; resourceType: string }[]; caption: string }) {
  const { t } = useTranslation();
  if (!series.length) return <Typography>{t('admin.statsNone')}</Typography>;
  return (
    <TableContainer sx={{ mt: 2, maxHeight: 480 }} tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" stickyHeader>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('admin.statsDay')}
            </TableCell>
            {series.map((entry) => (
              <TableCell key={entry.resourceType} component="th" scope="col" align="right">
                {entry.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day, index) => (
            <TableRow key={day}>
              <TableCell component="th" scope="row">
                {formatDate(`${day}T00:00:00Z`, 'UTC')}
              </TableCell>
              {series.map((entry) => (
                <TableCell key={entry.resourceType} align="right">
                  {formatNumber(entry.counts[index] ?? 0)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The most recorded items, each a link to its back-office page. */
export function TopItems({ items }: { items: StatsSummary['top'] }) {
  const { t } = useTranslation();
  if (!items.length) return <Typography>{t('admin.statsNone')}</Typography>;
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('admin.statsItem')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('admin.statsKind')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('admin.statsCount')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={`${item.resourceType}/${item.resourceId}`}>
              <TableCell component="th" scope="row">
                <SmartLink href={adminPaths.resource(item.resourceType, 'show', item.resourceId)}>{item.label ?? item.resourceId}</SmartLink>
              </TableCell>
              <TableCell>{kindLabel(t, item.resourceType)}</TableCell>
              <TableCell align="right">{formatNumber(item.count)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The sites the records came from, most first (banned ones are left out by the server). */
export function OriginsTable({ origins }: { origins: StatsSummary['origins'] }) {
  const { t } = useTranslation();
  if (!origins.length) return <Typography>{t('admin.statsNone')}</Typography>;
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('admin.statsOrigin')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('admin.statsCount')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {origins.map((entry) => (
            <TableRow key={entry.origin ?? ''}>
              <TableCell component="th" scope="row">
                {entry.origin ?? t('admin.statsNoOrigin')}
              </TableCell>
              <TableCell align="right">{formatNumber(entry.count)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
