import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import TextField from '@mui/material/TextField';
import { reminders } from '@relais/domain';
import { declaredText } from '../../../lib/forms/declared-field.ts';
import { browserTimezone } from '../../../lib/locale.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/ui-store.ts';
import { setReminder } from '../api/reminders.ts';
import type { InteractionTarget } from '../api/targets.ts';
import { textFieldProps, useInteractionForm } from '../use-interaction-form.ts';
import { InteractionDialog } from './interaction-dialog.tsx';

export interface ReminderDialogProps {
  target: InteractionTarget;
  isOpen: boolean;
  onClose: () => void;
  /** The item's title, offered as the reminder's. */
  defaultTitle?: string;
}

interface ReminderForm {
  title: string;
  message: string;
  /** `YYYY-MM-DDTHH:mm` of a `datetime-local` field: a moment in the reader's (the device's) zone. */
  remindAt: string;
}

/** A `datetime-local` value is read in the device's time zone, as the reader typed it. */
const instantOf = (local: string) => new Date(local);

/** Sets a reminder about an item: a title, a message, and when to be reminded (in the future). */
export function ReminderDialog({ isOpen, ...props }: ReminderDialogProps) {
  if (!isOpen) return null;
  return <ReminderFormDialog {...props} />;
}

function ReminderFormDialog({ target, onClose, defaultTitle = '' }: Omit<ReminderDialogProps, 'isOpen'>) {
  const { t } = useTranslation();
  const schema = z.object({
    title: declaredText(t, reminders, 'title'),
    message: declaredText(t, reminders, 'message'),
    remindAt: z
      .string()
      .min(1, t('validation.required'))
      .refine((value) => !Number.isNaN(instantOf(value).getTime()), t('validation.datetime'))
      .refine((value) => instantOf(value).getTime() > Date.now(), t('interactions.reminderInPast')),
  });
  const { form, onSubmit, failure } = useInteractionForm<ReminderForm>({
    resolver: zodResolver(schema),
    defaultValues: { title: defaultTitle.slice(0, reminders.attributes.title?.max ?? 255), message: '', remindAt: '' },
    fields: ['title', 'message', 'remindAt'],
    send: async (values) => {
      const remindAt = instantOf(values.remindAt).toISOString();
      await setReminder(target, { ...values, remindAt });
      toast(t('interactions.reminderSet', { date: formatDateTime(remindAt) }));
      onClose();
    },
  });
  return (
    <InteractionDialog
      isOpen
      title={t('interactions.reminderTitle')}
      description={t('interactions.reminderDescription')}
      submitLabel={t('interactions.reminderSave')}
      isBusy={form.formState.isSubmitting}
      failure={failure}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <TextField label={t('interactions.reminderTitleField')} required autoFocus {...textFieldProps(form, 'title')} />
      <TextField label={t('interactions.reminderMessage')} multiline minRows={3} {...textFieldProps(form, 'message')} />
      <TextField
        label={t('interactions.reminderAt')}
        type="datetime-local"
        required
        slotProps={{ inputLabel: { shrink: true } }}
        {...textFieldProps(form, 'remindAt', t('interactions.inTimeZone', { zone: browserTimezone() }))}
      />
    </InteractionDialog>
  );
}
