import type { Actor } from '../auth/actor.ts';
import { forbidden, unauthenticated } from '../http/errors.ts';
import type { ResourcePolicy, Row } from './types.ts';

/** May the actor write this privileged attribute or relationship? Admins only, unless the policy says. */
export const canWritePrivileged = (policy: ResourcePolicy, actor: Actor, field: string) =>
  policy.writePrivileged ? policy.writePrivileged(actor, field) : actor.isAdmin;

/** May the actor read every translation of a row? Whoever may update it, unless the policy says. */
export const canSeeTranslations = (policy: ResourcePolicy, actor: Actor, row: Row) =>
  policy.seeTranslations ? policy.seeTranslations(actor, row) : policy.update(actor, row);

/** The refusal to give: a visitor is asked to sign in (401), a signed-in user is refused (403). */
export const denied = (actor: Actor, detail?: string) => (actor.userId ? forbidden(detail) : unauthenticated());
