/** `npm run db:migrate`: applies pending migrations to the configured database and stops. */
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from './open.ts';
import { migrate } from './migrate.ts';

const config = loadConfig();
const handle = await openConfiguredDatabase(config);
await migrate(handle);
await handle.close();
console.log(`Migrated the ${handle.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL database'}.`);
