import { articlesScreens, MAX_ARTICLES_LISTED, MAX_ARTICLES_PER_PAGE } from '@relais/domain';
import type { BlockProps } from '../block-types.ts';
import { lazyScreen } from '../screen-data/lazy-screen.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';
import { CardListPlaceholder, LIST_HEAD } from '../lists/card-grid.tsx';

type Props = BlockProps<'pageArticles'>;

// The list and an article's screen (with its interactions) each in a chunk of its own: a page
// downloads only the screen it shows (the server preloads it, the boot awaits it before hydrating).
const list = lazyScreen(() => import('./page-articles.main.tsx').then((m) => m.ArticleList));
const articleScreen = lazyScreen(() => import('./page-articles.article.tsx').then((m) => m.ArticleScreen));

/** The articles block's screens with their data: the category's list on the page, and at `{page}/:article` the article (spec, platform §2). */
export function Articles(blockProps: Props) {
  return blockProps.screen === '/:article' ? <articleScreen.Screen {...blockProps} /> : <list.Screen {...blockProps} />;
}

/** While the list first loads: its heading's, search's and status's room and a page of card placeholders. */
function ArticlesPlaceholder({ props }: { props: Record<string, unknown> }) {
  const perPage = typeof props.perPage === 'number' ? Math.min(Math.max(1, props.perPage), MAX_ARTICLES_PER_PAGE) : 9;
  const count = props.layout === 'simple' || props.layout === 'navigation' ? Math.min(perPage, MAX_ARTICLES_LISTED) : perPage;
  return <CardListPlaceholder above={LIST_HEAD} count={count} />;
}

/** The articles block as the page renders it: it reads its screen's data first. */
export const PageArticles = withScreenData('pageArticles', articlesScreens, Articles, ArticlesPlaceholder, { main: list.preload, '/:article': articleScreen.preload });
