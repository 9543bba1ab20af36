import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { REPOSITORY_SORTS } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { InLanguageText } from '../../components/in-language.tsx';
import { LightSelect, LightTextField } from '../../components/light-text-field.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import { Byline } from '../lists/byline.tsx';
import { CARD_GRID_SX, CARD_SX, CardPicture } from '../lists/card-grid.tsx';
import { BlockHeading } from '../shared/block-heading.tsx';
import { repositoryPaths } from './repository-model.tsx';
import type { RepositoryCategory, RepositoryItem, RepositoryTag } from './repository-model.tsx';

const COVERING_LINK_SX = { color: 'text.primary', textDecoration: 'none', '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: 'none' } } as const;

/** The categories as tiles (picture, name, number of items), each narrowing the list to it; the chosen one marked. */
export function CategoryTiles({ categories, current, hrefOf, headingLevel }: { categories: RepositoryCategory[]; current: string | null; hrefOf: (id: string | null) => string; headingLevel: number }) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('repository.categories')} sx={{ mb: 3 }}>
      <Box component="ul" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' }, listStyle: 'none', p: 0, m: 0 }}>
        {categories.map((category) => {
          const isCurrent = category.id === current;
          return (
            <li key={category.id}>
              <Box
                component={SmartLink}
                href={hrefOf(isCurrent ? null : category.id)}
                aria-current={isCurrent ? 'true' : undefined}
                sx={{ display: 'flex', flexDirection: 'column', height: '100%', border: 2, borderColor: isCurrent ? 'primary.main' : 'divider', borderRadius: 1, overflow: 'hidden', color: 'text.primary', textDecoration: 'none', bgcolor: 'background.paper', '&:hover': { borderColor: 'primary.main' } }}
              >
                <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'action.hover' }}>{category.image?.url && <Box component="img" src={category.image.previewUrl ?? category.image.url} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />}</Box>
                <Box sx={{ p: 1 }}>
                  <BlockHeading level={headingLevel} variant="subtitle2" sx={{ fontWeight: 700 }}>
                    <InLanguageText locale={fallbackLocaleOf(category, 'name')}>{category.name}</InLanguageText>
                  </BlockHeading>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('repository.itemsCount', { count: category.repositoryItemsCount ?? 0 })}
                  </Typography>
                </Box>
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * The search of the list: words (titles and descriptions), a tag and the order, applied together
 * with the button (a keyboard going through the choices does not reload the list at each step).
 * The category chosen is kept.
 */
export function RepositoryFilters({ tags }: { tags: RepositoryTag[] }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [q, setQ] = useState(searchParams.get('q') ?? '');
  const [tag, setTag] = useState(searchParams.get('tag') ?? '');
  const [sort, setSort] = useState(searchParams.get('sort') ?? 'newest');
  const category = searchParams.get('category');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (category) next.category = category;
    if (q.trim()) next.q = q.trim();
    if (tag) next.tag = tag;
    if (sort !== 'newest') next.sort = sort;
    setSearchParams(next);
  };
  const isNarrowed = !!(searchParams.get('q') || searchParams.get('tag') || searchParams.get('sort'));
  return (
    <Box component="form" role="search" aria-label={t('repository.searchLabel')} onSubmit={submit} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-end', flexWrap: 'wrap', mb: 2 }}>
      <LightTextField type="search" name="q" label={t('repository.searchLabel')} value={q} onChange={(event) => setQ(event.target.value)} sx={{ flex: '1 1 220px', maxWidth: 380 }} />
      <LightSelect label={t('repository.tagLabel')} name="tag" value={tag} onChange={(event) => setTag(event.target.value)} sx={{ minWidth: 160 }}>
        <option value="">{t('repository.anyTag')}</option>
        {tags.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </LightSelect>
      <LightSelect label={t('repository.sortLabel')} name="sort" value={sort} onChange={(event) => setSort(event.target.value)} sx={{ minWidth: 160 }}>
        {REPOSITORY_SORTS.map((option) => (
          <option key={option} value={option}>
            {t(`repository.sort_${option}`)}
          </option>
        ))}
      </LightSelect>
      <Button type="submit" variant="contained">
        {t('repository.search')}
      </Button>
      {isNarrowed && (
        <Button
          type="button"
          onClick={() => {
            setQ('');
            setTag('');
            setSort('newest');
            setSearchParams(category ? { category } : {});
          }}
        >
          {t('repository.clearSearch')}
        </Button>
      )}
    </Box>
  );
}

/** An item in the grid: its picture, title (the link), who shared it, its counters, categories and tags (each a filter). */
export function ItemCard({ item, pagePath, headingLevel }: { item: RepositoryItem; pagePath: string; headingLevel: number }) {
  const { t } = useTranslation();
  return (
    <Box component="article" sx={{ ...CARD_SX, position: 'relative', '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}>
      <CardPicture url={item.image?.previewUrl ?? item.image?.url} />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <BlockHeading level={headingLevel} variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          <Box component={SmartLink} href={repositoryPaths.item(pagePath, item.id)} sx={COVERING_LINK_SX}>
            <InLanguageText locale={fallbackLocaleOf(item, 'title')}>{item.title}</InLanguageText>
          </Box>
        </BlockHeading>
        <Byline item={{ publishedAt: item.createdAt ?? null, authorName: item.authorName ?? null }} messages="repository" />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {[t('repository.likes', { count: item.likesCount ?? 0 }), t('repository.comments', { count: item.commentsCount ?? 0 })].join(' · ')}
        </Typography>
        {(item.categories?.length ?? 0) > 0 && <Typography variant="body2">{item.categories!.map((category) => category.name).join(', ')}</Typography>}
        {(item.tags?.length ?? 0) > 0 && (
          // Above the covering link: each tag is a filter of its own.
          <Box component="ul" aria-label={t('repository.tags')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 'auto', position: 'relative', zIndex: 1 }}>
            {item.tags!.map((tag) => (
              <li key={tag.id}>
                <SmartLink href={repositoryPaths.list(pagePath, { tag: tag.id })}>#{tag.name}</SmartLink>
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** The items of a list in the card grid, or what to do when there are none. */
export function ItemGrid({ items, pagePath, headingLevel, empty }: { items: RepositoryItem[]; pagePath: string; headingLevel: number; empty: string }) {
  if (items.length === 0) {
    return (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <Typography>{empty}</Typography>
      </Box>
    );
  }
  return (
    <Box component="ul" sx={CARD_GRID_SX}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} pagePath={pagePath} headingLevel={headingLevel} />
        </li>
      ))}
    </Box>
  );
}
