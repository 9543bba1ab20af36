import { couponsScreens } from '@relais/domain';
import type { BlockProps } from '../block-types.ts';
import { lazyScreen } from '../screen-data/lazy-screen.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';
import { CardListPlaceholder, LIST_HEAD } from '../lists/card-grid.tsx';

type Props = BlockProps<'pageCoupons'>;

const list = lazyScreen(() => import('./page-coupons.main.tsx').then((m) => m.CouponList));

/** The coupons block's one screen (issue 26 item 6). */
export function Coupons(blockProps: Props) {
  return <list.Screen {...blockProps} />;
}

function CouponsPlaceholder() {
  return <CardListPlaceholder above={LIST_HEAD} count={6} />;
}

export const PageCoupons = withScreenData('pageCoupons', couponsScreens, Coupons, CouponsPlaceholder, { main: list.preload });
