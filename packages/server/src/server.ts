/**
 * `npm start`: loads the configuration, opens and migrates the database, seeds it when empty, and
 * listens. SIGINT and SIGTERM stop it without losing work (shutdown.ts).
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { stopOnSignals } from './shutdown.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openConfiguredDatabase(config);
  await migrate(database);
  const seeded = await seedIfEmpty({ db: database.db, config });
  const app = await buildApp({ config, database });

  stopOnSignals({ app, database, timeoutMs: config.shutdownTimeoutMs });

  await app.listen({ port: config.port, host: config.host });
  console.log(`\nRelais is serving at ${config.appUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
  if (seeded) {
    console.log(`Admin sign-in: ${seeded.email} / ${seeded.password}${seeded.generated ? ' (generated: change it after signing in)' : ''}\n`);
  }
}

await main();
