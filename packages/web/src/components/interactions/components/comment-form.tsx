import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { comments } from '@relais/domain';
import { declaredText } from '../../../lib/forms/declared-field.ts';
import { usePreventLeave } from '../../../lib/forms/server-errors.ts';
import { textFieldProps, useInteractionForm } from '../use-interaction-form.ts';

export interface CommentFormProps {
  /** The field's label ("Your comment", "Your answer to Ada"…). */
  label: string;
  submitLabel: string;
  defaultText?: string;
  /** Sends the text; the form empties once it is sent. */
  onSend: (text: string) => Promise<void>;
  /** Shown for an answer or an edit, which can be given up. */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A comment's text: written plain, checked against the declaration's bounds, a 422 on the field. */
export function CommentForm({ label, submitLabel, defaultText = '', onSend, onCancel, autoFocus = false }: CommentFormProps) {
  const { t } = useTranslation();
  const schema = z.object({ content: declaredText(t, comments, 'content') });
  const { form, onSubmit, failure } = useInteractionForm<{ content: string }>({
    resolver: zodResolver(schema),
    defaultValues: { content: defaultText },
    fields: ['content'],
    send: async ({ content }) => {
      await onSend(content);
      form.reset({ content: '' });
    },
  });
  usePreventLeave(form.formState.isDirty);
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ mb: 2 }}>
      <TextField label={label} multiline minRows={3} required autoFocus={autoFocus} {...textFieldProps(form, 'content')} />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="small" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
