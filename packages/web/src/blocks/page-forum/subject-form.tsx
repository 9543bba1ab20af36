import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { ChangeEvent } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { forumSubjects } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { LightSelect } from '../../components/light-text-field.tsx';
import { textFieldProps, useInteractionForm } from '../../components/interactions/use-interaction-form.ts';
import { declaredText } from '../../lib/forms/declared-field.ts';
import { usePreventLeave } from '../../lib/forms/server-errors.ts';
import type { MessageValues, SubjectValues } from './forum-api.ts';
import { CategoryOptions } from './category-options.tsx';
import type { ForumCategory, ForumTag } from './forum-model.ts';
import { MessageFields } from './message-form.tsx';
import { messageSchema } from './reply-form.tsx';

type Values = SubjectValues & Partial<MessageValues>;

/**
 * A subject's form: its title, the category it is filed in (a category with children holds none
 * itself), its tags and, for a new subject, its first message. Checked from the kinds' declarations
 * before it goes; the server's 422s land on their fields.
 */
export function SubjectForm({
  categories,
  tags,
  defaults,
  withMessage,
  submitLabel,
  onSend,
}: {
  categories: readonly ForumCategory[];
  tags: readonly ForumTag[];
  defaults: Values;
  withMessage: boolean;
  submitLabel: string;
  onSend: (values: Values) => Promise<void>;
}) {
  const { t } = useTranslation();
  const schema = z
    .object({
      title: declaredText(t, forumSubjects, 'title'),
      category: z.string().min(1, t('validation.required')),
      tags: z.array(z.string()),
    })
    .and(withMessage ? messageSchema(t) : z.object({}));
  const { form, onSubmit, failure } = useInteractionForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: defaults,
    fields: ['title', 'category', 'tags', 'content', 'lang'],
    send: async (values) => {
      await onSend(values);
      form.reset(values);
    },
  });
  usePreventLeave(form.formState.isDirty);
  const sortedTags = [...tags].sort((a, b) => a.name.localeCompare(b.name));

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ mt: 2 }}>
      <TextField label={t('forum.fieldTitle')} required {...textFieldProps(form, 'title')} />
      <Controller
        control={form.control}
        name="category"
        render={({ field: input, fieldState }) => (
          <LightSelect
            label={t('forum.fieldCategory')}
            required
            name={input.name}
            ref={input.ref}
            value={input.value}
            onBlur={input.onBlur}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => input.onChange(event.target.value)}
            error={fieldState.error?.message}
            sx={{ my: 2, maxWidth: 480 }}
          >
            <option value="">{t('forum.chooseACategory')}</option>
            <CategoryOptions categories={categories} />
          </LightSelect>
        )}
      />
      {sortedTags.length > 0 && (
        <Controller
          control={form.control}
          name="tags"
          render={({ field: input }) => (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1 }}>
              <Box component="legend" sx={{ typography: 'body2', fontWeight: 500, mb: 0.5 }}>
                {t('forum.fieldTags')}
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                {sortedTags.map((tag) => (
                  <FormControlLabel
                    key={tag.id}
                    label={tag.name}
                    control={
                      <Checkbox
                        checked={input.value.includes(tag.id)}
                        onChange={(event) => input.onChange(event.target.checked ? [...input.value, tag.id] : input.value.filter((id) => id !== tag.id))}
                      />
                    }
                  />
                ))}
              </Box>
            </Box>
          )}
        />
      )}
      {withMessage && <MessageFields control={form.control} label={t('forum.fieldFirstMessage')} />}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
