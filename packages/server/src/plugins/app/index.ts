import type { FastifyInstance } from 'fastify';
import { sessionPlugin } from './session.ts';

/** Application plugins, after the external ones (they need cookies). */
export async function registerAppPlugins(app: FastifyInstance) {
  await app.register(sessionPlugin);
}
