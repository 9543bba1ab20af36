import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { loggerOptions } from './http/logging.ts';
import type { LogStream } from './http/logging.ts';
import { connectionsPlugin } from './plugins/app/connections.ts';
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
export interface RouteSummary {
  method: string;
  url: string;
  hasResponseSchema: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteSummary[];
  }
}

export async function buildApp({ config, database, logStream }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions({ env: config.env, level: config.logLevel, stream: logStream }),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreDuplicateSlashes: true },
    bodyLimit: 2 * 1024 * 1024,
    // Long enough ids for tracing, short enough for logs.
    genReqId: () => crypto.randomUUID(),
    // A request that arrives while the server stops is still answered (with `Connection: close`):
    // it was sent before the client could know, and the stop waits for it within its deadline.
    return503OnClosing: false,
    // A plugin may take its time to start: the web's server drawing (a bundle of about a megabyte)
    // is imported at start, which takes over Fastify's default 10 s on a loaded machine.
    pluginTimeout: 60_000,
    // Slow clients are dropped (slowloris): each part of a request has its time. Fastify would
    // otherwise turn Node's whole-request limit off.
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // Node checks both limits on this beat (30 s by default): a quarter of the headers' time.
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.http.headersTimeoutMs / 4)),
    },
  });
  // Every route as registered (method, URL, whether it declares a response schema): the contract
  // test walks them (routes/contracts.test.ts).
  const routeTable: RouteSummary[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, hasResponseSchema: route.schema?.response !== undefined });
  });
  await app.register(contextPlugin, { config, database });
  await app.register(errorsPlugin);
  await app.register(connectionsPlugin);
  await registerExternalPlugins(app);
  await registerAppPlugins(app);
  await registerRoutes(app);
  return app;
}
