import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { eqlaatReports } from '@relais/domain';
import { Button } from '../../../components/button.tsx';
import { textFieldProps, useInteractionForm } from '../../../components/interactions/use-interaction-form.ts';
import { RichTextInput } from '../../../components/resources/rich-text-input.tsx';
import { useCreate } from '../../../lib/data-layer/hooks.ts';
import { declaredText } from '../../../lib/forms/declared-field.ts';
import { usePreventLeave } from '../../../lib/forms/server-errors.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { toast } from '../../../lib/ui-store.ts';

interface ReportValues {
  title: string;
  content: string;
}

/**
 * A report on the project: its title and text (rich text, sanitised by the server), about this
 * project (the polymorphic `reportable`). Loaded when the team asks for it: the editor is heavy.
 */
export function ReportForm({ projectId, onDone }: { projectId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreate('eqlaat-reports', { targets: { reportable: 'eqlaat-projects' }, alsoInvalidates: ['eqlaat-projects'] });
  const schema = z.object({ title: declaredText(t, eqlaatReports, 'title'), content: z.string().max(100_000, t('validation.max')) });
  const { form, onSubmit, failure } = useInteractionForm<ReportValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: { title: '', content: '' },
    fields: ['title', 'content'],
    send: async (values) => {
      await create.mutateAsync({ attributes: { title: values.title.trim(), content: values.content || null }, relationships: { reportable: projectId } });
      form.reset(values);
      toast(t('eqlaatProject.reportWritten'));
      onDone();
    },
  });
  usePreventLeave(form.formState.isDirty);
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('eqlaatProject.newReport')} sx={{ mb: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <TextField label={t('eqlaatProject.reportTitle')} required autoFocus {...textFieldProps(form, 'title')} />
      <Controller
        control={form.control}
        name="content"
        render={({ field, fieldState }) => (
          <Box sx={{ mt: 2 }}>
            <RichTextInput label={t('eqlaatProject.reportContent')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={fieldState.error?.message} />
          </Box>
        )}
      />
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('eqlaatProject.saveReport')}
        </Button>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
      </Box>
    </Box>
  );
}
