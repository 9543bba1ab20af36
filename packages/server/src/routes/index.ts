import type { FastifyInstance } from 'fastify';
import { emailVerificationRoutes } from './auth/email-verification.ts';
import { loginRoutes } from './auth/login.ts';
import { passwordRoutes } from './auth/password.ts';
import { registerRoutes as registrationRoutes } from './auth/register.ts';
import { benchRoutes } from './bench.ts';

/** Every route of the application. Each area registers its own file here. */
export async function registerRoutes(app: FastifyInstance) {
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(registrationRoutes);
  if (app.config.benchBaseline) await app.register(benchRoutes);
}
