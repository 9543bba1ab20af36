import { randomInt } from 'node:crypto';
import { ne, sql } from 'drizzle-orm';
import { SYSTEM_USER_ID } from '@relais/domain';
import type { Config } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import { tablesOf } from '../services/tables.ts';
import { ApiError } from '../http/errors.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { seedDemoContent } from './demo/index.ts';
import { seedDemoPartners } from './demo/partners.ts';
import { createThrough, systemContext } from './operations.ts';
import { syncLanguageLines } from './language-lines.ts';
import { seedRentalQuantityBounds, seedRentalReferenceData } from './rental.ts';
import { syncCatalogueReference } from './catalogue.ts';
import { syncSoftwareStatsReference } from './software.ts';

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

/**
 * The first administrator, through the users operation as the system actor: the password policy
 * and hashing, the address checks and the hooks run as for any account an admin creates.
 */
async function createAdmin(ctx: EngineContext, config: Config, password: string): Promise<string> {
  const now = new Date().toISOString();
  return configured(createThrough(
    ctx,
    'users',
    {
      // Greeted by first name ("Welcome, Admin."), listed as "Admin <site name>".
      firstName: 'Admin',
      lastName: config.appName,
      email: config.adminEmail ?? DEFAULT_ADMIN_EMAIL,
      password,
      isAdmin: true,
      locale: config.defaultLocale,
      editionLocale: config.defaultLocale,
      emailVerifiedAt: now,
      validatedAt: now,
    },
    { roles: ['roles', ['admin', 'app_admin']] },
  ));
}

const SETTING_OF_FIELD: Record<string, string> = { '/data/attributes/password': 'ADMIN_PASSWORD', '/data/attributes/email': 'ADMIN_EMAIL' };

/** A refused admin account is a configuration mistake: the error names the setting to change. */
async function configured<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const reasons = error.errors.map((e) => `${SETTING_OF_FIELD[e.source?.pointer ?? ''] ?? e.source?.pointer ?? 'admin account'}: ${e.detail ?? e.title}`);
    throw Object.assign(new Error(`The first admin account cannot be created. ${reasons.join(' ')}`), { cause: error });
  }
}

/**
 * Brings the rental reference data, the catalogue's access and integration types, the software
 * statistics' events and origins and the interface messages up to date (missing rows and keys
 * only), then, when the database has no user but the system one, creates the admin account, the
 * rental quantity bounds and (unless SEED_DEMO=false) the demo pages and menu. One transaction: a failed seed leaves nothing behind and is tried again at the next start.
 * Answers the admin's sign-in when it created one.
 */
export async function seedIfEmpty({ db, config }: { db: Database; config: Config }): Promise<SeedResult | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await syncLanguageLines(tx);
    await seedRentalReferenceData(systemContext(tx));
    await syncCatalogueReference(tx);
    await syncSoftwareStatsReference(tx);
    if (await hasRealUsers(tx)) return null;
    const password = config.adminPassword ?? generatePassword();
    const ctx = systemContext(tx);
    const adminId = await createAdmin(ctx, config, password);
    await seedRentalQuantityBounds(tx);
    if (config.seedDemo) await seedDemoContent(ctx, adminId, await seedDemoPartners(tx, config, adminId), config);
    return { email: config.adminEmail ?? DEFAULT_ADMIN_EMAIL, password, generated: config.adminPassword === undefined };
  });
}
