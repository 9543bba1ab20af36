import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { loggerOptions } from './http/logging.ts';
import type { LogStream } from './http/logging.ts';
import { contextPlugin } from './plugins/app/context.ts';
import { errorsPlugin } from './plugins/app/errors.ts';
import { registerAppPlugins } from './plugins/app/index.ts';
import { registerExternalPlugins } from './plugins/external/index.ts';
import { registerRoutes } from './routes/index.ts';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the log goes instead of stdout; tests read it (logging is otherwise off in tests). */
  logStream?: LogStream;
}

/**
 * The whole application as a Fastify instance, without listening: `server.ts` listens, tests call
 * `inject`. Order: context and errors → external plugins → application plugins → routes.
 */
export async function buildApp({ config, database, logStream }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions({ env: config.env, level: config.logLevel, stream: logStream }),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreDuplicateSlashes: true },
    bodyLimit: 2 * 1024 * 1024,
    // Long enough ids for tracing, short enough for logs.
    genReqId: () => crypto.randomUUID(),
  });
  await app.register(contextPlugin, { config, database });
  await app.register(errorsPlugin);
  await registerExternalPlugins(app);
  await registerAppPlugins(app);
  await registerRoutes(app);
  return app;
}
