import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { common, plainText } from './props.ts';
import { MAX_AAC_PRODUCTS_PER_PAGE, aacProductsScreens } from './aac-products.screens.ts';

export const aacProductsProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  subtitle: plainText(1000).optional(),
  /** Products per page of the list. */
  perPage: z.number().int().min(1).max(MAX_AAC_PRODUCTS_PER_PAGE).default(12),
});

/** The assistive-communication catalogue: products filtered by every dimension, each with its sheet, compared side by side, and members' proposals. */
export const pageAacProducts = defineBlock({
  name: 'pageAacProducts',
  description: 'The assistive-communication catalogue: products filtered by access, system, keyboard, pictograms, conjugation and seller; product sheets, comparison and members’ proposals.',
  props: aacProductsProps,
  defaults: { title: 'Assistive-communication catalogue', perPage: 12 },
  screens: aacProductsScreens,
});
