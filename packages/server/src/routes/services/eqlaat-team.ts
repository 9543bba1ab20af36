import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { eqlaatTeamAnswer } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { forbidden, notFound, unauthenticated } from '../../http/errors.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import { managesProjects } from '../../resources/projects/policies.ts';
import { tablesOf } from '../../services/tables.ts';

/**
 * `GET /api/v1/services/eqlaat/team` (calendar feature): the accompaniment team — the users holding
 * the `eqlaat_member` role, by name — for the team's calendar to filter by manager and to choose an
 * appointment's managers. Only the team and administrators read it.
 */
export async function eqlaatTeamRoutes(app: FastifyInstance) {
  app.get('/api/v1/services/eqlaat/team', { schema: { response: { 200: jsonSchemaOf(eqlaatTeamAnswer) } } }, async (request, reply) => {
    if (!app.config.features.calendar) throw notFound();
    if (request.actor.userId === null) throw unauthenticated();
    if (!managesProjects(request.actor)) throw forbidden();
    const users = tablesOf('users');
    const roles = users.joins.roles!;
    const rows = await app.db
      .select({ id: users.table.id, firstName: users.table.firstName, lastName: users.table.lastName })
      .from(users.table)
      .innerJoin(roles.table, eq(roles.owner, users.table.id))
      .where(and(eq(roles.related, 'eqlaat_member'), isNull(users.table.deletedAt)))
      .orderBy(asc(users.table.lastName), asc(users.table.firstName), asc(users.table.id));
    reply.type(JSON_API).header('cache-control', 'private, no-store');
    return { data: rows.map((row) => ({ type: 'users', id: row.id, attributes: { firstName: row.firstName, lastName: row.lastName } })) };
  });
}
