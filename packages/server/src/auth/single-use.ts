import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { sessions } from '../db/system-tables.ts';
import { usersTable } from '../accounts/users.ts';
import { recoveryCodeHash } from './two-factor.ts';

/**
 * Spending what may be used once — a recovery code, a TOTP time step, an e-mail code, a reset
 * token — is one statement that changes the row only if it is still unused; its row count says
 * whether this request spent it. Two requests racing with the same code: exactly one wins.
 */

/** Removes the recovery code from the account's list if it is there; true when this call removed it. */
export async function spendRecoveryCode(db: Executor, userId: string, code: string): Promise<boolean> {
  const users = usersTable();
  const hash = recoveryCodeHash(code);
  const spent = await db
    .update(users)
    .set({ twoFactorRecoveryCodes: sql`${users.twoFactorRecoveryCodes} - ${hash}::text`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`jsonb_exists(${users.twoFactorRecoveryCodes}, ${hash}::text)`))
    .returning({ id: users.id });
  return spent.length === 1;
}

/** Records a TOTP time step as used if no later or equal step was; true when this call recorded it. */
export async function spendTotpStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const users = usersTable();
  const spent = await db
    .update(users)
    .set({ twoFactorLastTimeStep: step, updatedAt: new Date() })
    .where(and(eq(users.id, userId), or(isNull(users.twoFactorLastTimeStep), lt(users.twoFactorLastTimeStep, step))))
    .returning({ id: users.id });
  return spent.length === 1;
}

/** Takes the mailed code out of the session if it is still the one with this hash; true when this call took it. */
export async function spendSessionEmailCode(db: Executor, idHash: string, hash: string): Promise<boolean> {
  const spent = await db
    .update(sessions)
    .set({ data: sql`${sessions.data} - 'emailCode'` })
    .where(and(eq(sessions.idHash, idHash), sql`${sessions.data} -> 'emailCode' ->> 'hash' = ${hash}`))
    .returning({ idHash: sessions.idHash });
  return spent.length === 1;
}

/**
 * Sets a new password hash only if the password is still the one the reset token signed (the
 * token is valid for that hash alone); true when this call changed it.
 */
export async function replacePasswordIfUnchanged(db: Executor, userId: string, signedHash: string | null, newHash: string): Promise<boolean> {
  const users = usersTable();
  const spent = await db
    .update(users)
    .set({ password: newHash, updatedAt: new Date() })
    .where(and(eq(users.id, userId), signedHash === null ? isNull(users.password) : eq(users.password, signedHash)))
    .returning({ id: users.id });
  return spent.length === 1;
}
