import { z } from 'zod';

/**
 * `GET /api/v1/services/publishables/{pluralType}/{id}` (spec, domain §7): whether a publishable
 * item exists, so that the web can tell an item the reader may not open (unauthorized) from one that
 * is not there (not found). A soft-deleted item exists only for administrators, who may load it.
 */
export const publishableExistsAnswer = z.object({ data: z.object({ exists: z.boolean() }) });
export type PublishableExistsAnswer = z.infer<typeof publishableExistsAnswer>;
