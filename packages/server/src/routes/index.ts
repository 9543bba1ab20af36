import type { FastifyInstance } from 'fastify';

/** Every route of the application. Each area registers its own file here. */
export async function registerRoutes(app: FastifyInstance) {
  app.get('/health', async () => ({ status: 'ok' }));
}
