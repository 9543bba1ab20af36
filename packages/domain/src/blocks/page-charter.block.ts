import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { common, plainText } from './props.ts';

/**
 * The network's charter: a link to it and its translator, taken from the platform settings
 * (`rlCharterUrl`, `rlCharterTranslatorName`, `rlCharterTranslatorUrl`), with an introduction.
 */
export const pageCharter = defineBlock({
  name: 'pageCharter',
  description: 'The network’s charter, from the platform settings, with an introduction.',
  props: z.strictObject({ ...common, title: plainText(300).optional(), introduction: plainText(2000).optional() }),
  defaults: {},
});
