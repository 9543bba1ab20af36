import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { linkedAccountsAnswer } from '@relais/domain';
import type { LinkedAccountsAnswer } from '@relais/domain';
import { linkedIdentities, unlinkIdentities } from '../../accounts/identities.ts';
import { usersTable } from '../../accounts/users.ts';
import { notFound, unauthenticated, validationFailed } from '../../http/errors.ts';
import { jsonSchemaOf } from '../../http/contracts.ts';

/**
 * The provider accounts (social sign-in) that sign in to a user, seen and ended by that user alone
 * from the profile: anyone else, administrators included, finds no such user. Ending the last one
 * of an account without a password is refused, so nobody locks themselves out.
 */
export async function linkedAccountsRoutes(app: FastifyInstance) {
  const ownAccountId = (request: FastifyRequest<{ Params: { id: string } }>) => {
    if (!app.config.features.auth || !app.config.features.socialLogin) throw notFound();
    if (!request.actor.userId) throw unauthenticated();
    if (request.params.id !== request.actor.userId) throw notFound('No such user.');
    return request.actor.userId;
  };

  app.get<{ Params: { id: string } }>('/api/v1/services/users/:id/linked-accounts', { schema: { response: { 200: jsonSchemaOf(linkedAccountsAnswer) } } }, async (request) => {
    const userId = ownAccountId(request);
    const users = usersTable();
    const [user] = await app.db.select({ password: users.password }).from(users).where(eq(users.id, userId));
    const rows = await linkedIdentities(app.db, userId);
    const answer: LinkedAccountsAnswer = { data: rows.map((row) => ({ provider: row.provider, linkedAt: row.linkedAt.toISOString() })), meta: { hasPassword: Boolean(user?.password) } };
    return answer;
  });

  app.delete<{ Params: { id: string; provider: string } }>('/api/v1/services/users/:id/linked-accounts/:provider', async (request, reply) => {
    const userId = ownAccountId(request);
    const { provider } = request.params;
    await app.db.transaction(async (tx) => {
      // The user's row is locked, so two removals at once cannot both leave the account without a way in.
      const users = usersTable();
      const [user] = await tx.select({ password: users.password }).from(users).where(eq(users.id, userId)).for('update');
      const rows = await linkedIdentities(tx, userId);
      if (!user || !rows.some((row) => row.provider === provider)) throw notFound('No such linked account.');
      if (!user.password && rows.every((row) => row.provider === provider)) {
        throw validationFailed([{ pointer: '/provider', rule: 'last_sign_in_method', detail: 'Choose a password first: this linked account is the only way to sign in to yours.' }]);
      }
      await unlinkIdentities(tx, userId, provider);
    });
    reply.status(204).send();
  });
}
