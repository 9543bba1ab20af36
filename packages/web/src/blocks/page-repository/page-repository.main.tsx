import { useTranslation } from '../../lib/i18n/i18n.ts';
import { lazy, Suspense, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { repositoryListStateOf } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { useMember } from '../../components/interactions/use-member.ts';
import { SmartLink } from '../../components/smart-link.tsx';
import type { BlockProps } from '../block-types.ts';
import { ListPagination } from '../lists/list-controls.tsx';
import { canCreateOf, pageCountOf, totalOf } from '../lists/list-meta.ts';
import { BlockHeading, nextLevel } from '../shared/block-heading.tsx';
import { CategoryTiles, ItemGrid, RepositoryFilters } from './repository-list.tsx';
import { modelsOf, repositoryPaths } from './repository-model.tsx';
import type { RepositoryCategory, RepositoryItem, RepositoryTag } from './repository-model.tsx';

// The item form (uploads, rich text) comes with the first "Share an item", never with the list a visitor reads.
const ItemFormDialog = lazy(() => import('./item-form.tsx').then((m) => ({ default: m.ItemFormDialog })));

type ListProps = Extract<BlockProps<'pageRepository'>, { screen: 'main' }>;

/** The repository's page: its categories, the search, tags and order, a page of items, and for members the way to share one. */
export function RepositoryList({ props, headingLevel, data, page }: ListProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const state = repositoryListStateOf(Object.fromEntries(searchParams));
  const { isMember, isVisitor, canSignIn, signInHref } = useMember();
  const [isSharing, setIsSharing] = useState(false);
  const categories = modelsOf<RepositoryCategory>(data.categories);
  const tags = modelsOf<RepositoryTag>(data.tags);
  const items = modelsOf<RepositoryItem>(data.items);
  const total = totalOf(data.items);
  const category = categories.find((candidate) => candidate.id === state.category);
  const tag = tags.find((candidate) => candidate.id === state.tag);
  const title = props.title || (headingLevel === 1 ? page.title : '');
  const itemLevel = nextLevel(headingLevel);
  const isNarrowed = !!(state.q || state.tag || state.category);
  const canShare = isMember && canCreateOf(data.items);
  const empty = isNarrowed ? t('repository.noResults') : canShare ? t('repository.emptyShare') : t('repository.empty');
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {title && (
        <BlockHeading level={headingLevel} variant="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </BlockHeading>
      )}
      {props.subtitle && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{props.subtitle}</Typography>}
      {canShare ? (
        <Button variant="outlined" onClick={() => setIsSharing(true)} sx={{ mb: 3 }}>
          {t('repository.share')}
        </Button>
      ) : isVisitor && canSignIn ? (
        <Typography sx={{ mb: 3 }}>
          <SmartLink href={signInHref}>{t('repository.signInToShare')}</SmartLink>
        </Typography>
      ) : null}
      <CategoryTiles categories={categories} current={state.category} headingLevel={itemLevel} hrefOf={(id) => repositoryPaths.list(page.path, { category: id, q: state.q, tag: state.tag, sort: state.sort === 'newest' ? null : state.sort })} />
      <RepositoryFilters key={searchParams.toString()} tags={tags} />
      {/* What the list shows, read out politely when it changes. */}
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2, minHeight: '1.5em' }}>
        {[category ? t('repository.inCategory', { category: category.name }) : null, tag ? t('repository.withTag', { tag: tag.name }) : null, total !== null ? t('repository.results', { count: total }) : null].filter(Boolean).join(' · ')}
      </Typography>
      <ItemGrid items={items} pagePath={page.path} headingLevel={itemLevel} empty={empty} />
      <ListPagination page={state.page} count={pageCountOf(data.items)} messages="repository" />
      {isSharing && (
        <Suspense fallback={null}>
          <ItemFormDialog pagePath={page.path} categories={categories} tags={tags} item={null} onClose={() => setIsSharing(false)} />
        </Suspense>
      )}
    </Container>
  );
}
