import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { repositorySearchScreens } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { LightTextField } from '../../components/light-text-field.tsx';
import type { BlockProps } from '../block-types.ts';
import { SELECTION_HEAD } from '../lists/card-grid.tsx';
import { CardListPlaceholder } from '../lists/card-grid.tsx';
import { BlockHeading, nextLevel } from '../shared/block-heading.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';
import { CategoryTiles } from '../page-repository/repository-list.tsx';
import { modelsOf, repositoryPaths } from '../page-repository/repository-model.tsx';
import type { RepositoryCategory } from '../page-repository/repository-model.tsx';

type Props = Extract<BlockProps<'pageRepositorySearch'>, { screen: 'main' }>;

interface PageComponent {
  page?: { path?: string; isDraft?: boolean } | null;
}

/** The path of the page holding the repository: a published page with its block, else the editor's choice, else `/repository`. */
function repositoryPathOf(pages: unknown, chosen: string | undefined): string {
  const found = modelsOf<PageComponent>(pages).find((component) => component.page?.path && !component.page.isDraft)?.page?.path;
  return found ?? chosen ?? '/repository';
}

/** A search of the repository with its categories: each leads to the repository page, narrowed. */
export function RepositorySearch({ props, headingLevel, data }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const path = repositoryPathOf(data.pages, props.repositoryPath);
  const categories = modelsOf<RepositoryCategory>(data.categories);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(repositoryPaths.list(path, { q: q.trim() }));
  };
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {props.title && (
        <BlockHeading level={headingLevel} variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
          {props.title}
        </BlockHeading>
      )}
      {props.subtitle && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{props.subtitle}</Typography>}
      <Box component="form" role="search" aria-label={t('repository.searchLabel')} onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', flexWrap: 'wrap', mb: 3 }}>
        <LightTextField type="search" label={t('repository.searchLabel')} value={q} onChange={(event) => setQ(event.target.value)} sx={{ flex: '1 1 220px', maxWidth: 420 }} />
        <Button type="submit" variant="contained">
          {t('repository.search')}
        </Button>
      </Box>
      <CategoryTiles categories={categories} current={null} headingLevel={props.title ? nextLevel(headingLevel) : headingLevel} hrefOf={(id) => repositoryPaths.list(path, { category: id })} />
    </Container>
  );
}

function RepositorySearchPlaceholder() {
  return <CardListPlaceholder above={SELECTION_HEAD} count={0} />;
}

/** The repository search block as the page renders it: it reads the categories first. */
export const PageRepositorySearch = withScreenData('pageRepositorySearch', repositorySearchScreens, RepositorySearch, RepositorySearchPlaceholder);
