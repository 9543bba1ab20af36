import { eq } from 'drizzle-orm';
import type { EngineContext } from '../../jsonapi/context.ts';
import { tablesOf } from '../../services/tables.ts';
import { createThrough } from '../operations.ts';
import { syncSoftwareStatsReference } from '../software.ts';

const DAY = 86_400_000;
/** Days of statistics the demo holds, ending today. */
export const DEMO_SOFTWARE_STATS_DAYS = 30;

const INSTALLATIONS = [
  { installationId: 'DEMO-TABLET-1', name: 'Classroom tablet', system: 'Android 14', enableSessionsStats: true, inGroup: true },
  { installationId: 'DEMO-TABLET-2', name: 'Speech therapy tablet', system: 'iPadOS 17', enableSessionsStats: true, inGroup: true },
  { installationId: 'DEMO-LAPTOP', name: 'Home laptop', system: 'Windows 11', enableSessionsStats: false, inGroup: false },
  { installationId: 'DEMO-DESKTOP', name: 'Library computer', system: 'Ubuntu 24.04', enableSessionsStats: true, inGroup: false },
] as const;

/** A small deterministic sequence, so every demo has the same month. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

/**
 * The software demo (issue 29, item 7): one service, an authorization for the admin's address with
 * three installations (and one for another person), a group, and a month of statistics up to today —
 * a launch most days, sessions where they are counted, an update from 2.3.0 to 2.4.0 halfway —
 * written in one bulk insert.
 */
export async function seedDemoSoftware(ctx: EngineContext, adminId: string, now = new Date()): Promise<void> {
  // The events and origins the statistics name (the start adds them too; a demo written on its own needs them).
  await syncSoftwareStatsReference(ctx.db);
  const users = tablesOf('users').table;
  const [admin] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, adminId));
  const service = await createThrough(ctx, 'software-services', { name: 'Relais Speak', associationsMax: 4, deliverFile: false });
  const yours = await createThrough(ctx, 'software-service-authorizations', { distId: 'DEMO-0001', email: String(admin?.email ?? 'admin@relais.local'), startsAt: new Date(now.getTime() - 60 * DAY).toISOString() }, { service: ['software-services', service] });
  const theirs = await createThrough(ctx, 'software-service-authorizations', { distId: 'DEMO-0002', email: 'therapist@example.org' }, { service: ['software-services', service] });
  const group = await createThrough(ctx, 'software-groups', { name: 'Ampère school', comment: 'The tablets of the school’s classrooms.' });
  const ids: string[] = [];
  for (const [index, installation] of INSTALLATIONS.entries()) {
    const { inGroup, ...attributes } = installation;
    const id = await createThrough(ctx, 'software-installations', attributes, inGroup ? { groups: ['software-groups', [group]] } : {});
    await createThrough(ctx, 'software-service-associations', { name: installation.name }, { authorization: ['software-service-authorizations', index < 3 ? yours : theirs], installation: ['software-installations', id] });
    ids.push(id);
  }
  const next = sequence(29);
  const rows: Record<string, unknown>[] = [];
  // Midnight (UTC) of the month's first day: each day's statistics fall on that day, today's no later than now.
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (DEMO_SOFTWARE_STATS_DAYS - 1) * DAY;
  for (const [index, installation] of INSTALLATIONS.entries()) {
    const stat = (day: number, event: string, extra: Record<string, unknown> = {}) => {
      const version = day < 15 ? '2.3.0' : '2.4.0';
      rows.push({ installationId: ids[index], eventId: event, originId: 'application', recordedAt: new Date(Math.min(start + day * DAY + (8 + next(10)) * 3_600_000, now.getTime())), version, system: installation.system, ...extra });
    };
    stat(0, 'installation');
    for (let day = 0; day < DEMO_SOFTWARE_STATS_DAYS; day += 1) {
      if (day === 15) stat(day, 'update', { fromVersion: '2.3.0' });
      // Kept small (about 150 rows: the access tests read every demo row as every actor): a launch on
      // most days, and the session it opens where sessions are counted.
      if ((day + index) % 4 === 3 && day !== 0 && day !== DEMO_SOFTWARE_STATS_DAYS - 1) continue;
      stat(day, 'launch');
      if (installation.enableSessionsStats && next(3) > 0) stat(day, 'session_start');
    }
  }
  await ctx.db.insert(tablesOf('software-stats').table).values(rows);
}
