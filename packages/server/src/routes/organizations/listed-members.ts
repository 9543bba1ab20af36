import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { listedMembersAnswer, SYSTEM_USER_ID } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { notFound } from '../../http/errors.ts';
import { JSON_API } from '../../jsonapi/media-types.ts';
import { tablesOf } from '../../services/tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The most members an organization's page names. */
export const LISTED_MEMBERS_MAX = 200;

/**
 * `GET /api/v1/services/organizations/:id/members`: the members of an organization who chose to be
 * named on its page (`isListedInOrganizations`), with the reduced public profile of each (spec,
 * platform §3 "User": first and last name, picture), by name. Only while the organizations and
 * user-organizations features are on, like the page (`/organizations/:id`); a missing or deleted
 * organization is a 404.
 */
export async function listedMembersRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/api/v1/services/organizations/:id/members', { schema: { response: { 200: jsonSchemaOf(listedMembersAnswer) } } }, async (request, reply) => {
    const { features } = app.config;
    if (!features.organizations || !features.userOrganizations) throw notFound('No such route.');
    const { id } = request.params;
    if (!UUID.test(id)) throw notFound('No such organization.');
    const organizations = tablesOf('organizations').table;
    const users = tablesOf('users');
    const membership = users.joins.organizations!;
    const [organization] = await app.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)).limit(1);
    if (!organization) throw notFound('No such organization.');
    const rows = await app.db
      .select({ id: users.table.id, firstName: users.table.firstName, lastName: users.table.lastName, avatarUrl: users.table.avatarUrl })
      .from(membership.table)
      .innerJoin(users.table, eq(users.table.id, membership.owner))
      .where(and(eq(membership.related, id), eq(users.table.isListedInOrganizations, true), isNull(users.table.deletedAt), ne(users.table.id, SYSTEM_USER_ID)))
      .orderBy(asc(users.table.lastName), asc(users.table.firstName), asc(users.table.id))
      .limit(LISTED_MEMBERS_MAX);
    const data = rows.map(({ id: userId, ...attributes }) => ({ type: 'users', id: userId as string, attributes }));
    return reply.type(JSON_API).send({ data, jsonapi: { version: '1.1' } });
  });
}
