import { useTranslation } from '../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Container } from '../../components/container.tsx';
import { selectedArticlesScreens } from '@relais/domain';
import type { BlockProps } from '../block-types.ts';
import { BlockHeading, nextLevel } from '../shared/block-heading.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';
import { ArticleCard } from '../page-articles/article-card.tsx';
import { CARD_GRID_SX, CardListPlaceholder, SELECTION_HEAD } from '../lists/card-grid.tsx';
import { articlePath, articlesOf, modelsOf } from '../page-articles/article-model.tsx';

interface PlacedBlock {
  id: string;
  name: string;
  props?: { category?: unknown } | null;
  page?: { path?: string; isDraft?: boolean } | null;
}

/**
 * Where each category's articles open: the path of the first published page whose articles block
 * shows that category (the pages answer in their order of creation).
 */
export function categoryPaths(document: unknown): Map<string, string> {
  const paths = new Map<string, string>();
  for (const block of modelsOf<PlacedBlock>(document)) {
    const category = block.props?.category;
    if (block.name !== 'pageArticles' || typeof category !== 'string' || !category || !block.page?.path || block.page.isDraft === true) continue;
    if (!paths.has(category)) paths.set(category, block.page.path);
  }
  return paths;
}

/**
 * A few chosen articles in the editor's order; a chosen article the reader may not read (or gone) is
 * left out. Each opens under the page showing its category, else under `articlesPath`; with neither,
 * its card names it without a link (no screen would show it).
 */
export function SelectedArticles({ props, headingLevel, data }: BlockProps<'pageSelectedArticles'>) {
  const { t } = useTranslation();
  const byId = new Map(articlesOf(data.articles).map((article) => [article.id, article]));
  const articles = props.articles.flatMap((id) => byId.get(id) ?? []);
  const paths = categoryPaths(data.pages);
  const hrefOf = (category: string | undefined, id: string) => {
    const path = (category && paths.get(category)) ?? props.articlesPath;
    return path ? articlePath(path, { id }) : null;
  };
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {props.title && (
        <BlockHeading level={headingLevel} variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
          {props.title}
        </BlockHeading>
      )}
      {articles.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('articles.noSelection')}</Typography>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} href={hrefOf(article.category?.id, article.id)} headingLevel={props.title ? nextLevel(headingLevel) : headingLevel} />
            </li>
          ))}
        </Box>
      )}
    </Container>
  );
}

function SelectedArticlesPlaceholder({ props }: { props: Record<string, unknown> }) {
  return <CardListPlaceholder above={SELECTION_HEAD} count={Array.isArray(props.articles) ? Math.min(props.articles.length, 3) : 0} />;
}

/** The block as the page renders it: it reads the chosen articles and the pages showing categories first. */
export const PageSelectedArticles = withScreenData('pageSelectedArticles', selectedArticlesScreens, SelectedArticles, SelectedArticlesPlaceholder);
