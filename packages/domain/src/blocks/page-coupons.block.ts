import { z } from 'zod';
import { couponsScreens } from './coupons.screens.ts';
import { defineBlock } from './define-block.ts';
import { common, plainText } from './props.ts';

export const couponsProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  subtitle: plainText(1000).optional(),
});

/** The coupons members may buy (spec, domain "Coupons and accounts"; issue 26 item 6). */
export const pageCoupons = defineBlock({
  name: 'pageCoupons',
  description: 'Coupons members can buy and use on a rental: each with its amount, its limit date and how many are left.',
  props: couponsProps,
  defaults: { title: 'Coupons' },
  screens: couponsScreens,
});
