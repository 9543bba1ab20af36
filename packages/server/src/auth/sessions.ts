import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { sessions } from '../db/system-tables.ts';

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

/** The live session for a cookie value, refreshing its idle clock; null when unknown or expired. */
export async function findSession(db: Executor, id: string, limits: SessionLimits): Promise<SessionRecord | null> {
  const now = new Date();
  const idleSince = new Date(now.getTime() - limits.idleMinutes * 60_000);
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.idHash, hashSessionId(id)), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, row.idHash));
  }
  return row as SessionRecord;
}

export async function updateSessionData(db: Executor, idHash: string, data: Record<string, unknown>) {
  await db.update(sessions).set({ data }).where(eq(sessions.idHash, idHash));
}

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
