import { MAX_AAC_PRODUCTS_PER_PAGE, aacProductsScreens } from '@relais/domain';
import type { BlockProps } from '../block-types.ts';
import { lazyScreen } from '../screen-data/lazy-screen.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';
import { CardListPlaceholder, LIST_HEAD } from '../lists/card-grid.tsx';

type Props = BlockProps<'pageAacProducts'>;

const list = lazyScreen(() => import('./page-aac-products.main.tsx').then((m) => m.AacProductList));
const sheet = lazyScreen(() => import('./page-aac-products.id.tsx').then((m) => m.AacProductSheet));
const compare = lazyScreen(() => import('./page-aac-products.compare.tsx').then((m) => m.AacProductComparison));
const contribute = lazyScreen(() => import('./page-aac-products.contribution.tsx').then((m) => m.AacContributionForm));
const contribution = lazyScreen(() => import('./page-aac-products.contribution-id.tsx').then((m) => m.AacContributionScreen));

/** The assistive-communication catalogue's screens (issue 28): the list with its filters, a product's sheet, the comparison, and members' proposals. */
export function AacProducts(blockProps: Props) {
  switch (blockProps.screen) {
    case '/:id':
      return <sheet.Screen {...blockProps} />;
    case '/compare':
      return <compare.Screen {...blockProps} />;
    case '/contribution':
      return <contribute.Screen {...blockProps} />;
    case '/contribution/:id':
      return <contribution.Screen {...blockProps} />;
    default:
      return <list.Screen {...blockProps} />;
  }
}

function AacProductsPlaceholder({ props }: { props: Record<string, unknown> }) {
  const perPage = typeof props.perPage === 'number' ? Math.min(Math.max(1, props.perPage), MAX_AAC_PRODUCTS_PER_PAGE) : 12;
  return <CardListPlaceholder above={LIST_HEAD} count={perPage} />;
}

export const PageAacProducts = withScreenData('pageAacProducts', aacProductsScreens, AacProducts, AacProductsPlaceholder, {
  main: list.preload,
  '/:id': sheet.preload,
  '/compare': compare.preload,
  '/contribution': contribute.preload,
  '/contribution/:id': contribution.preload,
});
