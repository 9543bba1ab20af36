import type { EngineContext } from '../jsonapi/context.ts';
import { requireKind } from '../jsonapi/context.ts';
import type { TopLevel } from '../jsonapi/document.ts';
import { readDocument } from '../jsonapi/input.ts';
import { parseReadQuery } from '../jsonapi/query.ts';
import type { RawQuery } from '../jsonapi/query.ts';
import { validateAttributes } from '../jsonapi/validate-attributes.ts';
import { validateRelationships } from '../jsonapi/validate-relationships.ts';
import { rowDocument } from './find.ts';
import { checkWrite, persist } from './persist.ts';
import { assertAllowed, inTransaction, lockFirst, requireRow } from './shared.ts';

export interface UpdateInput {
  type: string;
  id: string;
  /** `{ data: { type, id, attributes?, relationships? } }`: only what is sent changes. */
  document: unknown;
  query?: RawQuery;
}

/** A partial update: the row is locked, checked against the policy, then every field validated. */
export async function updateResource(ctx: EngineContext, { type, id, document, query = {} }: UpdateInput): Promise<TopLevel> {
  const kind = requireKind(ctx, type);
  const read = parseReadQuery(ctx, kind, query);
  return inTransaction(ctx, kind, async (tx) => {
    await lockFirst(tx, kind, 'update', id);
    const before = await requireRow(tx, kind, id, { lock: true });
    await assertAllowed(tx, kind, 'update', before);
    const input = readDocument(document, kind, { id });
    const attributes = validateAttributes(tx, kind, input.attributes, { before });
    const relationships = validateRelationships(tx, kind, input.relationships, { isCreate: false });
    await checkWrite(tx, kind, attributes, relationships, before);
    const row = await persist(tx, kind, { before, attributes, relationships });
    return rowDocument(tx, kind, row, read);
  });
}
