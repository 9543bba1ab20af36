import { eq } from 'drizzle-orm';
import { conflict } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { denied } from '../policies/checks.ts';
import type { Kind } from '../jsonapi/catalog.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { requireKind } from '../jsonapi/context.ts';
import type { TopLevel } from '../jsonapi/document.ts';
import { column, isValidId } from '../jsonapi/fields.ts';
import { readDocument } from '../jsonapi/input.ts';
import { parseReadQuery } from '../jsonapi/query.ts';
import type { RawQuery } from '../jsonapi/query.ts';
import { validateAttributes } from '../jsonapi/validate-attributes.ts';
import { validateRelationships } from '../jsonapi/validate-relationships.ts';
import { rowDocument } from './find.ts';
import { checkWrite, persist } from './persist.ts';
import { inTransaction } from './shared.ts';

export interface CreateInput {
  type: string;
  /** `{ data: { type, id?, attributes, relationships } }`. */
  document: unknown;
  /** `include` and `fields[…]` of the answer. */
  query?: RawQuery;
}

/**
 * A client may choose the id: the readable id of reference data (required there), or a UUID. An id
 * already taken is a 409, even by a row the actor cannot see.
 */
async function clientId(ctx: EngineContext, kind: Kind, id: string | undefined): Promise<{ id?: string; errors: FieldError[] }> {
  if (id === undefined) {
    return kind.resource.idKind === 'string' ? { errors: [{ pointer: '/data/id', rule: 'required', detail: `A ${kind.type} needs an id.` }] } : { errors: [] };
  }
  if (!isValidId(kind.resource, id)) {
    const expected = kind.resource.idKind === 'uuid' ? 'a UUID' : 'letters, digits, "_", "-" or "." (at most 100)';
    return { errors: [{ pointer: '/data/id', rule: 'string', detail: `The id must be ${expected}.` }] };
  }
  const [taken] = await ctx.db.select({ id: column(kind, 'id') }).from(kind.table).where(eq(column(kind, 'id'), id)).limit(1);
  if (taken) throw conflict(`A ${kind.type} with id ${id} already exists.`);
  return { id, errors: [] };
}

export async function createResource(ctx: EngineContext, { type, document, query = {} }: CreateInput): Promise<{ id: string; document: TopLevel }> {
  const kind = requireKind(ctx, type);
  if (!kind.policy.create(ctx.actor)) throw denied(ctx.actor);
  const read = parseReadQuery(ctx, kind, query);
  const input = readDocument(document, kind);
  return inTransaction(ctx, kind, async (tx) => {
    const { id, errors } = await clientId(tx, kind, input.id);
    const attributes = validateAttributes(tx, kind, input.attributes, { before: null });
    const relationships = validateRelationships(tx, kind, input.relationships, { isCreate: true });
    await checkWrite(tx, kind, attributes, relationships, null, errors);
    const row = await persist(tx, kind, { before: null, id, attributes, relationships });
    return { id: row.id, document: await rowDocument(tx, kind, row, read) };
  });
}
