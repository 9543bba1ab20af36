import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { button, common, image, plainText } from './props.ts';

/** A title over one or more images (a carousel when several), with buttons laid over it. */
export const pageHero = defineBlock({
  name: 'pageHero',
  description: 'A large title over one or more images, with buttons.',
  props: z.strictObject({
    ...common,
    title: plainText(300).default(''),
    subtitle: plainText(1000).optional(),
    titleImage: image.nullable().optional(),
    images: z.array(image).max(20).default([]),
    buttons: z.array(button).max(6).default([]),
  }),
  defaults: { title: '', images: [], buttons: [] },
});
