import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { align, common, plainText } from './props.ts';

/** A section title with an optional subtitle. */
export const pageTitle = defineBlock({
  name: 'pageTitle',
  description: 'A section title, with a subtitle.',
  props: z.strictObject({
    ...common,
    title: plainText(300).default(''),
    subtitle: plainText(1000).optional(),
    align: align.default('left'),
    size: z.enum(['normal', 'small']).default('normal'),
    color: z.enum(['primary', 'secondary']).nullable().optional(),
    /** The subtitle above the title. */
    reverse: z.boolean().default(false),
  }),
  defaults: { title: '', align: 'left', size: 'normal' },
});
