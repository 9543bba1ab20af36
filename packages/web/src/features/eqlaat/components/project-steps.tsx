import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { currentProjectStatuses } from '@relais/domain';
import { Button } from '../../../components/button.tsx';
import { useList } from '../../../lib/data-layer/records.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useReaderTimeZone } from '../../../lib/reader-time.ts';
import { StatusChips } from './project-chips.tsx';
import { Section } from './section.tsx';
import { StepForm } from './step-form.tsx';

export interface StatusRecord {
  id: string;
  name?: string | null;
  canCombine: boolean;
}

export interface StepRecord {
  id: string;
  doneAt?: string | null;
  comment?: string | null;
  statuses: StatusRecord[];
}

/** Done steps from the oldest, then those not done yet (planned) in the order they were written. */
export function timelineOf(steps: readonly StepRecord[]): StepRecord[] {
  const time = (step: StepRecord) => (step.doneAt ? new Date(step.doneAt).getTime() : Number.POSITIVE_INFINITY);
  return steps.map((step, index) => ({ step, index })).sort((a, b) => time(a.step) - time(b.step) || a.index - b.index).map(({ step }) => step);
}

/**
 * The project's steps as a timeline, the one that sets its current statuses marked; the team (the
 * list's `create` permission) adds one with the form below it.
 */
export function ProjectSteps({ projectId, statuses }: { projectId: string; statuses: readonly StatusRecord[] }) {
  const { t } = useTranslation();
  const timeZone = useReaderTimeZone();
  const [isAdding, setAdding] = useState(false);
  const list = useList('eqlaat-project-steps', { filter: { project: projectId }, include: ['statuses'], sort: [{ field: 'createdAt', order: 'asc' }], page: { number: 1, size: 100 } });
  const steps = timelineOf((list.data?.data ?? []) as unknown as StepRecord[]);
  const latest = currentProjectStatuses({ steps });
  const canAdd = list.data?.permissions.create === true;
  return (
    <Section
      title={t('eqlaatProject.steps')}
      action={
        canAdd && !isAdding ? (
          <Button variant="outlined" onClick={() => setAdding(true)}>
            {t('eqlaatProject.addStep')}
          </Button>
        ) : null
      }
    >
      {isAdding && <StepForm projectId={projectId} statuses={statuses} onDone={() => setAdding(false)} />}
      {list.isPending ? (
        <Typography sx={{ color: 'text.secondary', minHeight: 48 }}>{t('common.loading')}</Typography>
      ) : steps.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('eqlaatProject.noSteps')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, borderLeft: 3, borderColor: 'divider', pl: 2 }}>
          {steps.map((step) => {
            const isLatest = step.statuses === latest && step.doneAt != null;
            return (
              <Box component="li" key={step.id} data-testid="project-step" sx={{ py: 1.5, position: 'relative' }}>
                <Typography component="p" sx={{ fontWeight: 700 }}>
                  {step.doneAt ? <time dateTime={step.doneAt}>{formatDateTime(step.doneAt, timeZone)}</time> : t('eqlaatProject.notDoneYet')}
                  {isLatest && (
                    <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                      {` — ${t('eqlaatProject.latestStep')}`}
                    </Box>
                  )}
                </Typography>
                <Box sx={{ my: 0.5 }}>
                  <StatusChips statuses={step.statuses} label={t('eqlaatProject.stepStatuses')} />
                </Box>
                {step.comment && <Typography sx={{ whiteSpace: 'pre-line' }}>{step.comment}</Typography>}
              </Box>
            );
          })}
        </Box>
      )}
    </Section>
  );
}
