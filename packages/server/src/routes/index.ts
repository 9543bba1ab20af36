import type { FastifyInstance } from 'fastify';
import { loginRoutes } from './auth/login.ts';

/** Every route of the application. Each area registers its own file here. */
export async function registerRoutes(app: FastifyInstance) {
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(loginRoutes);
}
