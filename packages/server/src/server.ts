/**
 * `npm start`: loads the configuration, opens and migrates the database, seeds it when empty, and
 * listens. SIGINT and SIGTERM close the server and the database cleanly.
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { seedIfEmpty } from './seed/seed.ts';

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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`\nRelais is serving at ${config.appUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
  if (seeded) {
    console.log(`Admin sign-in: ${seeded.email} / ${seeded.password}${seeded.generated ? ' (generated: change it after signing in)' : ''}\n`);
  }
}

await main();
