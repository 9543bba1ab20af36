import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { verifyPassword } from '../../auth/passwords.ts';
import { normaliseEmail, RateLimits } from '../../auth/rate-limits.ts';
import { resourceTables } from '../../db/schema.ts';
import { ApiError, validationFailed } from '../../http/errors.ts';

const credentials = z.object({ email: z.string().trim().min(1).max(254), password: z.string().min(1).max(1024), remember: z.boolean().optional() });

const invalidCredentials = () =>
  new ApiError(422, [{ code: 'auth.failed', title: 'Sign-in failed', detail: 'These credentials do not match our records.', source: { pointer: '/email' } }]);

/** `POST /auth/login` and `POST /auth/logout` (spec, platform §7). */
export async function loginRoutes(app: FastifyInstance) {
  const limits = new RateLimits();
  const users = resourceTables.get('users')!.table;

  app.post('/auth/login', async (request, reply) => {
    const parsed = credentials.safeParse(request.body ?? {});
    if (!parsed.success) {
      throw validationFailed(parsed.error.issues.map((issue) => ({ pointer: `/${issue.path.join('/')}`, rule: 'required', detail: `${String(issue.path[0])}: ${issue.message}` })));
    }
    const email = normaliseEmail(parsed.data.email);
    await limits.consume([['signInByAddress', request.ip], ['signInByAccount', email]]);
    const [user] = await app.db.select({ id: users.id, password: users.password }).from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
    // Verify even without a user, so timing does not tell which e-mails have accounts.
    const ok = await verifyPassword(user?.password ?? '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$invalidinvalidinvalidinvalidinvalidinvalid', parsed.data.password);
    if (!user || !ok) throw invalidCredentials();
    await limits.reset('signInByAccount', email);
    await app.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    await app.startSession(request, reply, { userId: user.id as string });
    return { state: 'authenticated' };
  });

  app.post('/auth/logout', async (request, reply) => {
    await app.endSession(request, reply);
    reply.status(204).send();
  });
}
