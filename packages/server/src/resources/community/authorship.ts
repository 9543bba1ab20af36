import type { Actor } from '../../auth/actor.ts';
import type { Row } from '../../policies/types.ts';
import type { ResourceHooks } from '../hooks.ts';

/** A member takes part in the community: signed in with a validated account. */
export const isMember = (actor: Actor) => actor.userId !== null && actor.validated;

/** Whether the actor may change or delete a row they wrote (`authorKey`: its author's id column). */
export const mayChange = (actor: Actor, row: Row, authorKey: string) => actor.isAdmin || (actor.userId !== null && row[authorKey] === actor.userId);

/**
 * `canEdit` and `canDelete` for the reader (spec: items expose them from the server), from the same
 * rule as the policy: administrators, or the row's author.
 */
export const authorComputed = (authorKey: string): ResourceHooks['computed'] => ({ actor, rows }) =>
  new Map(rows.map((row) => {
    const may = mayChange(actor, row, authorKey);
    return [row.id, { canEdit: may, canDelete: may }];
  }));
