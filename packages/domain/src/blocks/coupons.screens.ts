import type { z } from 'zod';
import type { AvailableCouponsAnswer } from '../contracts/coupons.ts';
import { apiRead, blockScreen, pageNumberOf } from './screens.ts';
import type { couponsProps } from './page-coupons.block.ts';

/** The read of the coupons anyone may still buy, a page at a time, with what the reader may buy. */
export const AVAILABLE_COUPONS_URL = '/api/v1/services/coupons/available';

type Props = z.output<typeof couponsProps>;

/** The coupons block's one screen (issue 26 item 6): the available coupons, `?page=`. */
export const couponsScreens = {
  main: blockScreen<Props>()({
    query: ['page'],
    reads: ({ query }) => ({ coupons: apiRead<AvailableCouponsAnswer>(`${AVAILABLE_COUPONS_URL}?page=${pageNumberOf(query)}`) }),
  }),
};
