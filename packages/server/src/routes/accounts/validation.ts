import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { resourceDocument, userValidationRequest } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { forbidden, unauthenticated } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { JSON_API } from '../../jsonapi/media-types.ts';
import { findResource, updateResource } from '../../operations/index.ts';
import { tablesOf } from '../../services/tables.ts';
import { contextOf } from '../api/resources.ts';

const statusOf = { validate: 'accepted', refuse: 'refused' } as const;

/**
 * `POST /api/v1/services/users/:id/validation` with `{ decision }` (the back office's "validate" and
 * "refuse" of an account): the user's validatedAt and their pending validation requests change
 * together, in one transaction, each write through the generic operations (so the users and
 * validation-requests policies, privileged fields included, apply as to any write). Administrators
 * only; nobody decides on their own account.
 */
export async function userValidationRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>('/api/v1/services/users/:id/validation', { schema: { response: { 200: jsonSchemaOf(resourceDocument) } } }, async (request, reply) => {
    const ctx = contextOf(request);
    const { actor } = ctx;
    if (!actor.userId) throw unauthenticated();
    if (!actor.isAdmin) throw forbidden('Only administrators validate accounts.');
    const { decision } = parseBody(userValidationRequest, request.body);
    const { id } = request.params;
    if (id === actor.userId) throw forbidden('Nobody decides on their own account.');
    await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const current = (await findResource(txCtx, { type: 'users', id })).data as { attributes?: { validatedAt?: string | null } };
      const validatedAt = decision === 'validate' ? (current.attributes?.validatedAt ?? new Date().toISOString()) : null;
      await updateResource(txCtx, { type: 'users', id, document: { data: { type: 'users', id, attributes: { validatedAt } } } });
      if (!ctx.features.validationRequests) return;
      const requests = tablesOf('validation-requests').table;
      const pending = await tx.select({ id: requests.id }).from(requests).where(and(eq(requests.userId, id), eq(requests.statusId, 'pending')));
      for (const { id: requestId } of pending) {
        await updateResource(txCtx, {
          type: 'validation-requests',
          id: String(requestId),
          document: { data: { type: 'validation-requests', id: String(requestId), relationships: { status: { data: { type: 'validation-request-statuses', id: statusOf[decision] } } } } },
        });
      }
    });
    return reply.type(JSON_API).send(await findResource(ctx, { type: 'users', id }));
  });
}
