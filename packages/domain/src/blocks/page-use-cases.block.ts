import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { common, image, MAX_RICH_TEXT, plainText } from './props.ts';

const useCase = z.strictObject({ title: plainText(300).min(1), content: plainText(MAX_RICH_TEXT).optional(), image: image.nullable().optional() });

/** Stories of use, text and picture alternating sides (spec "Use cases alternate sides"). */
export const pageUseCases = defineBlock({
  name: 'pageUseCases',
  description: 'Stories of use, text and picture on alternating sides.',
  props: z.strictObject({ ...common, title: plainText(300).optional(), items: z.array(useCase).max(30).default([]) }),
  defaults: { items: [] },
  richText: ['items.*.content'],
});
