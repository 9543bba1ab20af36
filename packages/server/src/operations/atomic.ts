import { ApiError } from '../http/errors.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { requireKind } from '../jsonapi/context.ts';
import { JSONAPI_VERSION } from '../jsonapi/document.ts';
import type { TopLevel } from '../jsonapi/document.ts';
import { isObject, malformed } from '../jsonapi/input.ts';
import { ATOMIC_EXT } from '../jsonapi/media-types.ts';
import { retriedTransaction } from './retry.ts';
import { createResource } from './create.ts';
import { deleteResource } from './delete.ts';
import { writeRelationship } from './relationships.ts';
import { softDeleteResource } from './soft-delete.ts';
import { updateResource } from './update.ts';

/** More operations than this in one request is a 400: a batch is one transaction holding its locks. */
export const MAX_ATOMIC_OPERATIONS = 100;

const OPERATIONS = '/atomic:operations';

export interface AtomicResult {
  data?: TopLevel['data'];
}

/** Local ids (`lid`) of the resources added so far, by type: later operations refer to them. */
type LocalIds = Map<string, string>;

const localKey = (type: string, lid: string) => `${type}\u0000${lid}`;

/** The id a `{ type, id }` or `{ type, lid }` stands for; an unknown `lid` is the client's mistake. */
function idOf(identifier: Record<string, unknown>, lids: LocalIds, pointer: string): string {
  if (typeof identifier.id === 'string') return identifier.id;
  if (typeof identifier.type !== 'string' || typeof identifier.lid !== 'string') throw malformed('An identifier needs a "type" and an "id" or "lid".', pointer);
  const id = lids.get(localKey(identifier.type, identifier.lid));
  if (id === undefined) throw malformed(`No earlier operation added a ${identifier.type} with lid "${identifier.lid}".`, pointer);
  return id;
}

/** Linkage with every `lid` replaced by the id it stands for. */
function resolveLinkage(data: unknown, lids: LocalIds, pointer: string): unknown {
  const resolve = (identifier: unknown, at: string) =>
    isObject(identifier) && identifier.lid !== undefined ? { type: identifier.type, id: idOf(identifier, lids, at) } : identifier;
  return Array.isArray(data) ? data.map((identifier, i) => resolve(identifier, `${pointer}/${i}`)) : resolve(data, pointer);
}

/** A resource object with the `lid`s of its relationships resolved (its own `lid` too, on update). */
function resolveResource(data: Record<string, unknown>, lids: LocalIds, isUpdate: boolean): Record<string, unknown> {
  const resolved: Record<string, unknown> = { ...data };
  if (isUpdate && data.id === undefined && data.lid !== undefined) resolved.id = idOf(data, lids, '/data/lid');
  if (isObject(data.relationships)) {
    resolved.relationships = Object.fromEntries(
      Object.entries(data.relationships).map(([name, value]) => [
        name,
        isObject(value) && 'data' in value ? { ...value, data: resolveLinkage(value.data, lids, `/data/relationships/${name}/data`) } : value,
      ]),
    );
  }
  return resolved;
}

/** `ref`: what an update or a remove is about, a resource or one of its relationships. */
function readRef(operation: Record<string, unknown>, lids: LocalIds) {
  if (operation.ref === undefined) return undefined;
  const ref = operation.ref;
  if (!isObject(ref) || typeof ref.type !== 'string') throw malformed('"ref" is { "type", "id" or "lid", "relationship"? }.', '/ref');
  if (ref.relationship !== undefined && typeof ref.relationship !== 'string') throw malformed('"ref.relationship" is a relationship name.', '/ref/relationship');
  const hasIdentity = ref.id !== undefined || ref.lid !== undefined;
  return { type: ref.type, id: hasIdentity ? idOf(ref, lids, '/ref') : undefined, relationship: ref.relationship as string | undefined };
}

