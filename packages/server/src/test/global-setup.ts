/**
 * Once per test run: migrate one PGlite template and dump it (tests clone it in about a second
 * rather than running initdb), and, when DATABASE_URL is set, one PostgreSQL template database
 * that each test file copies with CREATE DATABASE … TEMPLATE.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, PGLITE_EXTENSIONS } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

export default async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'relais-test-'));
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = await openDatabase({ pglite });
  await migrate(handle);
  const dump = await pglite.dumpDataDir('none');
  const dumpPath = join(dir, 'template.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  process.env.RELAIS_TEST_PGLITE_DUMP = dumpPath;

  let templateName: string | undefined;
  const url = process.env.DATABASE_URL;
  if (url) {
    templateName = `relais_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateName}`);
    // Migrating the template commits often: no need to wait for the disk (its copies set the same).
    await admin.query(`ALTER DATABASE ${templateName} SET synchronous_commit = off`);
    const templateUrl = withDatabase(url, templateName);
    const pgHandle = await openDatabase({ databaseUrl: templateUrl, poolSize: 1 });
    await migrate(pgHandle);
    await pgHandle.close();
    await admin.end();
    process.env.RELAIS_TEST_PG_TEMPLATE = templateName;
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && templateName) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
