import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Container } from '../../../components/container.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale, useTranslation } from '../../../lib/i18n/i18n.ts';
import { deserialize } from '../../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../../lib/jsonapi.ts';
import { useSession } from '../../../lib/session/session.ts';
import { paths } from '../../../paths.ts';
import { Fact } from '../components/fact.tsx';

interface Appointment {
  id: string;
  title: string;
  location: string | null;
  startAt: string;
  endAt: string;
  beneficiaryInvited: boolean | null;
  project?: { id: string; title?: string } | null;
  managers?: { id: string; firstName?: string; lastName?: string }[];
  report?: { id: string; title?: string } | null;
}

/** One appointment with what its screen shows: its project's title, its managers' names, its report. */
export const appointmentUrl = (id: string) =>
  `/api/v1/eqlaat-appointments/${encodeURIComponent(id)}?include=project,managers,report&fields[eqlaat-projects]=title&fields[users]=firstName,lastName&fields[eqlaat-reports]=title`;

/**
 * `/services/eqlaat/appointments/:appointment` (calendar feature; spec, platform §2): an
 * accompaniment appointment as the link of its invitation opens it — when and where, for which
 * project, led by whom, whether the beneficiary is expected, and its report once written. Only the
 * people the appointment concerns read it (the project's users, the team, administrators): a visitor
 * is asked to sign in, anyone else is told it is not found.
 */
export function AppointmentRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const location = useLocation();
  const { appointment: id = '' } = useParams();
  const query = useQuery({
    queryKey: ['eqlaat-appointment', id, locale, session.user?.id ?? null],
    queryFn: async ({ signal }) => deserialize<Appointment>(await apiRequest<JsonApiDocument>(appointmentUrl(id), { signal, locale, silent: [404] })),
    enabled: session.isAuth,
    retry: false,
  });
  const found = query.data ?? null;
  useDocumentTitle(found?.title ?? t('eqlaatAppointment.title'));
  if (!session.isAuth) {
    const signIn = `${paths.auth.signIn}?${new URLSearchParams({ redirectUrl: `${location.pathname}${location.search}` }).toString()}`;
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {t('eqlaatAppointment.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('eqlaatAppointment.signInFirst')}</Typography>
        <Button component={SmartLink} href={signIn} variant="contained">
          {t('eqlaatAppointment.signIn')}
        </Button>
      </Container>
    );
  }
  if (query.error instanceof ApiError && query.error.status === 404) return <Navigate to={paths.errors.notFound} replace />;
  if (query.error) throw query.error;
  if (!found) return <PageLoader label={t('common.loading')} minHeight={300} />;
  const managers = (found.managers ?? []).map((manager) => [manager.firstName, manager.lastName].filter(Boolean).join(' ')).filter(Boolean);
  const timeZone = session.user?.timezone ?? null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box component="article">
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          {t('eqlaatAppointment.title')}
        </Typography>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 3, overflowWrap: 'anywhere' }}>
          {found.title}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label={t('eqlaatAppointment.when')}>
            {t('eqlaatAppointment.period', { start: formatDateTime(found.startAt, timeZone), end: formatDateTime(found.endAt, timeZone) })}
          </Fact>
          <Fact label={t('eqlaatAppointment.where')}>{found.location || t('eqlaatAppointment.noLocation')}</Fact>
          {found.project?.title && (
            <Fact label={t('eqlaatAppointment.project')}>
              <SmartLink href={paths.eqlaat.project(found.project.id)}>{found.project.title}</SmartLink>
            </Fact>
          )}
          <Fact label={t('eqlaatAppointment.managers')}>{managers.length ? managers.join(', ') : t('eqlaatAppointment.noManagers')}</Fact>
          <Fact label={t('eqlaatAppointment.beneficiary')}>{found.beneficiaryInvited ? t('eqlaatAppointment.beneficiaryInvited') : t('eqlaatAppointment.beneficiaryNotInvited')}</Fact>
        </Box>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
          {t('eqlaatAppointment.report')}
        </Typography>
        {found.report ? (
          // A file the server answers, not a screen of the app: a plain link, opened by the browser's viewer.
          <Link href={paths.eqlaat.reportView(found.report.id)}>{t('eqlaatAppointment.readReport', { title: found.report.title ?? '' })}</Link>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('eqlaatAppointment.noReport')}</Typography>
        )}
      </Box>
    </Container>
  );
}
