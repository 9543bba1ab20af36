import { and, eq, getTableColumns, inArray, max, ne } from 'drizzle-orm';
import { attributePointer, validationFailed } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { columnKeys, foreignKey, typeKey } from '../db/resource-tables.ts';
import type { Row } from '../policies/types.ts';
import type { Kind } from '../jsonapi/catalog.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { column } from '../jsonapi/fields.ts';
import type { AttributeWrite } from '../jsonapi/validate-attributes.ts';
import type { RelationshipWrite } from '../jsonapi/validate-relationships.ts';
import { missingTargets } from '../jsonapi/validate-relationships.ts';
import { cycleErrors } from './cycles.ts';

/**
 * Unique attributes and groups checked before writing, so the client learns which field is taken;
 * the unique indexes still guard against a race (their error is mapped to the same 422).
 */
async function takenValues(ctx: EngineContext, kind: Kind, values: Record<string, unknown>, before: Row | null, missing: ReadonlySet<string>): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const others = before ? ne(column(kind, 'id'), before.id) : undefined;
  const isTaken = async (conditions: ReturnType<typeof eq>[]) =>
    (await ctx.db.select({ id: column(kind, 'id') }).from(kind.table).where(and(...conditions, others)).limit(1)).length > 0;
  for (const [name, attribute] of Object.entries(kind.resource.attributes)) {
    if (!attribute.unique || attribute.translatable || attribute.computed || values[name] === null || values[name] === undefined) continue;
    if (await isTaken([eq(column(kind, name), values[name])])) errors.push({ pointer: attributePointer(name), rule: 'unique', detail: 'This value is already taken.' });
  }
  for (const fields of kind.resource.uniqueTogether) {
    // A link already refused (a missing row, a malformed id) cannot be compared with the stored ones.
    if (fields.some((field) => missing.has(field))) continue;
    const keys = fields.flatMap((field) => columnKeys(kind.resource, field));
    if (!keys.some((key) => key in values)) continue;
    const final = keys.map((key) => (key in values ? values[key] : before?.[key]));
    if (final.some((value) => value === null || value === undefined)) continue;
    if (await isTaken(keys.map((key, i) => eq(column(kind, key), final[i])))) {
      errors.push({ pointer: attributePointer(fields[0]!), rule: 'unique', detail: `This ${fields.join(' and ')} combination is already taken.` });
    }
  }
  return errors;
}

/** The values to write: attributes, then the columns of the stored to-ones. */
const columnValues = (kind: Kind, attributes: AttributeWrite, relationships: RelationshipWrite) => {
  const values = { ...attributes.values };
  for (const [name, target] of relationships.toOne) {
    values[foreignKey(name)] = target?.id ?? null;
    if (kind.resource.relationships[name]!.types) values[typeKey(name)] = target?.type ?? null;
  }
  return values;
};

/** All field errors of a write at once (shape, existence, cycles, uniqueness), else nothing. */
export async function checkWrite(ctx: EngineContext, kind: Kind, attributes: AttributeWrite, relationships: RelationshipWrite, before: Row | null, extra: FieldError[] = []) {
  const errors = [...extra, ...attributes.errors, ...relationships.errors];
  const missing = await missingTargets(ctx, kind, relationships);
  errors.push(...missing);
  if (before && !missing.length && !relationships.errors.length) errors.push(...(await cycleErrors(ctx, kind, relationships, before.id)));
  const refused = new Set(Object.keys(kind.resource.relationships).filter((name) => missing.some((error) => error.pointer === relationships.pointers.field(name))));
  errors.push(...(await takenValues(ctx, kind, columnValues(kind, attributes, relationships), before, refused)));
  if (errors.length) throw validationFailed(errors);
}

async function writeToMany(ctx: EngineContext, kind: Kind, ownerId: string, name: string, change: RelationshipWrite['toMany'] extends Map<string, infer C> ? C : never) {
  const join = kind.joins[name]!;
  if (change.mode === 'remove') {
    if (change.ids.length) await ctx.db.delete(join.table).where(and(eq(join.owner, ownerId), inArray(join.related, change.ids)));
    return;
  }
  let start = 0;
  if (change.mode === 'replace') await ctx.db.delete(join.table).where(eq(join.owner, ownerId));
  else {
    const [{ last } = { last: null }] = await ctx.db.select({ last: max(join.position) }).from(join.table).where(eq(join.owner, ownerId));
    start = last === null ? 0 : Number(last) + 1;
  }
  if (!change.ids.length) return;
  await ctx.db
    .insert(join.table)
    .values(change.ids.map((relatedId, index) => ({ ownerId, relatedId, position: start + index })))
    .onConflictDoNothing();
}

/** Relationships the server sets itself: who created and who last changed the row. */
function stamp(ctx: EngineContext, kind: Kind, values: Record<string, unknown>, isCreate: boolean) {
  const { relationships } = kind.resource;
  const isUserStamp = (name: string) => relationships[name]?.type === 'users' && relationships[name]?.cardinality === 'one' && !relationships[name]?.inverse;
  if (ctx.actor.userId) {
    if (isCreate && isUserStamp('createdBy')) values.createdById = ctx.actor.userId;
    if (isUserStamp('updatedBy')) values.updatedById = ctx.actor.userId;
  }
  if (!isCreate) values.updatedAt = new Date();
}

/**
 * Writes a checked create or update inside the caller's transaction: before-hooks, the row, its
 * join tables, after-hooks; returns the row as stored.
 */
export async function persist(
  ctx: EngineContext,
  kind: Kind,
  { before, id, attributes, relationships }: { before: Row | null; id?: string | undefined; attributes: AttributeWrite; relationships: RelationshipWrite },
): Promise<Row> {
  const action = before ? 'update' : 'create';
  const values = columnValues(kind, attributes, relationships);
  stamp(ctx, kind, values, !before);
  const hookContext = { tx: ctx.db, actor: ctx.actor, resource: kind.resource, locale: ctx.locale, services: ctx.services };
  await kind.hooks.beforeWrite?.({ ...hookContext, action, values, before, links: relationships.toMany });
  // Computed attributes (a current password…) are for the hooks only; they have no column.
  const columns = getTableColumns(kind.table);
  for (const key of Object.keys(values)) if (!Object.hasOwn(columns, key) || key === 'id') delete values[key];
  const written = before
    ? ((await ctx.db.update(kind.table).set(values).where(eq(column(kind, 'id'), before.id)).returning()) as Row[])
    : ((await ctx.db.insert(kind.table).values({ ...values, ...(id ? { id } : {}) }).returning()) as Row[]);
  const row = written[0]!;
  for (const [name, change] of relationships.toMany) await writeToMany(ctx, kind, row.id, name, change);
  await kind.hooks.afterWrite?.({ ...hookContext, action, before, after: row });
  // Hooks may have changed the row; what the client gets back is what is stored.
  const [stored] = (await ctx.db.select().from(kind.table).where(eq(column(kind, 'id'), row.id))) as Row[];
  return stored ?? row;
}
