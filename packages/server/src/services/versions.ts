import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { appVersions } from '../db/system-tables.ts';

/**
 * Counters of cached data, in the database so that every app process sees a change at its next
 * read: bumped in the writing transaction, they move exactly when the data commits.
 */
export const VERSION_KEYS = ['environment', 'menu', 'language-lines', 'organizations-map'] as const;
export type VersionKey = (typeof VERSION_KEYS)[number];
export type Versions = Record<VersionKey, number>;

/** Every counter; a missing row (a database older than its migration) reads as 1. */
export async function readVersions(executor: Executor): Promise<Versions> {
  const rows = await executor.select({ key: appVersions.key, version: appVersions.version }).from(appVersions);
  const versions = Object.fromEntries(VERSION_KEYS.map((key) => [key, 1])) as Versions;
  for (const row of rows) if ((VERSION_KEYS as readonly string[]).includes(row.key)) versions[row.key as VersionKey] = row.version;
  return versions;
}

export async function readVersion(executor: Executor, key: VersionKey): Promise<number> {
  const [row] = await executor.select({ version: appVersions.version }).from(appVersions).where(sql`${appVersions.key} = ${key}`);
  return row?.version ?? 1;
}

/** Adds one to a counter inside the caller's transaction and answers the new value. */
export async function bumpVersion(executor: Executor, key: VersionKey): Promise<number> {
  const [row] = await executor
    .insert(appVersions)
    .values({ key, version: 2 })
    .onConflictDoUpdate({ target: appVersions.key, set: { version: sql`${appVersions.version} + 1`, updatedAt: sql`now()` } })
    .returning({ version: appVersions.version });
  return row!.version;
}
