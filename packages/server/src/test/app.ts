import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { LogStream } from '../http/logging.ts';
import { loadConfig } from '../config.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from './databases.ts';
import type { TestDatabaseKind } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** The real application on a fresh database of the given kind, with test configuration. */
export async function createTestApp(
  kind: TestDatabaseKind,
  options: { env?: Record<string, string>; overrides?: Partial<Config>; onQuery?: (sql: string) => void; logStream?: LogStream; database?: DatabaseHandle } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: process.env.RELAIS_TEST_DATA_DIR ?? '/tmp/relais-test-data',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    JOB_POLL_MS: '100',
    ...options.env,
  }, options.overrides);
  const database = options.database ?? (await openTestDatabase(kind, options.onQuery));
  const app = await buildApp({ config, database, ...(options.logStream ? { logStream: options.logStream } : {}) });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
