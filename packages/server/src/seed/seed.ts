import { randomInt } from 'node:crypto';
import { ne, sql } from 'drizzle-orm';
import { SYSTEM_USER_ID } from '@relais/domain';
import { hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import { tablesOf } from '../services/tables.ts';
import { seedDemoContent } from './demo/index.ts';
import { syncLanguageLines } from './language-lines.ts';

export interface SeedResult {
  email: string;
  password: string;
  /** True when the password was generated rather than given by ADMIN_PASSWORD. */
  generated: boolean;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@relais.local';

/** Any fixed number: two processes starting on one empty database take turns on it. */
const SEED_LOCK = 7_245_001;

// No look-alike characters (0/O, 1/l/I): the password is read off a terminal.
const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const generatePassword = (length = 20) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

async function hasRealUsers(tx: Executor): Promise<boolean> {
  const users = tablesOf('users').table;
  const [row] = await tx.select({ id: users.id }).from(users).where(ne(users.id, SYSTEM_USER_ID)).limit(1);
  return row !== undefined;
}

async function createAdmin(tx: Executor, config: Config, password: string): Promise<string> {
  const users = tablesOf('users');
  const now = new Date();
  const [admin] = await tx
    .insert(users.table)
    .values({
      // Greeted by first name ("Welcome, Admin."), listed as "Admin <site name>".
      firstName: 'Admin',
      lastName: config.appName,
      email: config.adminEmail ?? DEFAULT_ADMIN_EMAIL,
      password: await hashPassword(password),
      isAdmin: true,
      locale: config.defaultLocale,
      editionLocale: config.defaultLocale,
      emailVerifiedAt: now,
      validatedAt: now,
    })
    .returning({ id: users.table.id });
  const adminId = admin!.id as string;
  await tx.insert(users.joins.roles!.table).values([
    { ownerId: adminId, relatedId: 'admin', position: 0 },
    { ownerId: adminId, relatedId: 'app_admin', position: 1 },
  ]);
  return adminId;
}

/**
 * Brings the interface messages up to date (missing keys only), then, when the database has no user
 * but the system one, creates the admin account and (unless SEED_DEMO=false) the demo pages and
 * menu. One transaction: a failed seed leaves nothing behind and is tried again at the next start.
 * Answers the admin's sign-in when it created one.
 */
export async function seedIfEmpty({ db, config }: { db: Database; config: Config }): Promise<SeedResult | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await syncLanguageLines(tx);
    if (await hasRealUsers(tx)) return null;
    const password = config.adminPassword ?? generatePassword();
    const adminId = await createAdmin(tx, config, password);
    if (config.seedDemo) await seedDemoContent(tx, adminId);
    return { email: config.adminEmail ?? DEFAULT_ADMIN_EMAIL, password, generated: config.adminPassword === undefined };
  });
}
