/**
 * `npm run user:create -- --email a@b.c --password '…' [--admin] [--first-name A --last-name B]`:
 * creates a verified, validated account for operators. With --admin it is a super admin with the
 * admin and app_admin roles.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { migrate } from '../db/migrate.ts';
import { createUser, UserCreationError } from '../accounts/create-user.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    admin: { type: 'boolean', default: false },
    'first-name': { type: 'string', default: 'Admin' },
    'last-name': { type: 'string', default: 'Relais' },
  },
});

if (!values.email || !values.password) {
  console.error('Usage: npm run user:create -- --email EMAIL --password PASSWORD [--admin] [--first-name NAME] [--last-name NAME]');
  process.exit(2);
}

const config = loadConfig();
const handle = await openConfiguredDatabase(config);
try {
  await migrate(handle);
  const user = await createUser(handle.db, {
    email: values.email,
    password: values.password,
    firstName: values['first-name']!,
    lastName: values['last-name']!,
    isAdmin: values.admin!,
  });
  console.log(`Created ${values.admin ? 'admin ' : ''}user ${user.email} (${user.id}).`);
} catch (error) {
  if (error instanceof UserCreationError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await handle.close();
}
