import { useTranslation } from '../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import { SmartLink } from '../../components/smart-link.tsx';
import type { BlockProps } from '../block-types.ts';
import { articlePath, ArticleTitle } from './article-model.tsx';
import type { Article, Category } from './article-model.tsx';

type Layout = NonNullable<BlockProps<'pageArticles'>['props']['layout']>;

/** The layout shown: the block's, else its category's (spec: pagination by default). */
export const layoutOf = (props: BlockProps<'pageArticles'>['props'], category: Category | undefined): Layout => props.layout ?? category?.defaultLayoutId ?? 'pagination';

/** The titles of the category as a side navigation, the one shown marked current. */
export function ArticlesNavigation({ articles, pagePath, currentId, category }: { articles: Article[]; pagePath: string; currentId: string | null; category: Category | undefined }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('articles.navigation', { category: category?.name ?? '' })} sx={{ borderRight: { md: 1 }, borderColor: { md: 'divider' }, pr: { md: 2 } }}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {articles.map((article) => {
          const isCurrent = article.id === currentId;
          return (
            <li key={article.id}>
              <Box
                component={SmartLink}
                href={articlePath(pagePath, article)}
                aria-current={isCurrent ? 'page' : undefined}
                sx={{ display: 'block', py: 1, px: 1.5, borderRadius: 1, color: isCurrent ? 'primary.contrastText' : 'text.primary', bgcolor: isCurrent ? 'primary.main' : 'transparent', fontWeight: isCurrent ? 700 : 400, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
              >
                <ArticleTitle article={article} />
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

export const NAVIGATION_GRID_SX = { display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' } as const;
