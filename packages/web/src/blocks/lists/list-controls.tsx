import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import Box from '@mui/material/Box';
import { Button } from '../../components/button.tsx';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FIELD_SX, LightTextField } from '../../components/light-text-field.tsx';

/**
 * The quick search of an area's list (`?q=` in the address, so the server draws the same first
 * screen): a search field, with `years` a "published in" choice (`?year=`), the button that applies
 * them, and a way back to the whole list. Applied with the button, not on each change, so that a
 * keyboard going through the years does not reload the list at every step. `messages` is the
 * area's message group, which holds `searchLabel`, `search`, `clearSearch`, `yearLabel`, `anyYear`.
 * `keep` names the address's parameters a search keeps (the forum searches within a category).
 */
export function ListSearch({ messages, years = [], keep = [] }: { messages: string; years?: readonly number[]; keep?: readonly string[] }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = searchParams.get('q') ?? '';
  const currentYear = searchParams.get('year') ?? '';
  const [value, setValue] = useState(current);
  const [year, setYear] = useState(currentYear);
  const yearId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = value.trim();
    setSearchParams({ ...kept(), ...(search ? { q: search } : {}), ...(year ? { year } : {}) });
  };
  /** The address's parameters the search keeps (a forum's category). */
  const kept = () => Object.fromEntries(keep.flatMap((name) => (searchParams.get(name) ? [[name, searchParams.get(name)!]] : [])));
  return (
    <Box component="form" role="search" aria-label={t(`${messages}.searchLabel`)} onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', flexWrap: 'wrap', mb: 3 }}>
      <LightTextField type="search" label={t(`${messages}.searchLabel`)} value={value} onChange={(event) => setValue(event.target.value)} sx={{ flex: '1 1 220px', maxWidth: 420 }} />
      {years.length > 0 && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Box component="label" htmlFor={yearId} sx={{ typography: 'body2', color: 'text.secondary', fontWeight: 500 }}>
            {t(`${messages}.yearLabel`)}
          </Box>
          <Box component="select" id={yearId} value={year} onChange={(event: ChangeEvent<HTMLSelectElement>) => setYear(event.target.value)} sx={FIELD_SX}>
            <option value="">{t(`${messages}.anyYear`)}</option>
            {/* A year named by the address stays choosable even when no record is left in it. */}
            {[...new Set([...years, ...(currentYear ? [Number(currentYear)] : [])])]
              .sort((a, b) => b - a)
              .map((option) => (
                <option key={option} value={String(option)}>
                  {option}
                </option>
              ))}
          </Box>
        </Box>
      )}
      <Button type="submit" variant="contained">
        {t(`${messages}.search`)}
      </Button>
      {(current || currentYear) && (
        <Button
          type="button"
          onClick={() => {
            setValue('');
            setYear('');
            setSearchParams(kept());
          }}
        >
          {t(`${messages}.clearSearch`)}
        </Button>
      )}
    </Box>
  );
}

/**
 * The years a list's "published in" offers: from the oldest record's (its `publishedAt`) to the
 * current one, newest first; none when nothing is published.
 */
export function yearsSince(oldest: unknown, now = new Date()): number[] {
  const data = (oldest as { data?: Array<{ attributes?: { publishedAt?: unknown } }> } | undefined)?.data;
  const publishedAt = Array.isArray(data) ? data[0]?.attributes?.publishedAt : undefined;
  if (typeof publishedAt !== 'string') return [];
  const first = new Date(publishedAt).getUTCFullYear();
  const last = Math.max(first, now.getUTCFullYear());
  if (!Number.isInteger(first)) return [];
  return Array.from({ length: last - first + 1 }, (_, index) => last - index);
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
