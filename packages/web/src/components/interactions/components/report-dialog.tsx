import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { reports } from '@relais/domain';
import { declaredText } from '../../../lib/forms/declared-field.ts';
import { toast } from '../../../lib/ui-store.ts';
import { REPORT_REASONS, sendReport } from '../api/reports.ts';
import type { ReportValues } from '../api/reports.ts';
import type { InteractionTarget } from '../api/targets.ts';
import { textFieldProps, useInteractionForm } from '../use-interaction-form.ts';
import { InteractionDialog } from './interaction-dialog.tsx';

export interface ReportDialogProps {
  target: InteractionTarget;
  isOpen: boolean;
  onClose: () => void;
  /** The page the item is reported from; the current address by default. */
  url?: string;
}

/** Reports an item to the moderators: a reason, details, the page it was seen on. */
export function ReportDialog({ target, isOpen, onClose, url }: ReportDialogProps) {
  if (!isOpen) return null;
  return <ReportForm target={target} onClose={onClose} url={url ?? window.location.href} />;
}

function ReportForm({ target, onClose, url }: { target: InteractionTarget; onClose: () => void; url: string }) {
  const { t } = useTranslation();
  const reasonLabelId = useId();
  const schema = z.object({
    reason: z.string().min(1, t('validation.required')),
    details: declaredText(t, reports, 'details'),
    url: declaredText(t, reports, 'url'),
  });
  const { form, onSubmit, failure } = useInteractionForm<ReportValues>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '', details: '', url },
    fields: ['reason', 'details', 'url'],
    send: async (values) => {
      await sendReport(target, values);
      toast(t('interactions.reportSent'));
      onClose();
    },
  });
  const reasonError = form.formState.errors.reason?.message;
  return (
    <InteractionDialog
      isOpen
      title={t('interactions.reportTitle')}
      description={t('interactions.reportDescription')}
      submitLabel={t('interactions.reportSend')}
      isBusy={form.formState.isSubmitting}
      failure={failure}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <FormControl error={!!reasonError} required margin="normal" fullWidth>
        <FormLabel id={reasonLabelId}>{t('interactions.reportReason')}</FormLabel>
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <RadioGroup aria-labelledby={reasonLabelId} name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur}>
              {REPORT_REASONS.map((reason, index) => (
                <FormControlLabel key={reason} value={reason} control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />} label={t(`interactions.reason_${reason}`)} />
              ))}
            </RadioGroup>
          )}
        />
        {reasonError && <FormHelperText>{reasonError}</FormHelperText>}
      </FormControl>
      <TextField label={t('interactions.reportDetails')} multiline minRows={3} {...textFieldProps(form, 'details')} />
      <TextField label={t('interactions.reportUrl')} type="url" {...textFieldProps(form, 'url', t('interactions.reportUrlHelp'))} />
    </InteractionDialog>
  );
}
