/** `npm run seed`: migrates the configured database and seeds it when it has no user yet. */
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { seedIfEmpty } from './seed.ts';

const config = loadConfig();
const handle = await openConfiguredDatabase(config);
try {
  await migrate(handle);
  const seeded = await seedIfEmpty({ db: handle.db, config });
  if (seeded) {
    console.log(`Seeded ${config.seedDemo ? 'the admin account and the demo content' : 'the admin account'}.`);
    console.log(`Admin sign-in: ${seeded.email} / ${seeded.password}${seeded.generated ? ' (generated: change it after signing in)' : ''}`);
  } else {
    console.log('The database already has users: nothing seeded but missing interface messages.');
  }
} finally {
  await handle.close();
}
