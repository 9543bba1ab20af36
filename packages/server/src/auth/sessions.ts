import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { sessions } from '../db/system-tables.ts';
import { compiledStatement } from '../db/compiled-reads.ts';
import { ACTOR_COLUMNS, actorOf } from './load-actor.ts';
import type { ActorRow, LoadedActor } from './load-actor.ts';

/**
 * Server-side sessions. The browser holds an opaque id of 256 random bits; the table holds only its
 * SHA-256, so a leaked table opens no session. A session ends at its absolute expiry, or when idle
 * longer than the idle limit, or when deleted (sign-out, password change, disabled account).
 */
export interface SessionRecord {
  idHash: string;
  userId: string | null;
  impersonatorId: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

export interface SessionLimits {
  idleMinutes: number;
  absoluteHours: number;
}

/** How stale lastSeenAt may get before a request refreshes it: one write a minute, not one a request. */
const TOUCH_INTERVAL_MS = 60_000;

export const newSessionId = () => randomBytes(32).toString('base64url');
export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('base64url');

export async function createSession(
  db: Executor,
  { userId, impersonatorId = null, data = {}, limits }: { userId: string | null; impersonatorId?: string | null; data?: Record<string, unknown>; limits: SessionLimits },
): Promise<{ id: string; record: SessionRecord }> {
  const id = newSessionId();
  const now = new Date();
  const record: SessionRecord = {
    idHash: hashSessionId(id),
    userId,
    impersonatorId,
    data,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + limits.absoluteHours * 3_600_000),
  };
  await db.insert(sessions).values(record);
  return { id, record };
}

interface SessionActorRow extends Omit<ActorRow, 'id'> {
  id: string | null;
  id_hash: string;
  user_id: string | null;
  impersonator_id: string | null;
  data: Record<string, unknown> | string | null;
  created_at: Date | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * The live session for a cookie value, refreshing its idle clock (null when unknown or expired),
 * and, when it is a user's, its actor (`loadActor`), in one statement: what every call of a
 * signed-in user starts with. The actor is null for a visitor's session and for a disabled user.
 */
export async function findSessionWithActor(
  db: Executor,
  id: string,
  limits: SessionLimits,
  { organizationsEnabled }: { organizationsEnabled: boolean },
): Promise<{ session: SessionRecord; actor: LoadedActor | null } | null> {
  const now = new Date();
  const idleSince = new Date(now.getTime() - limits.idleMinutes * 60_000);
  const slots = { hash: hashSessionId(id), now: now.toISOString(), idleSince: idleSince.toISOString() };
  const [row] = await compiledStatement<SessionActorRow>(
    db,
    'session-with-actor',
    slots,
    (slot) => sql`
    select s.id_hash, s.user_id, s.impersonator_id, s.data, s.created_at, s.last_seen_at, s.expires_at, ${ACTOR_COLUMNS}
    from sessions s
      left join users u on u.id = s.user_id and u.deleted_at is null
      left join access_levels own on own.id = u.access_level_id
    where s.id_hash = ${slot('hash')} and s.expires_at > ${slot('now')} and s.last_seen_at > ${slot('idleSince')}
    limit 1`,
  );
  if (!row) return null;
  const session: SessionRecord = {
    idHash: row.id_hash,
    userId: row.user_id,
    impersonatorId: row.impersonator_id,
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) ?? {},
    createdAt: asDate(row.created_at),
    lastSeenAt: asDate(row.last_seen_at),
    expiresAt: asDate(row.expires_at),
  };
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, session.idHash));
  }
  const actor = session.userId ? actorOf({ ...row, id: row.id } as ActorRow, { impersonatorId: session.impersonatorId, sessionId: session.idHash, organizationsEnabled }) : null;
  return { session, actor };
}

export async function updateSessionData(db: Executor, idHash: string, data: Record<string, unknown>) {
  await db.update(sessions).set({ data }).where(eq(sessions.idHash, idHash));
}

/** Marks a session that another one replaced (`retireSession`): it acts for nobody until it expires. */
export const REPLACED_SESSION = 'replacedAt';

/** How long a replaced session's cookie is still recognised, for the calls that left before the new one. */
export const REPLACED_SESSION_GRACE_MS = 60_000;

/**
 * Ends a session that a new one replaces (sign-in, acting as another user and back) without
 * forgetting its id at once: for a minute it stands for no one (no user, no data), so that a call
 * the page sent just before is answered as a visitor's without clearing the cookie the browser
 * has just received in its place (plugins/app/session.ts).
 */
export async function retireSession(db: Executor, idHash: string) {
  const now = new Date();
  await db
    .update(sessions)
    .set({ userId: null, impersonatorId: null, data: { [REPLACED_SESSION]: now.toISOString() }, expiresAt: new Date(now.getTime() + REPLACED_SESSION_GRACE_MS) })
    .where(eq(sessions.idHash, idHash));
}

export const isReplacedSession = (session: SessionRecord) => typeof session.data[REPLACED_SESSION] === 'string';

export async function deleteSession(db: Executor, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user (password change or reset, disabled account), but `keep` if given. */
export async function deleteUserSessions(db: Executor, userId: string, keep?: string) {
  const ofUser = or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId));
  await db.delete(sessions).where(keep ? and(ofUser, ne(sessions.idHash, keep)) : ofUser);
}

/** Removes expired rows; called now and then so the table does not grow without bound. */
export async function purgeExpiredSessions(db: Executor, limits: SessionLimits) {
  const idleSince = new Date(Date.now() - limits.idleMinutes * 60_000);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, idleSince)));
}
