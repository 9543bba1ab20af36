import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { common, image, plainText } from './props.ts';

/** One person to contact: name, role, picture, e-mail and phone (spec "Contact card"). */
export const pageContactCard = defineBlock({
  name: 'pageContactCard',
  description: 'One person to contact, with their e-mail and phone.',
  props: z.strictObject({
    ...common,
    firstName: plainText(100).default(''),
    lastName: plainText(100).optional(),
    title: plainText(200).optional(),
    avatar: image.nullable().optional(),
    email: z.email().max(254).optional(),
    /** International form: `+33 6 12 34 56 78`, `+44 20 7946 0000`. */
    phone: z.string().trim().regex(/^\+?[0-9 ().-]{6,25}$/, { message: 'A phone number has digits, spaces and an optional leading +.' }).optional(),
    contactButton: z.boolean().default(true),
    /** On wide screens, the details open from the name. */
    collapsible: z.boolean().default(false),
  }),
  defaults: { contactButton: true, collapsible: false },
});
