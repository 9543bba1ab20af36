import type { FastifyInstance } from 'fastify';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { publicProfileAnswer, SYSTEM_USER_ID } from '@relais/domain';
import { usersTable } from '../../accounts/users.ts';
import { notFound } from '../../http/errors.ts';
import { JSON_API } from '../../jsonapi/media-types.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /api/v1/services/users/:id/profile` (the web's /users/:user/profile): the reduced field set
 * anyone may read (spec, platform §3 "User"). The system user and disabled accounts have none.
 */
export async function profileRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/api/v1/services/users/:id/profile', { schema: { response: { 200: jsonSchemaOf(publicProfileAnswer) } } }, async (request, reply) => {
    const { id } = request.params;
    if (!UUID.test(id)) throw notFound('No such user.');
    const users = usersTable();
    const [row] = await app.db
      .select({ firstName: users.firstName, lastName: users.lastName, avatarUrl: users.avatarUrl })
      .from(users)
      .where(and(eq(users.id, id), ne(users.id, SYSTEM_USER_ID), isNull(users.deletedAt)));
    if (!row) throw notFound('No such user.');
    return reply.type(JSON_API).send({ data: { type: 'users', id, attributes: row }, jsonapi: { version: '1.1' } });
  });
}
