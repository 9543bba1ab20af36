import { z } from 'zod';
import { isSafeHref, isSafeImageSrc } from '../rules/rich-text.ts';

/**
 * Pieces of block props shared by the block types: what an editor stores, as the schemas check it
 * on write. Rich text is a string here; the server sanitises the props a declaration lists as rich.
 */
export const MAX_RICH_TEXT = 100_000;

export const plainText = (max: number) => z.string().max(max);

/** A link: a path of this site, a web address, an e-mail address or a phone number; never a script. */
export const link = z.string().trim().min(1).max(2048).refine(isSafeHref, { message: 'A link goes to a path of this site, a web address, an e-mail address or a phone number.' });

export const image = z.strictObject({
  url: z.string().trim().max(2048).refine(isSafeImageSrc, { message: 'An image is a path of this site or a web address.' }),
  /** Empty for a decorative image. */
  alt: z.string().max(300).default(''),
});

export const button = z
  .strictObject({
    text: z.string().trim().min(1).max(200),
    /** A web address or a path; or `page`, the path of a page of the site. */
    url: link.optional(),
    page: link.optional(),
    color: z.enum(['primary', 'secondary']).default('primary'),
    outlined: z.boolean().default(false),
    blank: z.boolean().default(false),
  })
  .refine((value) => value.url !== undefined || value.page !== undefined, { message: 'A button leads to an address or a page.', path: ['url'] });

export const align = z.enum(['left', 'center', 'right']);

/** Props every block may have: a darker background with light text. */
export const common = { inverseBackground: z.boolean().optional() };
