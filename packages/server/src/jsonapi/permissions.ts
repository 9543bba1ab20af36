import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ResourcePermissions } from '@relais/domain';
import { rowsAllowed } from '../policies/checks.ts';
import { conditionSql } from '../policies/conditions.ts';
import type { AnyCondition } from '../policies/conditions.ts';
import type { Row } from '../policies/types.ts';
import type { Kind } from './catalog.ts';
import { conditionKey, tablesIn } from './visibility.ts';
import { catalogOf } from './context.ts';
import type { EngineContext } from './context.ts';

/**
 * What the reader may do with each row a document sends (`meta.permissions` of its resource
 * objects): the policy's row rules for the current actor, so that what the answer says and what a
 * PATCH or DELETE answers cannot drift. A list reads them beside its rows (`permissionColumns`, one
 * boolean column per rule that depends on the row, in the same SELECT); a single row is decided with
 * the check the write path runs (`rowsAllowed`, as `assertAllowed`).
 */
export type PermissionAction = 'update' | 'delete' | 'softDelete' | 'restore';

/** The actions a kind's rows answer for: trash and restore only for kinds with soft delete. */
export const permissionActions = (kind: Kind): PermissionAction[] => (kind.resource.softDelete ? ['update', 'delete', 'softDelete', 'restore'] : ['update', 'delete']);

/** The key a row read with `permissionColumns` carries whether the actor may do `action` under. */
export const permissionFlag = (action: PermissionAction) => `\u0000may:${action}`;

/**
 * The columns of the rules answering a condition (a rule answering plainly true or false needs
 * none), and what they depend on (each rule as the policy answers it for this actor): part of a
 * compiled read's key, so two actors whose rules differ never share a statement. The condition is
 * the one the write path decides (`conditionSql` of the same verdict), null counted as refused.
 */
export function permissionColumns(ctx: EngineContext, kind: Kind): { columns: () => Record<string, SQL>; key: string } {
  const verdicts = permissionActions(kind).map((action) => ({ action, verdict: kind.policy[action](ctx.actor) }));
  const columns = () => {
    const built: Record<string, SQL> = {};
    for (const { action, verdict } of verdicts) {
      if (typeof verdict === 'boolean') continue;
      built[permissionFlag(action)] = sql<boolean>`coalesce((${conditionSql(verdict as AnyCondition, kind, tablesIn(ctx))}), false)`.mapWith(Boolean);
    }
    return built;
  };
  return { columns, key: `may(${verdicts.map(({ action, verdict }) => `${action}=${conditionKey(verdict)}`).join(';')})` };
}

/**
 * The permissions of loaded rows of one kind, by id: from the columns read beside them when they
 * carry them, else decided as the write path decides (on the row when it tells, else one statement
 * per rule for the rows it cannot tell, the same condition in SQL).
 */
export async function rowPermissions(ctx: EngineContext, kind: Kind, rows: readonly Row[]): Promise<Map<string, ResourcePermissions>> {
  const actions = permissionActions(kind);
  const answers = await Promise.all(
    actions.map(async (action) => {
      const verdict = kind.policy[action](ctx.actor);
      const allowed = new Set<string>();
      const unread: Row[] = [];
      for (const row of rows) {
        const flag = row[permissionFlag(action)];
        if (verdict === true || (typeof verdict !== 'boolean' && flag === true)) allowed.add(row.id);
        else if (typeof verdict !== 'boolean' && flag === undefined) unread.push(row);
      }
      if (unread.length) for (const id of await rowsAllowed(ctx.db, kind, verdict, unread, tablesIn(ctx))) allowed.add(id);
      return allowed;
    }),
  );
  const more = (await catalogOf(ctx).morePermissions?.(ctx, kind, rows)) ?? new Map<string, Partial<ResourcePermissions>>();
  // In the order of the actions, whichever rule answered first; then what the areas add.
  return new Map(
    rows.map((row) => [row.id, { ...(Object.fromEntries(actions.map((action, i) => [action, answers[i]!.has(row.id)])) as unknown as ResourcePermissions), ...more.get(row.id) }]),
  );
}

/**
 * The permissions of every row a document sends, primary and included, by `type:id`: one
 * `rowPermissions` per kind, the kinds together.
 */
export async function documentPermissions(ctx: EngineContext, loaded: readonly { kind: Kind; row: Row }[]): Promise<Map<string, ResourcePermissions>> {
  const byType = new Map<string, { kind: Kind; rows: Row[] }>();
  for (const { kind, row } of loaded) {
    const entry = byType.get(kind.type);
    if (entry) entry.rows.push(row);
    else byType.set(kind.type, { kind, rows: [row] });
  }
  const answers = await Promise.all([...byType.values()].map(async ({ kind, rows }) => ({ type: kind.type, permissions: await rowPermissions(ctx, kind, rows) })));
  const all = new Map<string, ResourcePermissions>();
  for (const { type, permissions } of answers) for (const [id, granted] of permissions) all.set(`${type}:${id}`, granted);
  return all;
}

/**
 * The spec's `canEdit` / `canDelete` attributes of a kind that declares them, from its permissions:
 * editing is `update`, deleting is what the back office's delete does (`softDelete` for a kind with
 * a trash, else `delete`). A kind's computed hook still decides them when a rule of its own adds to
 * the policy (a year already closed, a category still holding items).
 */
export function permissionFlags(kind: Kind, permissions: ResourcePermissions | undefined): Record<string, boolean> {
  if (!permissions) return {};
  const flags: Record<string, boolean> = {};
  if (kind.resource.attributes.canEdit?.computed) flags.canEdit = permissions.update;
  if (kind.resource.attributes.canDelete?.computed) flags.canDelete = (kind.resource.softDelete ? permissions.softDelete : permissions.delete) === true;
  return flags;
}
