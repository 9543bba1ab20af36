import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { DatabaseHandle } from './client.ts';
import { installGroupCounts } from './group-counts.ts';
import { installLinkSortKeys } from './link-sort-keys.ts';
import { installSearchDocuments } from './search-documents.ts';
import { resourceTables } from './schema.ts';
import { installVersionTriggers } from './version-triggers.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * Applies the committed migrations not yet applied, in order, each in a transaction; then installs
 * the trigger-kept counts and link sort keys the declarations call for (db/group-counts.ts,
 * db/link-sort-keys.ts), the global search's documents (db/search-documents.ts) and the versions
 * the database bumps itself (db/version-triggers.ts).
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  // Both drivers' dialects implement the same migrate(migrations, session, config).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = handle.db as any;
  await db.dialect.migrate(migrations, db.session, { migrationsFolder: MIGRATIONS_DIR });
  await installGroupCounts(handle.db, [...resourceTables.values()].map((entry) => entry.resource));
  await installLinkSortKeys(handle.db, resourceTables.values());
  await installSearchDocuments(handle.db);
  await installVersionTriggers(handle.db);
}
