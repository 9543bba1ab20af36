import { join } from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase } from './client.ts';
import type { DatabaseHandle } from './client.ts';

/** The database the configuration names: PostgreSQL through DATABASE_URL, else PGlite in DATA_DIR. */
export const openConfiguredDatabase = (config: Config): Promise<DatabaseHandle> =>
  openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite'), poolSize: config.databasePoolSize, timeouts: config.databaseTimeouts });
