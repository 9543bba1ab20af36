import type { FastifyInstance } from 'fastify';
import { loginRoutes } from './auth/login.ts';
import { benchRoutes } from './bench.ts';

/** Every route of the application. Each area registers its own file here. */
export async function registerRoutes(app: FastifyInstance) {
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(loginRoutes);
  if (app.config.benchBaseline) await app.register(benchRoutes);
}
