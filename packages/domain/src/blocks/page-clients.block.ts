import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { common, image, link, plainText } from './props.ts';

/** The largest a logo is drawn, by default (spec "default max logo size 150 px"). */
export const DEFAULT_LOGO_SIZE = 150;

const client = z.strictObject({ name: plainText(200).min(1), url: link.optional(), image: image.nullable().optional() });

/** A grid of partners' logos, each linking to its site. */
export const pageClients = defineBlock({
  name: 'pageClients',
  description: 'A grid of partner logos, each linking to its site.',
  props: z.strictObject({
    ...common,
    title: plainText(300).optional(),
    clients: z.array(client).max(100).default([]),
    perRow: z.number().int().min(1).max(8).default(5),
    maxWidth: z.number().int().min(24).max(600).default(DEFAULT_LOGO_SIZE),
    maxHeight: z.number().int().min(24).max(600).default(DEFAULT_LOGO_SIZE),
    spaced: z.boolean().default(true),
    grayscale: z.boolean().default(false),
    blur: z.boolean().default(false),
  }),
  defaults: { clients: [], perRow: 5, maxWidth: DEFAULT_LOGO_SIZE, maxHeight: DEFAULT_LOGO_SIZE, spaced: true, grayscale: false, blur: false },
});
