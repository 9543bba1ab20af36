import { sql } from 'drizzle-orm';
import { snakeCase } from '@relais/domain';
import type { FieldError } from '../http/errors.ts';
import { foreignKey } from '../db/resource-tables.ts';
import type { Kind } from '../jsonapi/catalog.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import type { RelationshipWrite } from '../jsonapi/validate-relationships.ts';

/**
 * Whether following `name` up from `start` reaches `id`. UNION keeps each row once, so the walk
 * ends on a cycle already stored (an old database may hold one) instead of going round it.
 */
async function leadsTo(ctx: EngineContext, kind: Kind, name: string, start: string, id: string): Promise<boolean> {
  const table = sql.identifier(kind.resource.table);
  const link = sql.identifier(snakeCase(foreignKey(name)));
  const result = await ctx.db.execute(sql`
    with recursive chain (id, link) as (
      select id, ${link} from ${table} where id = ${start}
      union
      select t.id, t.${link} from ${table} t join chain on t.id = chain.link
    ) select 1 as found from chain where id = ${id} limit 1`);
  const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
  return rows.length > 0;
}

/**
 * A to-one towards the row's own kind (a menu entry's parent, a forum category's parent, an answer's
 * message) that would make the row its own ancestor. Every walk of such a tree assumes it ends: the
 * public menu lost the entries below a cycle, and deleting one of them cascaded round it for ever.
 * Only an update can make one: a new row's parent must already exist, so it is not the row.
 */
export async function cycleErrors(ctx: EngineContext, kind: Kind, relationships: RelationshipWrite, id: string): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const [name, target] of relationships.toOne) {
    const relationship = kind.resource.relationships[name]!;
    if (!target || relationship.types || relationship.type !== kind.type) continue;
    if (target.id === id || (await leadsTo(ctx, kind, name, target.id, id))) {
      errors.push({ pointer: relationships.pointers.field(name), rule: 'cycle', detail: `This ${name} is the ${kind.type} itself or one of those under it.` });
    }
  }
  return errors;
}
