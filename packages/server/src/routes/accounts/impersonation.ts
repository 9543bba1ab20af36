import type { FastifyInstance } from 'fastify';
import { impersonationStarted, signInReply, SYSTEM_USER_ID } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { eq } from 'drizzle-orm';
import { findAccountById, usersTable } from '../../accounts/users.ts';
import { loadActor } from '../../auth/load-actor.ts';
import { forbidden, notFound, unauthenticated } from '../../http/errors.ts';

/**
 * Impersonation (spec, platform §6 and §7): an admin acts as another user in a new session that
 * remembers who is really there; `DELETE …/impersonate` returns to the admin's own session. It is
 * logged, only the super admin (isAdmin) may start it, an admin or the system user can never be impersonated, and one cannot impersonate while impersonating.
 */
export async function impersonationRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>('/api/v1/services/users/:id/impersonate', { schema: { response: { 200: jsonSchemaOf(impersonationStarted) } } }, async (request, reply) => {
    const { actor } = request;
    if (!actor.userId) throw unauthenticated();
    if (!actor.isSuperAdmin || actor.impersonatorId) throw forbidden('Only a super admin, as themself, may act as another user.');
    const target = await findAccountById(app.db, request.params.id);
    if (!target) throw notFound('No such user.');
    if (target.id === SYSTEM_USER_ID) throw forbidden('Nobody acts as the system user.');
    if (target.id === actor.userId) throw forbidden('You are already yourself.');
    const targetActor = await loadActor(app.db, { userId: target.id, impersonatorId: null, sessionId: '', organizationsEnabled: app.config.features.organizations });
    if (targetActor?.isAdmin) throw forbidden('An administrator cannot be impersonated.');
    await app.startSession(request, reply, { userId: target.id, impersonatorId: actor.userId });
    request.log.warn({ event: 'impersonation.start', adminId: actor.userId, userId: target.id }, 'impersonation started');
    return { state: 'impersonating', userId: target.id };
  });

  app.delete('/api/v1/services/users/impersonate', { schema: { response: { 200: jsonSchemaOf(signInReply) } } }, async (request, reply) => {
    const { actor } = request;
    if (!actor.userId) throw unauthenticated();
    if (!actor.impersonatorId) throw forbidden('You are not impersonating anyone.');
    const [admin] = await app.db.select({ id: usersTable().id }).from(usersTable()).where(eq(usersTable().id, actor.impersonatorId));
    if (!admin) {
      await app.endSession(request, reply);
      throw unauthenticated('The administrator account no longer exists.');
    }
    await app.startSession(request, reply, { userId: actor.impersonatorId });
    request.log.warn({ event: 'impersonation.stop', adminId: actor.impersonatorId, userId: actor.userId }, 'impersonation stopped');
    return { state: 'authenticated' };
  });
}
