import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { useList } from '../../../lib/data-layer/records.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useReaderTimeZone } from '../../../lib/reader-time.ts';
import { paths } from '../../../paths.ts';
import { Section } from './section.tsx';

const ReportForm = lazy(() => import('./report-form.tsx').then((m) => ({ default: m.ReportForm })));

/**
 * The project's reports, newest first, each with its PDF (viewed in the browser, or downloaded);
 * the team (the list's `create` permission) writes one here.
 */
export function ProjectReports({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const timeZone = useReaderTimeZone();
  const [isWriting, setWriting] = useState(false);
  const list = useList('eqlaat-reports', { filter: { reportable: `eqlaat-projects:${projectId}` }, fields: { 'eqlaat-reports': ['title', 'createdAt'] }, page: { number: 1, size: 100 } });
  const reports = (list.data?.data ?? []) as unknown as { id: string; title: string; createdAt?: string }[];
  const canWrite = list.data?.permissions.create === true;
  return (
    <Section
      title={t('eqlaatProject.reports')}
      action={
        canWrite && !isWriting ? (
          <Button variant="outlined" onClick={() => setWriting(true)}>
            {t('eqlaatProject.writeReport')}
          </Button>
        ) : null
      }
    >
      {isWriting && (
        <Suspense fallback={<Typography sx={{ minHeight: 48 }}>{t('common.loading')}</Typography>}>
          <ReportForm projectId={projectId} onDone={() => setWriting(false)} />
        </Suspense>
      )}
      {list.isPending ? (
        <Typography sx={{ color: 'text.secondary', minHeight: 48 }}>{t('common.loading')}</Typography>
      ) : reports.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('eqlaatProject.noReports')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {reports.map((report) => (
            <Box component="li" key={report.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {report.title}
              </Typography>
              {report.createdAt && <Typography sx={{ color: 'text.secondary' }}>{t('eqlaatProject.writtenOn', { date: formatDate(report.createdAt, timeZone) })}</Typography>}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
                {/* Files the server answers, not screens of the app: plain links. */}
                <Link href={paths.eqlaat.reportView(report.id)}>{t('eqlaatProject.readReport', { title: report.title })}</Link>
                <Link href={paths.eqlaat.reportPdf(report.id)} download>
                  {t('eqlaatProject.downloadReport', { title: report.title })}
                </Link>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
