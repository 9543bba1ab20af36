import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { webStaticPlugin } from './static.ts';

/** Third-party plugins, in the order they must run. */
export async function registerExternalPlugins(app: FastifyInstance) {
  await app.register(cookie, { secret: app.config.sessionSecret });
  await app.register(webStaticPlugin);
}
