/**
 * Reading JSON:API documents (https://jsonapi.org/format/1.1/) into plain objects: attributes at
 * the top level, relationships replaced by the included resources they point to (or `{ id, type }`
 * when not included). Cycles (a user's organization's users…) share the same objects.
 */
export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface ResourceObject extends ResourceIdentifier {
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: ResourceIdentifier | ResourceIdentifier[] | null }>;
  meta?: Record<string, unknown>;
}

export interface JsonApiDocument {
  data: ResourceObject | ResourceObject[] | null;
  included?: ResourceObject[];
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
}

export type Model = ResourceIdentifier & Record<string, unknown>;

/**
 * The language of a translatable value the server served in another language than the reader's
 * (the resource's `meta.fallbackLocales`, kept on the model under this name), or undefined.
 */
export const fallbackLocaleOf = (model: object | null | undefined, field: string): string | undefined =>
  (model as { fallbackLocales?: Record<string, string> } | null | undefined)?.fallbackLocales?.[field];

/**
 * What the reader may do with a record (`meta.permissions` of its resource object, kept on the
 * model under `permissions`): nothing is assumed when the server said nothing.
 */
export interface RecordPermissions {
  update?: boolean;
  delete?: boolean;
  softDelete?: boolean;
  restore?: boolean;
}

export const permissionsOf = (model: object | null | undefined): RecordPermissions =>
  (model as { permissions?: RecordPermissions } | null | undefined)?.permissions ?? {};

export function deserialize<T = Model>(document: JsonApiDocument): T {
  const byKey = new Map<string, ResourceObject>();
  const primary = Array.isArray(document.data) ? document.data : document.data ? [document.data] : [];
  for (const resource of [...primary, ...(document.included ?? [])]) byKey.set(`${resource.type}:${resource.id}`, resource);
  const built = new Map<string, Model>();

  const build = (identifier: ResourceIdentifier): Model => {
    const key = `${identifier.type}:${identifier.id}`;
    const done = built.get(key);
    if (done) return done;
    const resource = byKey.get(key);
    const model: Model = { id: identifier.id, type: identifier.type, ...resource?.attributes };
    if (resource?.meta?.fallbackLocales) model.fallbackLocales = resource.meta.fallbackLocales;
    if (resource?.meta?.permissions) model.permissions = resource.meta.permissions;
    built.set(key, model);
    for (const [name, relationship] of Object.entries(resource?.relationships ?? {})) {
      const data = relationship.data;
      if (data === undefined) continue; // not loaded: leave the field out rather than claim "none"
      model[name] = Array.isArray(data) ? data.map(build) : data ? build(data) : null;
    }
    return model;
  };

  const data = document.data;
  return (Array.isArray(data) ? data.map(build) : data ? build(data) : null) as T;
}
