import { z } from 'zod';

/**
 * A JSON:API document of generic resources, as the engine writes it: for service calls that answer
 * rows of a declared kind (secured files just stored, a user's secondary addresses), whose fields are
 * the kind's declaration rather than a shape of their own.
 */
const members = z.record(z.string(), z.unknown());

export const resourceObject = z.object({
  type: z.string(),
  id: z.string(),
  attributes: members.optional(),
  relationships: members.optional(),
  links: members.optional(),
  meta: members.optional(),
});

export const resourceCollectionDocument = z.object({
  data: z.array(resourceObject),
  included: z.array(resourceObject).optional(),
  meta: members.optional(),
  links: members.optional(),
  jsonapi: z.object({ version: z.string() }),
});
export type ResourceCollectionDocument = z.infer<typeof resourceCollectionDocument>;

/** A JSON:API document of one generic resource (a row a service call changed). */
export const resourceDocument = z.object({
  data: resourceObject,
  included: z.array(resourceObject).optional(),
  meta: members.optional(),
  links: members.optional(),
  jsonapi: z.object({ version: z.string() }),
});
export type ResourceDocument = z.infer<typeof resourceDocument>;
