import type { FastifyInstance } from 'fastify';
import { count, isNull } from 'drizzle-orm';
import { homeStatsAnswer } from '@relais/domain';
import type { HomeStats } from '@relais/domain';
import type { Executor } from '../../db/client.ts';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import { resourceTables } from '../../db/schema.ts';

/** Rows of a kind that are not in the trash; null while the platform does not declare the kind. */
async function rowsOf(db: Executor, type: string): Promise<number | null> {
  const tables = resourceTables.get(type);
  if (!tables) return null;
  const deletedAt = tables.table.deletedAt;
  const [row] = await db.select({ total: count() }).from(tables.table).where(deletedAt ? isNull(deletedAt) : undefined);
  return Number(row!.total);
}

/**
 * `GET /api/v1/services/home-stats`: public counters of the community (spec, platform §7). Counts
 * are public facts, not rows: they are counted whatever the visitor may read of them.
 */
export async function homeStatsRoutes(app: FastifyInstance) {
  app.get('/api/v1/services/home-stats', { schema: { response: { 200: jsonSchemaOf(homeStatsAnswer) } } }, async (_request, reply) => {
    const data: HomeStats = {
      organizationsCount: await rowsOf(app.db, 'organizations'),
      repositoryItemsCount: await rowsOf(app.db, 'repository-items'),
      // The distinct patient records of the accompaniment projects, once that area exists.
      accompaniedPatientsCount: null,
    };
    reply.type(JSON_API);
    return homeStatsAnswer.parse({ data });
  });
}
