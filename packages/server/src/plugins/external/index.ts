import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { registerHttpCaching } from './http-caching.ts';
import { webStaticPlugin } from './static.ts';

/** Third-party plugins, in the order they must run. */
export async function registerExternalPlugins(app: FastifyInstance) {
  await app.register(cookie, { secret: app.config.sessionSecret });
  await registerHttpCaching(app);
  await app.register(webStaticPlugin);
}
