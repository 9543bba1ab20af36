import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { common, image, MAX_RICH_TEXT, plainText } from './props.ts';

/** How to reach the organisation: an address, a picture, some text, newsletter and contact buttons. */
export const pageContact = defineBlock({
  name: 'pageContact',
  description: 'An address, a picture and a text, with newsletter and contact buttons.',
  props: z.strictObject({
    ...common,
    title: plainText(300).optional(),
    address: plainText(1000).optional(),
    image: image.nullable().optional(),
    text: plainText(MAX_RICH_TEXT).optional(),
    newsletterButton: z.boolean().default(true),
    contactButton: z.boolean().default(true),
  }),
  defaults: { newsletterButton: true, contactButton: true },
  richText: ['text'],
});
