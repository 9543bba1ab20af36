import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { contributionState, publicationRequests } from '@relais/domain';
import type { ContributionType } from '@relais/domain';
import { InteractionDialog } from '../../../components/interactions/components/interaction-dialog.tsx';
import { toastFailure } from '../../../components/interactions/failures.ts';
import { textFieldProps, useInteractionForm } from '../../../components/interactions/use-interaction-form.ts';
import { declaredText } from '../../../lib/forms/declared-field.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { permissionsOf } from '../../../lib/jsonapi.ts';
import { browserTimezone } from '../../../lib/locale.ts';
import { toast } from '../../../lib/ui-store.ts';
import type { ContributionModel } from '../api/contributions.ts';
import { useAskForPublication, useLatestRequest, useWithdrawRequest } from '../api/publication-requests.ts';
import type { PublicationRequestModel } from '../api/publication-requests.ts';
import { instantOf } from './values.ts';

export interface PublicationSectionProps {
  type: ContributionType;
  item: ContributionModel;
  /** Unsaved changes: asking would ask for the stored version, so the form is saved first. */
  hasUnsavedChanges: boolean;
}

/**
 * Where the item stands and its publication request: ask for publication (a message and, if wished,
 * a date), the request waiting (withdraw it), or the decision (accepted, or refused with why).
 */
export function PublicationSection({ type, item, hasUnsavedChanges }: PublicationSectionProps) {
  const { t } = useTranslation();
  const latest = useLatestRequest(type, item.id);
  const withdraw = useWithdrawRequest(type);
  const [dialog, setDialog] = useState<'ask' | 'withdraw' | null>(null);
  const state = contributionState(item, new Date());
  const request = latest.data ?? null;
  const pending = request?.status === 'pending' ? request : null;
  const canAsk = state !== 'published' && !pending && permissionsOf(item).update === true;

  const onWithdraw = () =>
    withdraw.mutate(pending!.id, {
      onSuccess: () => {
        setDialog(null);
        toast(t('contributions.withdrawn'));
      },
      onError: (error) => toastFailure(error, t('contributions.actionFailed')),
    });

  return (
    <Box component="section" aria-labelledby="publication-heading" sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="h5" component="h2" id="publication-heading" gutterBottom>
        {t('contributions.publicationTitle')}
      </Typography>
      <Typography>{stateSentence(t, state, item)}</Typography>
      {pending && (
        <Alert severity="info" sx={{ mt: 2 }}>
          <Typography>{t('contributions.pendingInfo', { date: formatDate(pending.createdAt) })}</Typography>
          {pending.targetedPublishedAt && <Typography>{t('contributions.pendingTarget', { date: formatDateTime(pending.targetedPublishedAt) })}</Typography>}
          {permissionsOf(pending).delete && (
            <Button variant="outlined" sx={{ mt: 1 }} onClick={() => setDialog('withdraw')}>
              {t('contributions.withdraw')}
            </Button>
          )}
        </Alert>
      )}
      {!pending && request && <Decision request={request} />}
      {canAsk && (
        <Box sx={{ mt: 2 }}>
          {hasUnsavedChanges ? (
            <Typography color="text.secondary">{t('contributions.saveBeforeAsking')}</Typography>
          ) : (
            <Button variant="contained" onClick={() => setDialog('ask')}>
              {t('contributions.ask')}
            </Button>
          )}
        </Box>
      )}
      {dialog === 'ask' && <AskDialog type={type} item={item} onClose={() => setDialog(null)} />}
      <InteractionDialog
        isOpen={dialog === 'withdraw'}
        title={t('contributions.withdrawTitle')}
        description={t('contributions.withdrawText')}
        submitLabel={t('contributions.withdraw')}
        isBusy={withdraw.isPending}
        isDangerous
        onSubmit={(event) => {
          event.preventDefault();
          onWithdraw();
        }}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}

function stateSentence(t: (key: string, options?: Record<string, unknown>) => string, state: ReturnType<typeof contributionState>, item: ContributionModel): string {
  if (state === 'published') return t('contributions.publishedInfo', { date: formatDate(item.publishedAt!) });
  if (state === 'scheduled') return t('contributions.scheduledInfo', { date: formatDateTime(item.publishedAt!) });
  if (state === 'unlisted') return t('contributions.unlistedInfo');
  return t('contributions.draftInfo');
}

function Decision({ request }: { request: PublicationRequestModel }) {
  const { t } = useTranslation();
  const date = formatDate(request.createdAt);
  if (request.status === 'accepted') {
    return (
      <Alert severity="success" sx={{ mt: 2 }}>
        {t('contributions.acceptedInfo', { date })}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <Typography>{t('contributions.refusedInfo', { date })}</Typography>
      {request.refuseReason && <Typography sx={{ whiteSpace: 'pre-line' }}>{t('contributions.refuseReason', { reason: request.refuseReason })}</Typography>}
    </Alert>
  );
}

interface AskValues {
  description: string;
  targetedPublishedAt: string;
}

/** The request: a message to the administrators and, if wished, when to publish (to come). */
function AskDialog({ type, item, onClose }: { type: ContributionType; item: ContributionModel; onClose: () => void }) {
  const { t } = useTranslation();
  const ask = useAskForPublication(type, item.id);
  const schema = z.object({
    description: declaredText(t, publicationRequests, 'description'),
    targetedPublishedAt: z
      .string()
      .refine((value) => !value || !Number.isNaN(instantOf(value).getTime()), t('validation.datetime'))
      .refine((value) => !value || instantOf(value).getTime() > Date.now(), t('contributions.targetedInPast')),
  });
  const { form, onSubmit, failure } = useInteractionForm<AskValues>({
    resolver: zodResolver(schema),
    defaultValues: { description: '', targetedPublishedAt: '' },
    fields: ['description', 'targetedPublishedAt'],
    send: async (values) => {
      await ask.mutateAsync({ description: values.description.trim(), targetedPublishedAt: values.targetedPublishedAt ? instantOf(values.targetedPublishedAt).toISOString() : null });
      toast(t('contributions.asked'));
      onClose();
    },
  });
  return (
    <InteractionDialog
      isOpen
      title={t('contributions.askTitle', { title: item.title ?? '' })}
      description={t('contributions.askText')}
      submitLabel={t('contributions.send')}
      isBusy={form.formState.isSubmitting}
      failure={failure}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <TextField label={t('contributions.fieldRequestDescription')} multiline minRows={3} autoFocus {...textFieldProps(form, 'description')} />
      <TextField
        label={t('contributions.fieldTargetedAt')}
        type="datetime-local"
        slotProps={{ inputLabel: { shrink: true } }}
        {...textFieldProps(form, 'targetedPublishedAt', t('contributions.fieldTargetedAtHelp', { zone: browserTimezone() }))}
      />
    </InteractionDialog>
  );
}
