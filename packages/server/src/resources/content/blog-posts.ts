import { attributePointer, validationFailed } from '../../http/errors.ts';
import { publishableHooks, publishablePolicy, publishedByNow } from './publishable.ts';

export const blogPostsPolicy = publishablePolicy(publishedByNow);

/** A slug is part of an address (`{page}/:slug`): lower-case letters and digits in words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const blogPostsHooks = publishableHooks(blogPostsPolicy, {
  async beforeWrite({ values }) {
    if (typeof values.slug !== 'string') return;
    values.slug = values.slug.trim() || null;
    if (values.slug !== null && !SLUG.test(values.slug as string)) {
      throw validationFailed([{ pointer: attributePointer('slug'), rule: 'slug', detail: 'Use lower-case letters and digits, words joined by hyphens (my-first-post).' }]);
    }
  },
});
