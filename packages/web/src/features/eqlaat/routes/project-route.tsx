import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { Container } from '../../../components/container.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { RichText } from '../../../blocks/shared/rich-text.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useList, useRecord } from '../../../lib/data-layer/records.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { useReaderTimeZone } from '../../../lib/reader-time.ts';
import { paths } from '../../../paths.ts';
import { CategoryChips, StatusChips } from '../components/project-chips.tsx';
import { Fact } from '../components/fact.tsx';
import { ProjectAppointments, ProjectSolutions } from '../components/project-lists.tsx';
import { ProjectReports } from '../components/project-reports.tsx';
import { ProjectSteps } from '../components/project-steps.tsx';
import type { StatusRecord } from '../components/project-steps.tsx';

/** Reference lists are short: one page holds them all. */
const WHOLE_LIST = { number: 1, size: 100 } as const;

/** The refusal of a project the reader may not open: the API's 404 (not theirs, or gone) or 403. */
function Refused({ status }: { status: number }) {
  const { t } = useTranslation();
  const title = status === 403 ? t('eqlaatProject.forbiddenTitle') : t('eqlaatProject.notFoundTitle');
  useDocumentTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{status === 403 ? t('eqlaatProject.forbidden') : t('eqlaatProject.notFound')}</Typography>
      <SmartLink href={paths.home}>{t('eqlaatProject.backHome')}</SmartLink>
    </Container>
  );
}

/**
 * `/services/eqlaat/projects/:project` (issue 28 item 3; docs/decisions.md): a project as the
 * accompaniment team works on it — its current statuses and categories in their colours, what it is
 * about, its steps as a timeline, its appointments, its reports with their PDF and the existing
 * solutions. Whoever the API lets read the project sees it; the team (whose answers allow writing)
 * adds steps and writes reports here. Anyone else is told what the API answered (404 or 403).
 */
export function ProjectRoute() {
  const { t } = useTranslation();
  const timeZone = useReaderTimeZone();
  const { features } = useRuntimeEnvironment();
  const { project: id = '' } = useParams();
  const project = useRecord('eqlaat-projects', id, { include: ['categories'] });
  const isOpen = project.isSuccess;
  const statuses = useList('eqlaat-project-statuses', { page: WHOLE_LIST }, { enabled: isOpen });
  const found = project.data;
  useDocumentTitle(found?.title ?? t('eqlaatProject.kind'));
  if (project.error instanceof ApiError && (project.error.status === 404 || project.error.status === 403)) return <Refused status={project.error.status} />;
  if (project.error) throw project.error;
  if (!found) return <PageLoader label={t('common.loading')} minHeight={300} />;
  const known = (statuses.data?.data ?? []) as unknown as StatusRecord[];
  const current = ((found.currentStatuses ?? []) as string[]).map((statusId) => known.find((status) => status.id === statusId) ?? { id: statusId, name: statusId, canCombine: true });
  const isTeam = found.permissions?.update === true;
  const categories = (found.categories ?? []) as unknown as { id: string; name?: string | null }[];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box component="article">
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          {t('eqlaatProject.kind')}
        </Typography>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2, overflowWrap: 'anywhere' }}>
          {found.title}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label={t('eqlaatProject.currentStatuses')}>{current.length ? <StatusChips statuses={current} label={t('eqlaatProject.currentStatuses')} /> : t('eqlaatProject.noStatus')}</Fact>
          <Fact label={t('eqlaatProject.categories')}>{categories.length ? <CategoryChips categories={categories} label={t('eqlaatProject.categories')} /> : t('eqlaatProject.noCategory')}</Fact>
          {found.reason && <Fact label={t('eqlaatProject.reason')}>{found.reason}</Fact>}
          {isTeam && (
            <>
              <Fact label={t('eqlaatProject.priority')}>{t('eqlaatProject.priorityValue', { priority: found.priority ?? 0 })}</Fact>
              {found.manageAt && <Fact label={t('eqlaatProject.manageAt')}>{formatDateTime(found.manageAt, timeZone)}</Fact>}
              {found.patientRecord && <Fact label={t('eqlaatProject.patientRecord')}>{found.patientRecord}</Fact>}
              {found.note && <Fact label={t('eqlaatProject.note')}>{found.note}</Fact>}
            </>
          )}
        </Box>
        {found.description && (
          <Box component="section" aria-labelledby="project-description" sx={{ mt: 4 }}>
            <Typography id="project-description" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('eqlaatProject.description')}
            </Typography>
            <RichText html={found.description} />
          </Box>
        )}
        <ProjectSteps projectId={found.id} statuses={known} />
        {features.calendar && <ProjectAppointments projectId={found.id} />}
        <ProjectReports projectId={found.id} />
        <ProjectSolutions projectId={found.id} />
      </Box>
    </Container>
  );
}
