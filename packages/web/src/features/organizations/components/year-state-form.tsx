import { lazy, Suspense } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { organizationYearStates } from '@relais/domain';
import { Button } from '../../../components/button.tsx';
import { useInteractionForm } from '../../../components/interactions/use-interaction-form.ts';
import { declaredText } from '../../../lib/forms/declared-field.ts';
import { usePreventLeave } from '../../../lib/forms/server-errors.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { toast } from '../../../lib/ui-store.ts';
import { useSaveYearState } from '../api/organization.ts';
import type { YearState } from '../api/organization.ts';

const RichTextInput = lazy(() => import('../../../components/resources/rich-text-input.tsx').then((m) => ({ default: m.RichTextInput })));

type Values = { achievements: string };

/** One year's achievements as the organization's administrators record them (the server refuses a closed year). */
export function YearStateForm({ organizationId, state, year, onDone }: { organizationId: string; state: YearState | null; year: number; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveYearState(organizationId);
  const schema = z.object({ achievements: declaredText(t, organizationYearStates, 'achievements') });
  const { form, onSubmit, failure } = useInteractionForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { achievements: state?.achievements ?? '' },
    fields: ['achievements'],
    send: async (values) => {
      await save.mutateAsync({ id: state?.id ?? null, year, achievements: values.achievements });
      form.reset(values);
      toast(t('organizations.yearSaved', { year }));
      onDone();
    },
  });
  usePreventLeave(form.formState.isDirty);
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ mt: 1 }} aria-label={t('organizations.achievementsOf', { year })}>
      <Suspense fallback={<Box sx={{ minHeight: 200 }} />}>
        <Controller
          control={form.control}
          name="achievements"
          render={({ field: input, fieldState }) => (
            <RichTextInput
              label={t('organizations.achievementsOf', { year })}
              value={input.value}
              onChange={input.onChange}
              onBlur={input.onBlur}
              inputRef={input.ref}
              autoFocus
              error={fieldState.error?.message}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </Suspense>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('organizations.save')}
        </Button>
        <Button onClick={onDone}>{t('organizations.cancel')}</Button>
      </Box>
    </Box>
  );
}
