import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { common, MAX_RICH_TEXT, plainText } from './props.ts';

/** Free rich text, within the same sanitising rules as every rich text. */
export const pageCustom = defineBlock({
  name: 'pageCustom',
  description: 'Free text with formatting, links, pictures and tables.',
  props: z.strictObject({ ...common, title: plainText(300).optional(), html: plainText(MAX_RICH_TEXT).default('') }),
  defaults: { html: '' },
  richText: ['html'],
});
