import { and, inArray } from 'drizzle-orm';
import { forbidden, relationshipPointer } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { canWritePrivileged } from '../policies/checks.ts';
import type { Kind } from './catalog.ts';
import type { EngineContext } from './context.ts';
import { availableKind } from './context.ts';
import { visibleRows } from './visibility.ts';
import { availableTargets, column, isStoredToOne, isValidId } from './fields.ts';
import type { Identifier } from './serialize.ts';
import { isObject, malformed } from './input.ts';

/** How a to-many changes: the whole list (PATCH), or members added or removed (POST, DELETE). */
export type ToManyMode = 'replace' | 'add' | 'remove';

/**
 * Where errors point: in a resource document, at `/data/relationships/{name}`; in a relationship
 * endpoint's body, the relationship object is the document itself and errors point at `/data`.
 */
export interface RelationshipPointers {
  /** The relationship object, parent of its `data`. */
  object(name: string): string;
  /** What a field error (422) points at. */
  field(name: string): string;
}

export const DOCUMENT_POINTERS: RelationshipPointers = { object: relationshipPointer, field: relationshipPointer };
export const ENDPOINT_POINTERS: RelationshipPointers = { object: () => '', field: () => '/data' };

export interface RelationshipWrite {
  /** Stored to-ones: relationship name → the new target (its type matters to polymorphic ones) or null. */
  toOne: Map<string, Identifier | null>;
  /** Stored to-manys: relationship name → ids, in order. */
  toMany: Map<string, { mode: ToManyMode; ids: string[] }>;
  errors: FieldError[];
  pointers: RelationshipPointers;
}

/**
 * The identifiers of a linkage, its shape and types checked; a wrong type is a 422 on the
 * relationship (for a polymorphic to-one: a type it does not take, or one the actor cannot reach).
 */
function readLinkage(ctx: EngineContext, kind: Kind, name: string, value: unknown, errors: FieldError[], pointers: RelationshipPointers): Identifier[] | null | undefined {
  const pointer = pointers.object(name);
  const relationship = kind.resource.relationships[name]!;
  if (!isObject(value) || !('data' in value)) throw malformed('A relationship is written as { "data": … }.', pointer);
  const identifiers = relationship.cardinality === 'one' ? (value.data === null ? [] : [value.data]) : value.data;
  if (!Array.isArray(identifiers)) throw malformed('A to-many relationship takes a list of resource identifiers.', `${pointer}/data`);
  if (relationship.cardinality === 'one' && value.data !== null && Array.isArray(value.data)) {
    throw malformed('A to-one relationship takes one resource identifier or null.', `${pointer}/data`);
  }
  const types = availableTargets(ctx, relationship).map((target) => target.type);
  const linked: Identifier[] = [];
  for (const identifier of identifiers) {
    if (!isObject(identifier) || typeof identifier.type !== 'string' || typeof identifier.id !== 'string') {
      throw malformed('A resource identifier is { "type": …, "id": … }.', `${pointer}/data`);
    }
    if (!types.includes(identifier.type)) {
      errors.push({ pointer: pointers.field(name), rule: 'type', detail: `${name} holds ${types.join(' or ')}, not ${identifier.type}.` });
      return undefined;
    }
    if (!linked.some((other) => other.id === identifier.id)) linked.push({ type: identifier.type, id: identifier.id });
  }
  return relationship.cardinality === 'one' && value.data === null ? null : linked;
}

/**
 * Checks the sent relationships against the declaration. Read-only ones and inverse ones (stored
 * on the other side) cannot be written here; privileged ones only by who the policy allows.
 */
export function validateRelationships(
  ctx: EngineContext,
  kind: Kind,
  relationships: Record<string, unknown>,
  { isCreate, mode = 'replace', pointers = DOCUMENT_POINTERS }: { isCreate: boolean; mode?: ToManyMode; pointers?: RelationshipPointers },
): RelationshipWrite {
  const write: RelationshipWrite = { toOne: new Map(), toMany: new Map(), errors: [], pointers };
  for (const [name, value] of Object.entries(relationships)) {
    const pointer = pointers.field(name);
    const relationship = Object.hasOwn(kind.resource.relationships, name) ? kind.resource.relationships[name] : undefined;
    if (!relationship || !availableTargets(ctx, relationship).length) {
      write.errors.push({ pointer, rule: 'unknown_field', detail: `${kind.type} has no relationship "${name}".` });
      continue;
    }
    if (relationship.readOnly || relationship.inverse) {
      write.errors.push({ pointer, rule: 'read_only', detail: `${name} is set by the server or from the other side.` });
      continue;
    }
    if (relationship.privileged && !canWritePrivileged(kind.policy, ctx.actor, name)) throw forbidden(`You may not change ${name}.`, pointer);
    const linked = readLinkage(ctx, kind, name, value, write.errors, pointers);
    if (linked === undefined) continue;
    if (isStoredToOne(relationship)) {
      const target = linked?.[0] ?? null;
      if (target === null && relationship.required) write.errors.push({ pointer, rule: 'required', detail: `${name} is required.` });
      else write.toOne.set(name, target);
    } else write.toMany.set(name, { mode, ids: (linked ?? []).map((identifier) => identifier.id) });
  }
  if (isCreate) {
    for (const [name, relationship] of Object.entries(kind.resource.relationships)) {
      if (relationship.required && isStoredToOne(relationship) && !(name in relationships)) {
        write.errors.push({ pointer: pointers.field(name), rule: 'required', detail: `${name} is required.` });
      }
    }
  }
  return write;
}

/**
 * Every linked row must exist and be visible to the actor: one query per relationship sent. A row
 * the actor cannot see is reported exactly like a missing one.
 */
export async function missingTargets(ctx: EngineContext, kind: Kind, write: RelationshipWrite): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const checks = [
    ...[...write.toOne].flatMap(([name, target]) => (target ? [[name, target.type, [target.id]] as const] : [])),
    ...[...write.toMany].filter(([, change]) => change.mode !== 'remove').map(([name, change]) => [name, kind.resource.relationships[name]!.type!, change.ids] as const),
  ];
  for (const [name, type, ids] of checks) {
    if (!ids.length) continue;
    const target = availableKind(ctx, type)!;
    const wellFormed = ids.filter((id) => isValidId(target.resource, id));
    const found = wellFormed.length
      ? new Set((await ctx.db.select({ id: column(target, 'id') }).from(target.table).where(and(inArray(column(target, 'id'), wellFormed), visibleRows(ctx, target)))).map((row) => row.id as string))
      : new Set<string>();
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) errors.push({ pointer: write.pointers.field(name), rule: 'exists', detail: `No ${target.type} with id ${missing.join(', ')}.`, meta: { missing } });
  }
  return errors;
}
