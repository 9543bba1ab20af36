import { useTranslation } from '../../../../../lib/i18n/i18n.ts';
import { Suspense, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LazyFileUploadField } from '../../../../../components/file-upload/index.ts';
import { useAnyList } from '../../../../../lib/data-layer/hooks.ts';
import type { Model } from '../../../../../lib/jsonapi.ts';
import { useRuntimeEnvironment } from '../../../../../lib/runtime-environment.ts';

/** A link: typed (an address, a path), or a page of the site chosen from the list. */
export function LinkInput({ label, value, error, helperText, name, required, onChange }: { label: string; value: string; error: boolean; helperText?: string; name: string; required: boolean; fullWidth: boolean; onChange(text: string): void }) {
  const { pages } = useRuntimeEnvironment();
  return (
    <Autocomplete
      freeSolo
      options={pages.map((page) => page.path)}
      getOptionLabel={(path) => {
        const page = pages.find((candidate) => candidate.path === path);
        return page?.title ? `${path} — ${page.title}` : path;
      }}
      filterOptions={(options, { inputValue }) => options.filter((path) => path.toLowerCase().includes(inputValue.toLowerCase()))}
      value={value}
      inputValue={value}
      onInputChange={(_, text, reason) => reason !== 'reset' && onChange(text)}
      onChange={(_, path) => onChange(path ?? '')}
      renderInput={(params) => <TextField {...params} name={name} label={label} required={required} error={error} helperText={helperText} />}
    />
  );
}

interface ImageValue {
  url: string;
  alt: string;
}

const asImage = (value: unknown): ImageValue | null => {
  if (!value || typeof value !== 'object') return null;
  const { url, alt } = value as Partial<ImageValue>;
  return { url: typeof url === 'string' ? url : '', alt: typeof alt === 'string' ? alt : '' };
};

/** A picture: chosen among the public files or uploaded, with its text alternative. */
export function ImageInput({ label, path, value, error, canRemove, onChange }: { label: string; path: string; value: unknown; error?: string; canRemove: boolean; onChange(image: ImageValue | null): void }) {
  const { t } = useTranslation();
  const image = asImage(value);
  const [search, setSearch] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const files = useAnyList<Model>('files', { filter: { isPublic: true, search: search || undefined }, page: { number: 1, size: 20 }, sort: [{ field: 'name', order: 'asc' }] }, { enabled: isOpen });
  const images = (files.data?.data ?? []).filter((file) => String(file.mimeType ?? '').startsWith('image/'));
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography component="legend" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      {image?.url && <Box component="img" src={image.url} alt="" sx={{ maxWidth: 160, maxHeight: 100, objectFit: 'contain', alignSelf: 'flex-start' }} />}
      <Autocomplete
        options={images}
        open={isOpen}
        onOpen={() => setIsOpen(true)}
        onClose={() => setIsOpen(false)}
        loading={files.isFetching}
        getOptionLabel={(file) => String(file.name ?? file.id)}
        isOptionEqualToValue={(file, chosen) => file.id === chosen.id}
        filterOptions={(options) => options}
        onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
        onChange={(_, file) => file && onChange({ url: String(file.url ?? ''), alt: image?.alt ?? '' })}
        value={null}
        renderInput={(params) => <TextField {...params} label={t('pageEditor.chooseImage', { field: label })} name={`${path}.file`} />}
      />
      <Suspense fallback={null}>
        <LazyFileUploadField label={t('admin.uploadNew', { field: label })} accept="image/*" isPublic onUploaded={(file) => onChange({ url: String(file.url ?? ''), alt: image?.alt ?? '' })} />
      </Suspense>
      <TextField
        label={t('pageEditor.imageAddress', { field: label })}
        name={`${path}.url`}
        value={image?.url ?? ''}
        onChange={(event) => onChange({ url: event.target.value, alt: image?.alt ?? '' })}
        fullWidth
      />
      <TextField
        label={t('pageEditor.imageAlt', { field: label })}
        name={`${path}.alt`}
        value={image?.alt ?? ''}
        helperText={t('pageEditor.imageAltHint')}
        onChange={(event) => onChange({ url: image?.url ?? '', alt: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 300 } }}
        fullWidth
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
      {canRemove && image && (
        <Box>
          <Button color="error" onClick={() => onChange(null)}>
            {t('pageEditor.removePart', { part: label })}
          </Button>
        </Box>
      )}
    </Box>
  );
}
