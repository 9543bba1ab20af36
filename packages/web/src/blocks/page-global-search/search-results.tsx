import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SEARCH_PAGE_SIZE, SEARCHABLE_TYPES } from '@relais/domain';
import { ListPagination, ListSearch } from '../lists/list-controls.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { isSearchable, useSearch } from './search-api.ts';
import { rememberSearch } from './recent-searches.ts';

/** Height a result line keeps while the first answer loads, so the page does not jump. */
const RESULT_HEIGHT = 88;

/**
 * Every result of the words in the address (`?q=`), one kind or all (`?types=`), a page at a time
 * (`?page=`): the search screen (`/services/search`) and the pageGlobalSearch block show this. Each
 * result is a link to the record's page, with its kind; a kind's filter shows its count.
 */
export function SearchResults({ headingLevel = 2 }: { headingLevel?: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const type = searchParams.get('types') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const types = (SEARCHABLE_TYPES as readonly string[]).includes(type) ? [type] : [];
  const search = useSearch(q, { types, page, size: SEARCH_PAGE_SIZE });
  // The counts per kind come from the search over every kind, so that choosing one keeps the others' counts.
  const all = useSearch(q, { size: 1 });
  const remembered = useRef('');
  useEffect(() => {
    if (isSearchable(q) && remembered.current !== q) {
      remembered.current = q;
      rememberSearch(q);
    }
  }, [q]);
  const byType = all.data?.meta.byType ?? {};
  const total = all.data?.meta.total ?? 0;
  // Past the matches read, a count is a lower bound: "300+".
  const count = (n: number | undefined, isCapped = false) => `${n ?? 0}${isCapped ? '+' : ''}`;
  const Heading = `h${Math.min(headingLevel + 1, 6)}` as 'h2';
  const filterLink = (kind: string) => {
    const next = new URLSearchParams(searchParams);
    next.delete('page');
    if (kind) next.set('types', kind);
    else next.delete('types');
    return `?${next.toString()}`;
  };
  return (
    <Box>
      <ListSearch messages="search" keep={['types']} />
      {!isSearchable(q) ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('search.prompt')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, alignItems: 'start' }}>
          <Box component="nav" aria-label={t('search.kindsLabel')}>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: { xs: 'row', md: 'column' }, flexWrap: 'wrap', gap: 0.5 }}>
              <li>
                <SmartLink href={filterLink('')} aria-current={types.length === 0 ? 'true' : undefined} style={{ fontWeight: types.length === 0 ? 700 : 400 }}>
                  {t('search.allKinds', { n: count(total, all.data?.meta.isCapped) })}
                </SmartLink>
              </li>
              {SEARCHABLE_TYPES.filter((kind) => byType[kind]).map((kind) => (
                <li key={kind}>
                  <SmartLink href={filterLink(kind)} aria-current={types[0] === kind ? 'true' : undefined} style={{ fontWeight: types[0] === kind ? 700 : 400 }}>
                    {t(`search.kind.${kind}`)} ({count(byType[kind], all.data?.meta.isCapped)})
                  </SmartLink>
                </li>
              ))}
            </Box>
          </Box>
          <Box>
            <Typography role="status" sx={{ mb: 2, color: 'text.secondary' }}>
              {search.isPending ? t('search.searching') : search.data?.meta.total ? t(search.data.meta.isCapped ? 'search.resultsCountAtLeast' : 'search.resultsCount', { count: search.data.meta.total }) : t('search.noResults', { words: q.trim() })}
            </Typography>
            {search.isPending && <Box aria-hidden sx={{ height: RESULT_HEIGHT * 5 }} />}
            <Box component="ol" start={(page - 1) * SEARCH_PAGE_SIZE + 1} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
              {search.data?.data.map((result) => (
                <Box component="li" key={`${result.type}-${result.id}`} sx={{ minHeight: RESULT_HEIGHT / 2, borderBottom: 1, borderColor: 'divider', pb: 2 }}>
                  <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
                    {t(`search.kind.${result.type}`)}
                  </Typography>
                  <Heading style={{ margin: 0, fontSize: '1.125rem' }} lang={result.titleLocale}>
                    {result.path ? (
                      <RouterLink to={result.path}>{result.title}</RouterLink>
                    ) : (
                      result.title
                    )}
                  </Heading>
                  {result.description && <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{result.description}</Typography>}
                </Box>
              ))}
            </Box>
            <ListPagination page={page} count={search.data?.meta.lastPage ?? 1} messages="search" />
          </Box>
        </Box>
      )}
    </Box>
  );
}