/** One operation, run by the operation its action maps to: the same policy, checks and hooks as the plain endpoint. */
async function runOne(ctx: EngineContext, operation: Record<string, unknown>, lids: LocalIds): Promise<AtomicResult> {
  if (operation.href !== undefined) throw malformed('Operations target resources with "ref"; "href" is not supported.', '/href');
  const { op, data } = operation;
  if (op !== 'add' && op !== 'update' && op !== 'remove') throw malformed('"op" is "add", "update" or "remove".', '/op');
  const ref = readRef(operation, lids);

  if (ref?.relationship !== undefined) {
    if (ref.id === undefined) throw malformed('A relationship operation names its resource by "id" or "lid".', '/ref');
    if (!('data' in operation)) throw malformed('A relationship operation carries its linkage in "data".', '/data');
    const mode = op === 'add' ? 'add' : op === 'remove' ? 'remove' : 'replace';
    const document = { data: resolveLinkage(data, lids, '/data') };
    const written = await writeRelationship(ctx, { type: ref.type, id: ref.id, relationship: ref.relationship, document, mode });
    return { data: written.data };
  }

  if (op === 'remove') {
    if (!ref || ref.id === undefined) throw malformed('A remove names its resource in "ref" by "id" or "lid".', '/ref');
    const kind = requireKind(ctx, ref.type);
    await (kind.resource.softDelete ? softDeleteResource : deleteResource)(ctx, { type: ref.type, id: ref.id });
    return {};
  }

  if (!isObject(data) || typeof data.type !== 'string') throw malformed(`An ${op} carries a resource object in "data".`, '/data');
  if (ref && ref.type !== data.type) throw malformed('"ref" and "data" name different types.', '/data/type');
  const resource = resolveResource(data, lids, op === 'update');
  if (op === 'add') {
    if (data.lid !== undefined && typeof data.lid !== 'string') throw malformed('"lid" is a string.', '/data/lid');
    if (typeof data.lid === 'string' && lids.has(localKey(data.type, data.lid))) throw malformed(`lid "${data.lid}" is already taken by an earlier ${data.type}.`, '/data/lid');
    const created = await createResource(ctx, { type: data.type, document: { data: resource } });
    if (typeof data.lid === 'string') lids.set(localKey(data.type, data.lid), created.id);
    return { data: created.document.data };
  }
  const id = typeof resource.id === 'string' ? resource.id : ref?.id;
  if (id === undefined) throw malformed('An update names its resource by "id" or "lid".', '/data/id');
  if (ref?.id !== undefined && ref.id !== id) throw malformed('"ref" and "data" name different resources.', '/data/id');
  return { data: (await updateResource(ctx, { type: data.type, id, document: { data: { ...resource, id } } })).data };
}

/** An error of operation `index`, its pointers made relative to the whole request. */
function withinOperation(error: ApiError, index: number): ApiError {
  const base = `${OPERATIONS}/${index}`;
  return new ApiError(
    error.status,
    error.errors.map(({ status: _status, ...object }) => ({
      ...object,
      ...(object.source?.header || object.source?.parameter ? {} : { source: { ...object.source, pointer: `${base}${object.source?.pointer ?? ''}` } }),
    })),
    error.headers,
  );
}

/**
 * `POST /api/v1/operations` (JSON:API Atomic Operations): every operation in order, in one
 * transaction. The first failing one rolls all of them back and answers with its own status, its
 * error pointers prefixed by `/atomic:operations/{index}`.
 */
export async function runAtomicOperations(ctx: EngineContext, { document }: { document: unknown }): Promise<AtomicResult[]> {
  if (!isObject(document) || !Array.isArray(document[OPERATIONS.slice(1)])) throw malformed('The document needs an "atomic:operations" list.', '');
  const operations = document[OPERATIONS.slice(1)] as unknown[];
  if (!operations.length) throw malformed('"atomic:operations" lists at least one operation.', OPERATIONS);
  if (operations.length > MAX_ATOMIC_OPERATIONS) throw malformed(`At most ${MAX_ATOMIC_OPERATIONS} operations in one request.`, OPERATIONS);
  return retriedTransaction(ctx.db, async (tx) => {
    const lids: LocalIds = new Map();
    const results: AtomicResult[] = [];
    for (const [index, operation] of operations.entries()) {
      try {
        if (!isObject(operation)) throw malformed('An operation is an object.', '');
        results.push(await runOne({ ...ctx, db: tx }, operation, lids));
      } catch (error) {
        throw error instanceof ApiError ? withinOperation(error, index) : error;
      }
    }
    return results;
  });
}

/** The answer document: 200 with a result per operation, or nothing (204) when none has data. */
export const atomicDocument = (results: readonly AtomicResult[]) =>
  results.some((result) => result.data !== undefined) ? { 'atomic:results': results, jsonapi: { ...JSONAPI_VERSION, ext: [ATOMIC_EXT] } } : null;
