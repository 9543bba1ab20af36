import { and, eq, inArray } from 'drizzle-orm';
import { isAuthorizationActive, originHost, referenceIdOf } from '@relais/domain';
import type { SoftwareStatsRequest } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import { isBanned } from './stats.ts';
import { tablesOf } from './tables.ts';

/** Events an installation sends only when it counts its sessions (`enableSessionsStats`). */
export const SESSION_EVENTS: ReadonlySet<string> = new Set(['session_start', 'session_end']);

/** The origin of a statistic that names none: the installed software itself. */
export const DEFAULT_SOFTWARE_STATS_ORIGIN = 'application';

export type SoftwareStatsOutcome =
  /** No association ties this installation to an authorization with that `distId`. */
  | { status: 'unknown' }
  /** It does, but none of those authorizations is active now. */
  | { status: 'inactive' }
  /** The call came from a host a ban covers. */
  | { status: 'banned' }
  | { status: 'kept'; kept: number; skipped: number };

/**
 * The installation an `installationId` and a `distId` prove: the one whose association links it to
 * an authorization of that `distId`, active now. One indexed read (the installation id is unique).
 */
async function provenInstallation(db: Executor, installationId: string, distId: string, now: Date) {
  const installations = tablesOf('software-installations').table;
  const associations = tablesOf('software-service-associations').table;
  const authorizations = tablesOf('software-service-authorizations').table;
  const rows = await db
    .select({ id: installations.id, enableSessionsStats: installations.enableSessionsStats, system: installations.system, startsAt: authorizations.startsAt, expiresAt: authorizations.expiresAt })
    .from(installations)
    .innerJoin(associations, eq(associations.installationId, installations.id))
    .innerJoin(authorizations, eq(authorizations.id, associations.authorizationId))
    .where(and(eq(installations.installationId, installationId), eq(authorizations.distId, distId)));
  if (!rows.length) return { status: 'unknown' as const };
  const active = rows.some((row) => isAuthorizationActive({ startsAt: (row.startsAt as Date | null) ?? null, expiresAt: (row.expiresAt as Date | null) ?? null }, now));
  if (!active) return { status: 'inactive' as const };
  const [row] = rows;
  return { status: 'proven' as const, id: row!.id as string, enableSessionsStats: Boolean(row!.enableSessionsStats), system: (row!.system as string | null) ?? null };
}

/**
 * Adds the events or origins named that the database lacks, by the id their name stands for
 * (`referenceIdOf`), named in English as sent; an existing one (seeded, or renamed by an
 * administrator) is found and left as it is. Concurrent calls adding the same one both succeed.
 */
async function ensureNamed(tx: Executor, type: 'stats-events' | 'stats-origins', names: ReadonlyMap<string, string>): Promise<void> {
  if (!names.size) return;
  const { table } = tablesOf(type);
  const present = new Set((await tx.select({ id: table.id }).from(table).where(inArray(table.id, [...names.keys()]))).map((row) => row.id as string));
  const missing = [...names].filter(([id]) => !present.has(id));
  if (missing.length) await tx.insert(table).values(missing.map(([id, name]) => ({ id, name: { en: name } }))).onConflictDoNothing();
}

/**
 * Keeps the statistics an installation posts (`POST /api/v1/services/software-stats`): refused when
 * its `installationId` and `distId` prove no active association, or when the call comes from a banned
 * host (`origin`: the call's Origin or Referer); otherwise one transaction adds the events and origins
 * named for the first time and inserts the statistics, but for the session events of an installation
 * that does not count its sessions.
 */
export async function recordSoftwareStats(
  db: Executor,
  { request, origin = null, now = new Date() }: { request: SoftwareStatsRequest; origin?: string | null; now?: Date },
): Promise<SoftwareStatsOutcome> {
  const installation = await provenInstallation(db, request.installationId, request.distId, now);
  if (installation.status !== 'proven') return installation;
  const host = origin ? originHost(origin) : null;
  if (host && (await isBanned(db, host))) return { status: 'banned' };

  const kept = request.stats
    .map((stat) => ({ ...stat, eventId: referenceIdOf(stat.event), originId: referenceIdOf(stat.origin ?? DEFAULT_SOFTWARE_STATS_ORIGIN) }))
    .filter((stat) => installation.enableSessionsStats || !SESSION_EVENTS.has(stat.eventId));
  if (kept.length) {
    await db.transaction(async (tx) => {
      await ensureNamed(tx, 'stats-events', new Map(kept.map((stat) => [stat.eventId, stat.event])));
      await ensureNamed(tx, 'stats-origins', new Map(kept.map((stat) => [stat.originId, stat.origin ?? DEFAULT_SOFTWARE_STATS_ORIGIN])));
      await tx.insert(tablesOf('software-stats').table).values(
        kept.map((stat) => ({
          eventId: stat.eventId,
          originId: stat.originId,
          installationId: installation.id,
          recordedAt: new Date(stat.recordedAt),
          version: stat.version ?? null,
          fromVersion: stat.fromVersion ?? null,
          system: stat.system ?? installation.system,
          originSignature: host,
        })),
      );
    });
  }
  return { status: 'kept', kept: kept.length, skipped: request.stats.length - kept.length };
}
