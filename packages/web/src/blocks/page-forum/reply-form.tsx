import { useTranslation } from '../../lib/i18n/i18n.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { forumSubjectMessages } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { useInteractionForm } from '../../components/interactions/use-interaction-form.ts';
import { declaredText } from '../../lib/forms/declared-field.ts';
import { usePreventLeave } from '../../lib/forms/server-errors.ts';
import type { MessageValues } from './forum-api.ts';
import { MessageFields } from './message-form.tsx';

/** The check of a message's fields, from its kind's declaration (the server checks the same). */
export const messageSchema = (t: Parameters<typeof declaredText>[0]) => z.object({ content: declaredText(t, forumSubjectMessages, 'content'), lang: z.string() });

/**
 * A message's form (an answer, or an edit of one): its text and language, checked before it goes,
 * the server's 422s on their fields; a question before leaving it unsaved.
 */
export function MessageForm({
  label,
  submitLabel,
  defaults = { content: '', lang: '' },
  onSend,
  onCancel,
  autoFocus = false,
}: {
  label: string;
  submitLabel: string;
  defaults?: MessageValues;
  onSend: (values: MessageValues) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const { form, onSubmit, failure } = useInteractionForm<MessageValues>({
    resolver: zodResolver(messageSchema(t)),
    defaultValues: defaults,
    fields: ['content', 'lang'],
    send: async (values) => {
      await onSend(values);
      form.reset(values);
    },
  });
  usePreventLeave(form.formState.isDirty);
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ mt: 2 }}>
      <MessageFields control={form.control} label={label} autoFocus={autoFocus} />
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
      </Box>
    </Box>
  );
}
