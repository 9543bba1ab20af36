import { and, inArray } from 'drizzle-orm';
import type { Actor } from '../auth/actor.ts';
import type { Executor } from '../db/client.ts';
import { forbidden, unauthenticated } from '../http/errors.ts';
import { conditionSql, decide } from './conditions.ts';
import type { AnyCondition, ConditionTarget, TablesOf, Verdict } from './conditions.ts';
import type { ResourcePolicy, Row, RowRule } from './types.ts';

/** May the actor write this privileged attribute or relationship? Admins only, unless the policy says. */
export const canWritePrivileged = (policy: ResourcePolicy, actor: Actor, field: string) =>
  policy.writePrivileged ? policy.writePrivileged(actor, field) : actor.isAdmin;

/** Rows whose every translation the actor may read: whoever may update them, unless the policy says. */
export const seeTranslationsRule = (policy: ResourcePolicy): RowRule => policy.seeTranslations ?? policy.update;

/**
 * Ids of the loaded rows a verdict allows. Decided on the rows themselves when they tell; the rest
 * (conditions on related rows, columns not loaded) by one keyed statement with the same condition
 * in SQL, so both ways of deciding are one rule.
 */
export async function rowsAllowed(db: Executor, on: ConditionTarget, verdict: Verdict, rows: readonly Row[], tablesOf: TablesOf): Promise<Set<string>> {
  if (verdict === true) return new Set(rows.map((row) => row.id));
  if (verdict === false) return new Set();
  const condition = verdict as AnyCondition;
  const allowed = new Set<string>();
  const undecided: string[] = [];
  for (const row of rows) {
    const decision = decide(condition, on.resource, row);
    if (decision === true) allowed.add(row.id);
    else if (decision === undefined) undecided.push(row.id);
  }
  if (undecided.length) {
    const id = on.table.id;
    const found = await db.select({ id }).from(on.table).where(and(inArray(id, undecided), conditionSql(condition, on, tablesOf)));
    for (const row of found) allowed.add(row.id as string);
  }
  return allowed;
}

/** Whether a verdict allows one loaded row. */
export const rowAllowed = async (db: Executor, on: ConditionTarget, verdict: Verdict, row: Row, tablesOf: TablesOf): Promise<boolean> =>
  (await rowsAllowed(db, on, verdict, [row], tablesOf)).has(row.id);

/** The refusal to give: a visitor is asked to sign in (401), a signed-in user is refused (403). */
export const denied = (actor: Actor, detail?: string) => (actor.userId ? forbidden(detail) : unauthenticated());
