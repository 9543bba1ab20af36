import type { Actor } from '../../auth/actor.ts';
import type { Row } from '../../policies/types.ts';

/** A member takes part in the community: signed in with a validated account. */
export const isMember = (actor: Actor) => actor.userId !== null && actor.validated;

/** Whether the actor may change or delete a row they wrote (`authorKey`: its author's id column). */
export const mayChange = (actor: Actor, row: Row, authorKey: string) => actor.isAdmin || (actor.userId !== null && row[authorKey] === actor.userId);
