import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SmartLink } from '../../../components/smart-link.tsx';
import { useList } from '../../../lib/data-layer/records.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useReaderTimeZone } from '../../../lib/reader-time.ts';
import { paths } from '../../../paths.ts';
import { Section } from './section.tsx';

const ALL = { number: 1, size: 100 } as const;

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** The project's appointments in time order, each opening its screen, with its report when written (calendar feature). */
export function ProjectAppointments({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const timeZone = useReaderTimeZone();
  const list = useList('eqlaat-appointments', { filter: { project: projectId }, include: ['report'], fields: { 'eqlaat-reports': ['title'] }, page: ALL });
  const appointments = (list.data?.data ?? []) as unknown as { id: string; title: string; location?: string | null; startAt: string; endAt: string; report?: { id: string; title?: string } | null }[];
  return (
    <Section title={t('eqlaatProject.appointments')}>
      {list.isPending ? (
        <Typography sx={{ color: 'text.secondary', minHeight: 48 }}>{t('common.loading')}</Typography>
      ) : appointments.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('eqlaatProject.noAppointments')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {appointments.map((appointment) => (
            <Box component="li" key={appointment.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <SmartLink href={paths.eqlaat.appointment(appointment.id)}>{appointment.title}</SmartLink>
              <Typography>
                {t('eqlaatProject.period', { start: formatDateTime(appointment.startAt, timeZone), end: formatDateTime(appointment.endAt, timeZone) })}
                {appointment.location ? ` · ${appointment.location}` : ''}
              </Typography>
              {appointment.report && <Link href={paths.eqlaat.reportView(appointment.report.id)}>{t('eqlaatProject.readReport', { title: appointment.report.title ?? '' })}</Link>}
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}

/** The solutions that already exist for the need, and why each does not answer it. */
export function ProjectSolutions({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const list = useList('ad-project-existing-solutions', { filter: { project: projectId }, page: ALL });
  const solutions = (list.data?.data ?? []) as unknown as { id: string; name: string; url?: string | null; reasons?: string[] | null; comment?: string | null }[];
  return (
    <Section title={t('eqlaatProject.existingSolutions')}>
      {list.isPending ? (
        <Typography sx={{ color: 'text.secondary', minHeight: 48 }}>{t('common.loading')}</Typography>
      ) : solutions.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('eqlaatProject.noSolutions')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {solutions.map((solution) => (
            <Box component="li" key={solution.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {solution.url && isWebAddress(solution.url) ? (
                  <SmartLink href={solution.url} isBlank>
                    {solution.name}
                  </SmartLink>
                ) : (
                  solution.name
                )}
              </Typography>
              {solution.reasons && solution.reasons.length > 0 && (
                <Box component="ul" aria-label={t('eqlaatProject.whyNot', { name: solution.name })} sx={{ my: 0.5, pl: 3 }}>
                  {solution.reasons.map((reason, index) => (
                    <li key={index}>{reason}</li>
                  ))}
                </Box>
              )}
              {solution.comment && <Typography sx={{ whiteSpace: 'pre-line' }}>{solution.comment}</Typography>}
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
