import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { userIdentities } from '../db/system-tables.ts';
import { deleteUserSessions } from '../auth/sessions.ts';
import { tablesOf } from '../services/tables.ts';
import { updateAccount } from './users.ts';

/** The user a provider account signs in, or null. */
export async function findIdentityUserId(db: Executor, provider: string, subject: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Lets a provider account sign in to a user. False when it already signs in to another user (one
 * provider account, one user); true when it is (now) this user's.
 */
export async function linkIdentity(db: Executor, { provider, subject, userId }: { provider: string; subject: string; userId: string }): Promise<boolean> {
  await db.insert(userIdentities).values({ provider, subject, userId }).onConflictDoNothing();
  return (await findIdentityUserId(db, provider, subject)) === userId;
}

/** The provider accounts that sign in to a user, by provider then age. */
export async function linkedIdentities(db: Executor, userId: string) {
  return db
    .select({ provider: userIdentities.provider, linkedAt: userIdentities.createdAt })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(userIdentities.provider, userIdentities.createdAt);
}

/** Ends every link of one provider to a user (or of every provider); answers how many ended. */
export async function unlinkIdentities(db: Executor, userId: string, provider?: string): Promise<number> {
  const byProvider = provider === undefined ? undefined : eq(userIdentities.provider, provider);
  const ended = await db.delete(userIdentities).where(and(eq(userIdentities.userId, userId), byProvider)).returning({ subject: userIdentities.subject });
  return ended.length;
}

/**
 * An account registered with an address nobody proved, claimed by the person a provider vouches
 * owns the address: it keeps nothing the registrant could still use. Password, second factor,
 * sessions, provider links, other addresses and a pending new address all go; the address is
 * verified. Runs in the caller's transaction.
 */
export async function claimUnverifiedAccount(tx: Executor, userId: string) {
  await updateAccount(tx, userId, {
    password: null,
    pendingEmail: null,
    emailVerifiedAt: new Date(),
    twoFactorStrategy: null,
    twoFactorSecret: null,
    twoFactorRecoveryCodes: null,
    twoFactorLastTimeStep: null,
  });
  await deleteUserSessions(tx, userId);
  await unlinkIdentities(tx, userId);
  const secondary = tablesOf('secondary-email-addresses').table;
  await tx.delete(secondary).where(eq(secondary.userId, userId));
}
