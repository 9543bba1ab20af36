import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_CATEGORIES, adminDashboardAnswer, adminKindsAnswer, statsEventsOf } from '@relais/domain';
import type { AdminDashboardAnswer, AdminKind, AdminKindsAnswer } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { unauthenticated } from '../../http/errors.ts';
import type { EngineContext } from '../../jsonapi/context.ts';
import { availableKind, catalogOf } from '../../jsonapi/context.ts';
import { listResources } from '../../operations/index.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import { canManagePages } from '../../services/access.ts';
import { contextOf } from '../api/resources.ts';

const categoryOrder = (category: string) => ADMIN_CATEGORIES.indexOf(category as (typeof ADMIN_CATEGORIES)[number]);

/**
 * The kinds of the admin menu this actor may see: declared with a category, their feature on, and
 * the kind's policy's `see`. In the menu's category order, then by type.
 */
export function adminKindsOf(ctx: EngineContext): AdminKind[] {
  const kinds: AdminKind[] = [];
  for (const resource of catalogOf(ctx).registry.resources) {
    if (!resource.adminCategory) continue;
    const kind = availableKind(ctx, resource.type);
    if (!kind?.policy.see(ctx.actor)) continue;
    kinds.push({ type: kind.type, category: resource.adminCategory, canCreate: kind.policy.create(ctx.actor), softDelete: resource.softDelete });
  }
  return kinds.sort((a, b) => categoryOrder(a.category) - categoryOrder(b.category) || a.type.localeCompare(b.type));
}

/** The number of rows of a kind the actor may read: the list operation's total, so the same rules apply. */
async function countOf(ctx: EngineContext, type: string, filter: Record<string, string> = {}): Promise<number> {
  const query = { 'page[size]': '1', ...Object.fromEntries(Object.entries(filter).map(([name, value]) => [`filter[${name}]`, value])) };
  const document = await listResources(ctx, { type, query });
  return (document.meta as { page: { total: number } }).page.total;
}

function signedIn(request: FastifyRequest): EngineContext {
  if (!request.actor.userId) throw unauthenticated();
  return contextOf(request);
}

/**
 * `GET /api/v1/services/admin/kinds` and `GET /api/v1/services/admin/dashboard`: what the back
 * office shows a signed-in user (spec, platform §2 "Admin menu", "admin.dashboard").
 */
export async function adminRoutes(app: FastifyInstance) {
  app.get('/api/v1/services/admin/kinds', { schema: { response: { 200: jsonSchemaOf(adminKindsAnswer) } } }, async (request, reply) => {
    const ctx = signedIn(request);
    const answer: AdminKindsAnswer = { data: adminKindsOf(ctx), meta: { appMenuItems: canManagePages(ctx.actor), stats: statsEventsOf(ctx.actor).length > 0 } };
    reply.type(JSON_API);
    return adminKindsAnswer.parse(answer);
  });

  app.get('/api/v1/services/admin/dashboard', { schema: { response: { 200: jsonSchemaOf(adminDashboardAnswer) } } }, async (request, reply) => {
    const ctx = signedIn(request);
    const kinds = adminKindsOf(ctx);
    const counts = await Promise.all(kinds.map(async ({ type, category }) => ({ type, category, count: await countOf(ctx, type) })));
    // Pending requests of a kind the user manages (null otherwise: no section for them).
    const pendingOf = (type: string) => (kinds.some((kind) => kind.type === type) ? countOf(ctx, type, { status: 'pending' }) : null);
    const answer: AdminDashboardAnswer = {
      data: { counts, pendingValidationRequests: await pendingOf('validation-requests'), pendingPublicationRequests: await pendingOf('publication-requests') },
    };
    reply.type(JSON_API);
    return adminDashboardAnswer.parse(answer);
  });
}
