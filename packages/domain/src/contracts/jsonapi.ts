import { z } from 'zod';

/**
 * A JSON:API document of generic resources, as the engine writes it: for service calls that answer
 * rows of a declared kind (secured files just stored, a user's secondary addresses), whose fields are
 * the kind's declaration rather than a shape of their own.
 */
const members = z.record(z.string(), z.unknown());

/**
 * What the reader may do with one resource (`meta.permissions` of each resource object the engine
 * sends, primary or included): the kind's policy for this reader, as the write path decides it.
 * `softDelete` and `restore` only for kinds with soft delete; `comment` and `like` only for kinds that
 * take them.
 */
export const resourcePermissions = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  softDelete: z.boolean().optional(),
  restore: z.boolean().optional(),
  /** For a commentable kind: whether the reader may comment on it now (a member, and the item takes comments). */
  comment: z.boolean().optional(),
  /** For a likable kind: whether the reader may like it (a member, with likes on). */
  like: z.boolean().optional(),
});
export type ResourcePermissions = z.infer<typeof resourcePermissions>;

/** What the reader may do with the kind (`meta.permissions` of a list document). */
export const kindPermissions = z.object({ create: z.boolean() });
export type KindPermissions = z.infer<typeof kindPermissions>;

/** The `meta` of a resource object: its permissions, and whatever else a kind adds. */
export const resourceMeta = z.looseObject({ permissions: resourcePermissions.optional() });
export type ResourceMeta = z.infer<typeof resourceMeta>;

export const resourceObject = z.object({
  type: z.string(),
  id: z.string(),
  attributes: members.optional(),
  relationships: members.optional(),
  links: members.optional(),
  meta: resourceMeta.optional(),
});

/** The `meta` of a list document: its page, what the reader may do with the kind, and so on. */
export const collectionMeta = z.looseObject({ permissions: kindPermissions.optional() });

export const resourceCollectionDocument = z.object({
  data: z.array(resourceObject),
  included: z.array(resourceObject).optional(),
  meta: collectionMeta.optional(),
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
