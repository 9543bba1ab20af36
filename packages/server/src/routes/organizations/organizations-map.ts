import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { accessLevels, MAX_ORGANIZATIONS_ON_MAP, organizations, organizationsMapAnswer } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { notFound } from '../../http/errors.ts';
import { cacheFor } from '../../services/cache.ts';
import { tableOf } from '../../services/tables.ts';
import { readVersion } from '../../services/versions.ts';

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
 * four times the bytes. Only while the organizations feature is on. Kept in memory per version of
 * the organizations' and levels' shown columns.
 */
export async function organizationsMapRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { accessLevels?: string } }>(
    '/api/v1/services/organizations/map',
    { schema: { querystring, response: { 200: jsonSchemaOf(organizationsMapAnswer) } } },
    async (request, reply) => {
      if (!app.config.features.organizations) throw notFound('No such route.');
      const levels = request.query.accessLevels ? [...new Set(request.query.accessLevels.split(','))].sort() : [];
      // Made once per version of what it shows (bumped by the database in each writing transaction,
      // db/version-triggers.ts) and set of levels: one small read of the version, then the text.
      const version = await readVersion(app.db, 'organizations-map');
      const data = await cacheFor<string>(app.db, 'organizations-map').get(version, levels.join(','), () => mapData(app, levels), { maxEntries: MAX_CACHED_LEVEL_SETS });
      return reply.type('application/json; charset=utf-8').send(data);
    },
  );
}

/** How many sets of levels one version keeps (the blocks' settings make a few; any beyond are made at each read). */
const MAX_CACHED_LEVEL_SETS = 16;

/** The answer's text, made by PostgreSQL. */
async function mapData(app: FastifyInstance, levels: string[]): Promise<string> {
  const orgs = tableOf(organizations);
  const level = tableOf(accessLevels);
  // The answer made by PostgreSQL as one compact JSON text (about 130 KB for 900 organizations): no row
  // objects to map and serialise again on the server's one thread. The complete name is the
  // domain's rule (organizationCompleteName: the unit, then the name, each trimmed, " - " between).
  const trimmed = (column: unknown) => sql`nullif(regexp_replace(${column}, '^[[:space:]]+|[[:space:]]+$', '', 'g'), '')`;
  const located = app.db
    .select({ id: orgs.id, name: orgs.name, unitName: orgs.unitName, slug: orgs.slug, latitude: orgs.latitude, longitude: orgs.longitude, weight: level.weight })
    .from(orgs)
    .leftJoin(level, eq(level.id, orgs.accessLevelId))
    .where(and(isNotNull(orgs.latitude), isNotNull(orgs.longitude), levels.length ? inArray(orgs.accessLevelId, levels) : undefined))
    // As the list call's `-accessLevel.weight`: organizations without a level last.
    .orderBy(sql`${level.weight} desc nulls last`, asc(orgs.name), asc(orgs.id))
    .limit(MAX_ORGANIZATIONS_ON_MAP)
    .as('located');
  const [row] = rowsOf<{ data: string }>(
    await app.db.execute(sql`select coalesce('[' || string_agg(
        '{"id":"' || ${located.id} || '","name":' || to_json(concat_ws(' - ', ${trimmed(located.unitName)}, ${trimmed(located.name)}))::text
        || ',"slug":' || coalesce(to_json(${located.slug})::text, 'null')
        || ',"latitude":' || (${located.latitude}::float8)::text || ',"longitude":' || (${located.longitude}::float8)::text || '}',
        ',' order by ${located.weight} desc nulls last, ${located.name}, ${located.id}) || ']', '[]') as data from ${located}`),
  );
  return `{"data":${row?.data ?? '[]'}}`;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []));
