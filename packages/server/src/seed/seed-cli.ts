/**
 * `npm run seed`: migrates the configured database and seeds it when it has no user yet.
 * `npm run seed -- --volume large [--scale 0.1]`: then adds the large data set (`volume/`), once.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { seedIfEmpty } from './seed.ts';
import { hasVolume, seedVolume, VOLUME_PASSWORD } from './volume/index.ts';

const { values: options } = parseArgs({ options: { volume: { type: 'string' }, scale: { type: 'string', default: '1' } } });
if (options.volume !== undefined && options.volume !== 'large') throw new Error(`--volume takes "large", not "${options.volume}".`);
const scale = Number(options.scale);
if (!(scale > 0)) throw new Error(`--scale is a positive number, not "${options.scale}".`);

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
  if (options.volume) {
    const result = await handle.db.transaction(async (tx) => ((await hasVolume(tx)) ? null : seedVolume(tx, { scale, log: (line) => console.log(`  ${line}`) })));
    if (!result) console.log('The large data set is already there: nothing added.');
    else {
      console.log(`Large data set (scale ${scale}) written in ${(result.milliseconds / 1000).toFixed(1)} s:`);
      console.table(result.counts);
      console.log(`Its members sign in with their address (…@volume.relais.test) and the password ${VOLUME_PASSWORD}.`);
    }
  }
} finally {
  await handle.close();
}
