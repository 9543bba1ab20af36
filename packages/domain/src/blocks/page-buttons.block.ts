import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { align, button, common } from './props.ts';

/** A row of buttons; without any, the newsletter and contact ones (spec). */
export const pageButtons = defineBlock({
  name: 'pageButtons',
  description: 'A row of buttons leading to pages or addresses.',
  props: z.strictObject({
    ...common,
    align: align.default('center'),
    buttons: z.array(button).max(12).optional(),
  }),
  defaults: { align: 'center' },
});
