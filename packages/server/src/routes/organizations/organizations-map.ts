import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { accessLevels, MAX_ORGANIZATIONS_ON_MAP, organizationCompleteName, organizations, organizationsMapAnswer } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { notFound } from '../../http/errors.ts';
import { tableOf } from '../../services/tables.ts';

const querystring = {
  type: 'object',
  properties: { accessLevels: { type: 'string', maxLength: 1400, pattern: '^[\\w-]{1,64}(,[\\w-]{1,64}){0,19}$' } },
  additionalProperties: false,
} as const;

/**
 * `GET /api/v1/services/organizations/map`: the organizations map's data (block pageOrganizationsMap),
 * every located organization of the levels asked (`?accessLevels=a,b`, any level without) as id,
 * complete name, slug and position alone, in the spec's list order (highest access level first,
 * then by name; domain §7), at most `MAX_ORGANIZATIONS_ON_MAP`. Organizations are public (everyone
 * reads them), so this answers the same to everyone; the list call's JSON:API resources carried
 * four times the bytes. Only while the organizations feature is on.
 */
export async function organizationsMapRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { accessLevels?: string } }>(
    '/api/v1/services/organizations/map',
    { schema: { querystring, response: { 200: jsonSchemaOf(organizationsMapAnswer) } } },
    async (request) => {
      if (!app.config.features.organizations) throw notFound('No such route.');
      const levels = request.query.accessLevels ? request.query.accessLevels.split(',') : [];
      const orgs = tableOf(organizations);
      const level = tableOf(accessLevels);
      const rows = await app.db
        .select({ id: orgs.id, name: orgs.name, unitName: orgs.unitName, slug: orgs.slug, latitude: orgs.latitude, longitude: orgs.longitude })
        .from(orgs)
        .leftJoin(level, eq(level.id, orgs.accessLevelId))
        .where(and(isNotNull(orgs.latitude), isNotNull(orgs.longitude), levels.length ? inArray(orgs.accessLevelId, levels) : undefined))
        // As the list call's `-accessLevel.weight`: organizations without a level last.
        .orderBy(sql`${level.weight} desc nulls last`, asc(orgs.name), asc(orgs.id))
        .limit(MAX_ORGANIZATIONS_ON_MAP);
      return {
        data: rows.map((row) => ({
          id: String(row.id),
          name: organizationCompleteName({ name: String(row.name ?? ''), unitName: row.unitName as string | null }),
          slug: (row.slug as string | null) ?? null,
          latitude: Number(row.latitude),
          longitude: Number(row.longitude),
        })),
      };
    },
  );
}
