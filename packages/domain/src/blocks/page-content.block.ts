import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { button, common, image, MAX_RICH_TEXT, plainText } from './props.ts';

const item = z.strictObject({
  id: plainText(100).optional(),
  title: plainText(300).optional(),
  content: plainText(MAX_RICH_TEXT).optional(),
  image: image.nullable().optional(),
  button: button.nullable().optional(),
});

/** Items of text (rich), each with an image and a button, as cards, a list or a carousel. */
export const pageContent = defineBlock({
  name: 'pageContent',
  description: 'Text items with an image and a button each, as cards, a list or a carousel.',
  props: z
    .strictObject({
      ...common,
      title: plainText(300).optional(),
      subtitle: plainText(1000).optional(),
      display: z.enum(['cards', 'list', 'carousel']).default('cards'),
      itemsPerRow: z.number().int().min(1).max(4).default(3),
      items: z.array(item).max(50).default([]),
    })
    // A carousel turns one item at a time (spec: "carousel only with one item per row").
    .refine((props) => props.display !== 'carousel' || props.itemsPerRow === 1, { message: 'A carousel shows one item per row.', path: ['itemsPerRow'] }),
  defaults: { display: 'cards', itemsPerRow: 3, items: [] },
  richText: ['items.*.content'],
});
