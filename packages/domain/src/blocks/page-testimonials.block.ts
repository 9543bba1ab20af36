import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { common, image, MAX_RICH_TEXT, plainText } from './props.ts';

const testimonial = z.strictObject({
  name: plainText(200).min(1),
  /** Who they are: "occupational therapist", "parent"… */
  title: plainText(200).optional(),
  content: plainText(MAX_RICH_TEXT),
  image: image.nullable().optional(),
});

/** Quotes of people, each with their name, role and picture. */
export const pageTestimonials = defineBlock({
  name: 'pageTestimonials',
  description: 'What people say, each with a name, a role and a picture.',
  props: z.strictObject({ ...common, title: plainText(300).optional(), items: z.array(testimonial).max(30).default([]) }),
  defaults: { items: [] },
  richText: ['items.*.content'],
});
