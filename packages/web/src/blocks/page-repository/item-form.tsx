import { useTranslation } from '../../lib/i18n/i18n.ts';
import { lazy, Suspense, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { repositoryItems } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { LazyFileUploadField } from '../../components/file-upload/index.ts';
import { textFieldProps, useInteractionForm } from '../../components/interactions/use-interaction-form.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { declaredText } from '../../lib/forms/declared-field.ts';
import { usePreventLeave } from '../../lib/forms/server-errors.ts';
import { toast } from '../../lib/ui-store.ts';
import { AttachmentUploads } from './attachment-uploads.tsx';
import type { Upload } from './attachment-uploads.tsx';
import { useRepositoryWrites } from './repository-api.ts';
import type { ItemValues } from './repository-api.ts';
import { categoryOfFile, FileKindIcon, modelsOf, repositoryPaths } from './repository-model.tsx';
import type { RepositoryCategory, RepositoryItem, RepositoryTag } from './repository-model.tsx';

const RichTextInput = lazy(() => import('../../components/resources/rich-text-input.tsx').then((m) => ({ default: m.RichTextInput })));

const CHOICES_URL = {
  categories: '/api/v1/repository-categories?sort=createdAt&page[size]=50&fields[repository-categories]=name',
  tags: '/api/v1/tags?sort=name&page[size]=100&fields[tags]=name',
};

/** Checkboxes of a to-many choice (categories, tags), in a fieldset named by its legend. */
function Choices({ legend, options, value, onChange }: { legend: string; options: { id: string; name: string }[]; value: string[]; onChange: (next: string[]) => void }) {
  if (options.length === 0) return null;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Box component="legend" sx={{ typography: 'body2', fontWeight: 500, mb: 0.5 }}>
        {legend}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {options.map((option) => (
          <FormControlLabel key={option.id} label={option.name} control={<Checkbox checked={value.includes(option.id)} onChange={(event) => onChange(event.target.checked ? [...value, option.id] : value.filter((id) => id !== option.id))} />} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * Sharing an item, or changing one: its title, description and printer settings (rich text the
 * server sanitises), categories and tags, picture, and its attachments — those kept, those removed,
 * those added (each uploaded at once, in chunks, with its progress). Saving writes the item and its
 * attachments in one request: all of it or nothing. A 422 lands on its field.
 */
export function ItemFormDialog({ pagePath, item, categories: givenCategories, tags: givenTags, onClose }: { pagePath: string; item: RepositoryItem | null; categories?: RepositoryCategory[]; tags?: RepositoryTag[]; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const writes = useRepositoryWrites();
  const categories = useQuery({ queryKey: ['repository-form', 'categories'], queryFn: () => apiRequest(CHOICES_URL.categories), enabled: !givenCategories });
  const tags = useQuery({ queryKey: ['repository-form', 'tags'], queryFn: () => apiRequest(CHOICES_URL.tags), enabled: !givenTags });
  const categoryOptions = givenCategories ?? modelsOf<RepositoryCategory>(categories.data);
  const tagOptions = givenTags ?? modelsOf<RepositoryTag>(tags.data);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [image, setImage] = useState<{ id: string; name: string } | null>(item?.image ? { id: item.image.id, name: item.image.originalName ?? item.image.name ?? '' } : null);
  const schema = z.object({
    title: declaredText(t, repositoryItems, 'title'),
    description: z.string(),
    printerSettingsDescription: z.string(),
    categories: z.array(z.string()),
    tags: z.array(z.string()),
    image: z.string().nullable(),
  });
  const isUploading = uploads.some((upload) => upload.state === 'uploading');
  const hasFailed = uploads.some((upload) => upload.state === 'failed');
  const { form, onSubmit, failure } = useInteractionForm<ItemValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      printerSettingsDescription: item?.printerSettingsDescription ?? '',
      categories: (item?.categories ?? []).map((category) => category.id),
      tags: (item?.tags ?? []).map((tag) => tag.id),
      image: item?.image?.id ?? null,
    },
    fields: ['title', 'description', 'printerSettingsDescription', 'categories', 'tags', 'image'],
    send: async (values) => {
      const addFiles = uploads.flatMap((upload) => (upload.state === 'done' && upload.stored ? [upload.stored.id] : []));
      const id = await writes.saveItem.mutateAsync({ id: item?.id ?? null, values: { ...values, image: image?.id ?? null }, addFiles, removeAttachments: removed });
      form.reset(values);
      setUploads([]);
      toast(item ? t('repository.saved', { title: values.title }) : t('repository.shared', { title: values.title }));
      onClose();
      if (!item) void navigate(repositoryPaths.item(pagePath, id));
    },
  });
  const isDirty = form.formState.isDirty || uploads.length > 0 || removed.length > 0 || image?.id !== (item?.image?.id ?? undefined);
  usePreventLeave(isDirty && !form.formState.isSubmitSuccessful);
  const kept = (item?.attachments ?? []).filter((attachment) => attachment.file && !removed.includes(attachment.id));

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="body">
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{item ? t('repository.editTitle', { title: item.title }) : t('repository.shareTitle')}</DialogTitle>
        <DialogContent>
          <TextField label={t('repository.fieldTitle')} required autoFocus {...textFieldProps(form, 'title')} />
          <Suspense fallback={<Box sx={{ minHeight: 400 }} />}>
            {(['description', 'printerSettingsDescription'] as const).map((name) => (
              <Box key={name} sx={{ mt: 2 }}>
                <Controller
                  control={form.control}
                  name={name}
                  render={({ field: input, fieldState }) => (
                    <RichTextInput label={t(`repository.field_${name}`)} value={input.value} onChange={input.onChange} onBlur={input.onBlur} inputRef={input.ref} error={fieldState.error?.message} helperText={fieldState.error?.message} />
                  )}
                />
              </Box>
            ))}
          </Suspense>
          <Controller control={form.control} name="categories" render={({ field: input }) => <Choices legend={t('repository.fieldCategories')} options={categoryOptions} value={input.value} onChange={input.onChange} />} />
          <Controller control={form.control} name="tags" render={({ field: input }) => <Choices legend={t('repository.fieldTags')} options={tagOptions} value={input.value} onChange={input.onChange} />} />
          <Box sx={{ mt: 2 }}>
            <Suspense fallback={<Box sx={{ minHeight: 64 }} />}>
              <LazyFileUploadField label={t('repository.fieldImage')} accept="image/*" onUploaded={(file) => setImage({ id: String(file.id), name: String((file as { originalName?: string }).originalName ?? '') })} />
            </Suspense>
            {image && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
                <Typography variant="body2">{t('repository.currentImage', { name: image.name })}</Typography>
                <Button size="small" onClick={() => setImage(null)}>
                  {t('repository.removeImage')}
                </Button>
              </Box>
            )}
          </Box>
          {kept.length > 0 && (
            <Box sx={{ mt: 2 }}>
              <Typography sx={{ fontWeight: 500 }}>{t('repository.attachments')}</Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {kept.map((attachment) => (
                  <Box component="li" key={attachment.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}>
                    <FileKindIcon kind={categoryOfFile(attachment.file!)} />
                    <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>{attachment.file!.originalName ?? attachment.file!.name}</Typography>
                    <Button size="small" onClick={() => setRemoved((current) => [...current, attachment.id])} aria-label={t('repository.removeFile', { name: attachment.file!.originalName ?? attachment.file!.name ?? '' })}>
                      {t('repository.remove')}
                    </Button>
                  </Box>
                ))}
              </Box>
            </Box>
          )}
          <AttachmentUploads uploads={uploads} onChange={setUploads} />
          {(isUploading || hasFailed) && <Typography variant="body2">{isUploading ? t('repository.waitForUploads') : t('repository.uploadsFailed')}</Typography>}
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting || isUploading || hasFailed}>
            {item ? t('repository.save') : t('repository.publish')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
