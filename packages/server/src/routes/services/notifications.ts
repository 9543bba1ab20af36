import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { notificationsUnreadAnswer } from '@relais/domain';
import type { NotificationsUnreadAnswer } from '@relais/domain';
import type { Executor } from '../../db/client.ts';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { notFound, unauthenticated } from '../../http/errors.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import { tablesOf } from '../../services/tables.ts';

const params = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['id'], additionalProperties: false } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const answer = { response: { 200: jsonSchemaOf(notificationsUnreadAnswer) } };

const signedIn = (request: FastifyRequest): string => {
  const { userId } = request.actor;
  if (!userId) throw unauthenticated();
  return userId;
};

/** The user's unread count: one indexed count (`notifications_unread_idx`, migration 0038). */
async function unreadOf(db: Executor, userId: string): Promise<NotificationsUnreadAnswer> {
  const table = tablesOf('notifications').table;
  const [row] = await db
    .select({ unread: count() })
    .from(table)
    .where(and(eq(table.userId, userId), isNull(table.readAt)));
  return { meta: { unread: Number(row?.unread ?? 0) } };
}

/**
 * The bell's calls, each about the signed-in user's own notifications only (a stranger's id is not
 * found): the unread count, and marking one or all read. The list is the kind's
 * (`GET /api/v1/notifications?filter[unread]=true`, newest first). The marking calls are unsafe
 * requests, so they carry the anti-forgery token like every other.
 */
export async function notificationsRoutes(app: FastifyInstance) {
  app.get('/api/v1/services/notifications/unread-count', { schema: answer }, async (request, reply) => {
    const userId = signedIn(request);
    reply.type(JSON_API);
    return unreadOf(app.db, userId);
  });

  app.post<{ Params: { id: string } }>('/api/v1/services/notifications/:id/read', { schema: { params, ...answer } }, async (request, reply) => {
    const userId = signedIn(request);
    const table = tablesOf('notifications').table;
    if (!UUID.test(request.params.id)) throw notFound('No such notification.');
    const result = await app.db.transaction(async (tx) => {
      const [mine] = await tx
        .update(table)
        .set({ readAt: sql`coalesce(${table.readAt}, now())`, updatedAt: sql`case when ${table.readAt} is null then now() else ${table.updatedAt} end` })
        .where(and(eq(table.id, request.params.id), eq(table.userId, userId)))
        .returning({ id: table.id });
      if (!mine) throw notFound('No such notification.');
      return unreadOf(tx, userId);
    });
    reply.type(JSON_API);
    return result;
  });

  app.post('/api/v1/services/notifications/read', { schema: answer }, async (request, reply) => {
    const userId = signedIn(request);
    const table = tablesOf('notifications').table;
    await app.db
      .update(table)
      .set({ readAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(table.userId, userId), isNull(table.readAt)));
    reply.type(JSON_API);
    return { meta: { unread: 0 } } satisfies NotificationsUnreadAnswer;
  });
}
