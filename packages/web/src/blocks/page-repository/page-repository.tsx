import { Navigate, useLocation } from 'react-router';
import { MAX_REPOSITORY_ITEMS_PER_PAGE, repositoryScreens } from '@relais/domain';
import type { BlockProps } from '../block-types.ts';
import { lazyScreen } from '../screen-data/lazy-screen.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';
import { CardListPlaceholder, LIST_HEAD } from '../lists/card-grid.tsx';
import { repositoryPaths } from './repository-model.tsx';

type Props = BlockProps<'pageRepository'>;

// Each screen in a chunk of its own: a visitor of the list downloads no item screen, a reader of an item no list.
const list = lazyScreen(() => import('./page-repository.main.tsx').then((m) => m.RepositoryList));
const itemScreen = lazyScreen(() => import('./page-repository.item.tsx').then((m) => m.RepositoryItemScreen));
const organizationScreen = lazyScreen(() => import('./page-repository.organizations-organization.tsx').then((m) => m.RepositoryOrganizationScreen));

/** The old addresses (`/items`, `/items/:item`) lead to the page and the item's screen, the query kept. */
function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** The repository block's screens (spec, platform §2): the list on the page, an item, an organization's items, and the old addresses. */
export function Repository(blockProps: Props) {
  switch (blockProps.screen) {
    case '/items':
      return <Redirect to={repositoryPaths.list(blockProps.page.path)} />;
    case '/items/:item':
      return <Redirect to={repositoryPaths.item(blockProps.page.path, blockProps.params.item)} />;
    case '/:item':
      return <itemScreen.Screen {...blockProps} />;
    case '/organizations/:organization':
      return <organizationScreen.Screen {...blockProps} />;
    default:
      return <list.Screen {...blockProps} />;
  }
}

/** While the list first loads: its heading's, search's and status's room and a page of card placeholders. */
function RepositoryPlaceholder({ props }: { props: Record<string, unknown> }) {
  const perPage = typeof props.perPage === 'number' ? Math.min(Math.max(1, props.perPage), MAX_REPOSITORY_ITEMS_PER_PAGE) : 12;
  return <CardListPlaceholder above={[...LIST_HEAD, { height: 150, mb: 3 }]} count={Math.min(perPage, 6)} />;
}

/** The repository block as the page renders it: it reads its screen's data first. */
export const PageRepository = withScreenData('pageRepository', repositoryScreens, Repository, RepositoryPlaceholder, {
  main: list.preload,
  '/:item': itemScreen.preload,
  '/organizations/:organization': organizationScreen.preload,
});
