import { ApiError, notFound } from '../http/errors.ts';
import type { Row } from '../policies/types.ts';
import type { Kind } from '../jsonapi/catalog.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { requireKind, selfLink } from '../jsonapi/context.ts';
import { availableTargets, hiddenOnOthers } from '../jsonapi/fields.ts';
import { JSONAPI_VERSION, singleDocument } from '../jsonapi/document.ts';
import type { TopLevel } from '../jsonapi/document.ts';
import { fieldsetOf, parseReadQuery } from '../jsonapi/query.ts';
import type { RawQuery } from '../jsonapi/query.ts';
import { loadPolymorphic, loadRelated, relatedCondition } from '../jsonapi/relations.ts';
import type { Fieldset } from '../jsonapi/relations.ts';
import { ENDPOINT_POINTERS, validateRelationships } from '../jsonapi/validate-relationships.ts';
import type { ToManyMode } from '../jsonapi/validate-relationships.ts';
import { listKind } from './list.ts';
import { checkWrite, persist } from './persist.ts';
import { assertAllowed, inTransaction, lockFirst, requireReadable } from './shared.ts';

export interface RelationshipInput {
  type: string;
  id: string;
  /** The relationship's name (`roles`, `components`…). */
  relationship: string;
}

/** The owner kind and its relationship, both visible to the actor; 404 otherwise. */
function relationshipOf(ctx: EngineContext, type: string, name: string) {
  const kind = requireKind(ctx, type);
  const relationship = Object.hasOwn(kind.resource.relationships, name) ? kind.resource.relationships[name] : undefined;
  if (!relationship || !availableTargets(ctx, relationship).length) throw notFound(`${type} has no relationship "${name}".`);
  return { kind, relationship };
}

const readableOwner = (ctx: EngineContext, kind: Kind, id: string, lock = false): Promise<Row> => requireReadable(ctx, kind, id, { lock });

/** The owner, when the actor reads this relationship of it (`othersRead` may keep it to their own row). */
async function ownerShowing(ctx: EngineContext, kind: Kind, id: string, name: string): Promise<Row> {
  const owner = await readableOwner(ctx, kind, id);
  if (owner.id !== ctx.actor.userId && hiddenOnOthers(kind, ctx.actor).has(name)) throw notFound(`${kind.type} has no relationship "${name}".`);
  return owner;
}

const linksOf = (ctx: EngineContext, type: string, id: string, name: string) => {
  const self = selfLink(ctx, type, id);
  return { self: `${self}/relationships/${name}`, related: `${self}/${name}` };
};

/** The related rows of one owner the actor may read, of each target kind (several for a polymorphic to-one). */
/** The related rows of one owner (`fieldset` null: their ids only matter), per target kind. */
const relatedOf = async (ctx: EngineContext, kind: Kind, row: Row, name: string, fieldset: Fieldset = undefined) =>
  kind.resource.relationships[name]!.types ? loadPolymorphic(ctx, kind, name, [row]) : [await loadRelated(ctx, kind, name, [row], fieldset)];

async function linkageDocument(ctx: EngineContext, kind: Kind, row: Row, name: string): Promise<TopLevel> {
  const identifiers = (await relatedOf(ctx, kind, row, name, null)).flatMap((related) => (related.byOwner.get(row.id) ?? []).map((id) => ({ type: related.target.type, id })));
  const data = kind.resource.relationships[name]!.cardinality === 'many' ? identifiers : (identifiers[0] ?? null);
  return { data, links: linksOf(ctx, kind.type, row.id, name), jsonapi: JSONAPI_VERSION };
}

/** `GET …/relationships/{name}`: the linkage, limited to related rows the actor may see. */
export async function readRelationship(ctx: EngineContext, { type, id, relationship: name }: RelationshipInput): Promise<TopLevel> {
  const { kind } = relationshipOf(ctx, type, name);
  return linkageDocument(ctx, kind, await ownerShowing(ctx, kind, id, name), name);
}

/**
 * `PATCH` (replace), `POST` (add) and `DELETE` (remove) on `…/relationships/{name}`: an update of
 * the owner, with its policy, hooks and `updatedAt`. Read-only and inverse relationships, and
 * adding to or removing from a to-one, are refused with 403 as JSON:API asks.
 */
export async function writeRelationship(ctx: EngineContext, input: RelationshipInput & { document: unknown; mode: ToManyMode }): Promise<TopLevel> {
  const { kind, relationship } = relationshipOf(ctx, input.type, input.relationship);
  const refuse = (detail: string) => new ApiError(403, [{ code: 'forbidden', title: 'Forbidden', detail }]);
  if (relationship.readOnly || relationship.inverse) throw refuse(`${input.relationship} cannot be changed from ${kind.type}.`);
  if (relationship.cardinality === 'one' && input.mode !== 'replace') throw refuse('A to-one relationship is replaced with PATCH.');
  return inTransaction(ctx, kind, async (tx) => {
    await lockFirst(tx, kind, 'update', input.id);
    const before = await readableOwner(tx, kind, input.id, true);
    await assertAllowed(tx, kind, 'update', before);
    const relationships = validateRelationships(tx, kind, { [input.relationship]: input.document }, { isCreate: false, mode: input.mode, pointers: ENDPOINT_POINTERS });
    const attributes = { values: {}, errors: [] };
    await checkWrite(tx, kind, attributes, relationships, before);
    const row = await persist(tx, kind, { before, attributes, relationships });
    return linkageDocument(tx, kind, row, input.relationship);
  });
}

/**
 * `GET …/{name}`: the related resource (or null) for a to-one, a paginated list like any list of
 * the related kind for a to-many; `include` and `fields` apply to the related kind.
 */
export async function findRelated(ctx: EngineContext, { type, id, relationship: name, query = {} }: RelationshipInput & { query?: RawQuery }): Promise<TopLevel> {
  const { kind, relationship } = relationshipOf(ctx, type, name);
  const owner = await ownerShowing(ctx, kind, id, name);
  const url = linksOf(ctx, type, owner.id, name).related;
  if (relationship.cardinality === 'many') {
    const { target, condition } = relatedCondition(ctx, kind, name, owner.id);
    return listKind(ctx, target, query, { url, restrict: condition });
  }
  if (!relationship.types) {
    const target = requireKind(ctx, relationship.type);
    const read = parseReadQuery(ctx, target, query);
    const [row] = (await loadRelated(ctx, kind, name, [owner], fieldsetOf(read, target.type))).rows;
    return singleDocument(ctx, target, row ?? null, read, { self: url });
  }
  const found = (await relatedOf(ctx, kind, owner, name)).find((related) => related.rows.length);
  // Without a target (none, or none the actor may read) there is no kind to read `include` against.
  const target = found?.target ?? availableTargets(ctx, relationship)[0]!;
  const read = parseReadQuery(ctx, target, found ? query : { ...query, include: undefined });
  return singleDocument(ctx, target, found?.rows[0] ?? null, read, { self: url });
}
