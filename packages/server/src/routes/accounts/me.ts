import type { FastifyInstance } from 'fastify';
import type { EngineContext } from '../../jsonapi/context.ts';
import { requireKind } from '../../jsonapi/context.ts';
import { availableTargets } from '../../jsonapi/fields.ts';
import { checkAccept, JSON_API } from '../../jsonapi/media-types.ts';
import type { RawQuery } from '../../jsonapi/query.ts';
import { findResource } from '../../operations/index.ts';
import { contextOf } from '../api/resources.ts';

/** What the client loads with its user (spec, platform §7 "GET user 'me'"), for declared kinds. */
const ME_INCLUDES = [
  'roles',
  'job',
  'accessLevel',
  'organizations',
  'organizations.accessLevel',
  'organizations.organizationType',
  'actingAsOrganization',
  'actingAsOrganization.accessLevel',
  'actingAsOrganization.organizationType',
  'actingAsOrganization.users',
  'actingAsOrganization.users.job',
  'newsletterFrequency',
  'rentalInvoicingStrategy',
  'userCategory',
];

/** The include paths whose every step reaches a kind this actor has (features on, policy allows). */
function defaultIncludes(ctx: EngineContext): string {
  const reachable = (path: string) => {
    let kind = requireKind(ctx, 'users');
    for (const name of path.split('.')) {
      const [next] = availableTargets(ctx, kind.resource.relationships[name]!);
      if (!next) return false;
      kind = next;
    }
    return true;
  };
  return ME_INCLUDES.filter(reachable).join(',');
}

/**
 * `GET /api/v1/users/me`: the signed-in user's own document, as `GET /api/v1/users/{id}` answers it;
 * for a visitor, `{ "data": null }` (no one is signed in: an empty answer, not a failure — every
 * visitor's boot asks it, and a 401 would be an error in every visitor's console). A session that
 * must enrol in two-factor sign-in first says so in `meta.twoFactorEnrolmentRequired`.
 * A read writes nothing: a member acting for no organization acts for the first (spec, platform §4
 * "After loading the user"), which the actor (load-actor) and the web's session both derive.
 */
export async function meRoutes(app: FastifyInstance) {
  app.get('/api/v1/users/me', async (request, reply) => {
    checkAccept(request.headers.accept);
    const ctx = contextOf(request);
    if (!ctx.actor.userId) return reply.type(JSON_API).send({ data: null });
    const query = { ...(request.query as RawQuery) };
    if (query.include === undefined) query.include = defaultIncludes(ctx);
    const document = await findResource(ctx, { type: 'users', id: ctx.actor.userId, query });
    // The page shows the two-factor set-up at once, rather than at the first call refused.
    if (request.mustEnrolTwoFactor) return reply.type(JSON_API).send({ ...document, meta: { ...document.meta, twoFactorEnrolmentRequired: true } });
    return reply.type(JSON_API).send(document);
  });
}
