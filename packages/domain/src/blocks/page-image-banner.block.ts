import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { common, image, plainText } from './props.ts';

/** A wide image: decorative, or with a title laid over it (spec "Image banner"). */
export const pageImageBanner = defineBlock({
  name: 'pageImageBanner',
  description: 'A wide image across the page, with an optional title over it.',
  props: z.strictObject({
    ...common,
    image: image.nullable().default(null),
    title: plainText(300).optional(),
    height: z.number().int().min(120).max(800).default(320),
  }),
  defaults: { image: null, height: 320 },
});
