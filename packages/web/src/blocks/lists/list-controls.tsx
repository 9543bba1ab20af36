import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import { Button } from '../../components/button.tsx';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LightTextField } from '../../components/light-text-field.tsx';

/**
 * The quick search of an area's list (`?q=` in the address, so the server draws the same first
 * screen): a search field, its button, and a way back to the whole list. `messages` is the area's
 * message group, which holds `searchLabel`, `search` and `clearSearch`.
 */
export function ListSearch({ messages }: { messages: string }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = searchParams.get('q') ?? '';
  const [value, setValue] = useState(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = value.trim();
    setSearchParams(search ? { q: search } : {});
  };
  return (
    <Box component="form" role="search" aria-label={t(`${messages}.searchLabel`)} onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', flexWrap: 'wrap', mb: 3 }}>
      <LightTextField type="search" label={t(`${messages}.searchLabel`)} value={value} onChange={(event) => setValue(event.target.value)} sx={{ flex: '1 1 220px', maxWidth: 420 }} />
      <Button type="submit" variant="contained">
        {t(`${messages}.search`)}
      </Button>
      {current && (
        <Button
          type="button"
          onClick={() => {
            setValue('');
            setSearchParams({});
          }}
        >
          {t(`${messages}.clearSearch`)}
        </Button>
      )}
    </Box>
  );
}

/**
 * Links to the neighbouring pages of an area's list (`?page=`, the rest of the query kept) and
 * "page x of y". `messages` is the area's message group, which holds `pagination`, `previousPage`,
 * `nextPage` and `pageOf`.
 */
export function ListPagination({ page, count, messages }: { page: number; count: number; messages: string }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  if (count <= 1) return null;
  const to = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  return (
    <Box component="nav" aria-label={t(`${messages}.pagination`)} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 4, flexWrap: 'wrap' }}>
      {page > 1 && (
        <Button component={RouterLink} to={to(page - 1)} variant="outlined">
          {t(`${messages}.previousPage`)}
        </Button>
      )}
      <Typography aria-current="page">{t(`${messages}.pageOf`, { page, count })}</Typography>
      {page < count && (
        <Button component={RouterLink} to={to(page + 1)} variant="outlined">
          {t(`${messages}.nextPage`)}
        </Button>
      )}
    </Box>
  );
}
