import { and, eq, isNull, sql } from 'drizzle-orm';
import { isLocale } from '@relais/domain';
import type { Locale } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import { resourceTables } from '../db/schema.ts';

/** The account fields the sign-in family needs, never sent to a client as such. */
export interface AccountRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string | null;
  locale: Locale | null;
  emailVerifiedAt: Date | null;
  /** A new primary address waiting for its owner to follow the mailed link. */
  pendingEmail: string | null;
  twoFactorStrategy: string | null;
  twoFactorSecret: string | null;
  twoFactorRecoveryCodes: unknown;
  twoFactorLastTimeStep: number | null;
  /** Set when an admin disabled the account: it cannot sign in. */
  deletedAt: Date | null;
}

export const usersTable = () => resourceTables.get('users')!.table;

const columns = () => {
  const t = usersTable();
  return {
    id: t.id,
    email: t.email,
    firstName: t.firstName,
    lastName: t.lastName,
    password: t.password,
    locale: t.locale,
    emailVerifiedAt: t.emailVerifiedAt,
    pendingEmail: t.pendingEmail,
    twoFactorStrategy: t.twoFactorStrategy,
    twoFactorSecret: t.twoFactorSecret,
    twoFactorRecoveryCodes: t.twoFactorRecoveryCodes,
    twoFactorLastTimeStep: t.twoFactorLastTimeStep,
    deletedAt: t.deletedAt,
  };
};

const normalise = (row: Record<string, unknown> | undefined): AccountRow | null =>
  row ? ({ ...row, locale: isLocale(row.locale) ? row.locale : null } as AccountRow) : null;

export async function findAccountByEmail(db: Executor, email: string): Promise<AccountRow | null> {
  const [row] = await db.select(columns()).from(usersTable()).where(sql`lower(${usersTable().email}) = ${email.trim().toLowerCase()}`).limit(1);
  return normalise(row);
}

export async function findAccountById(db: Executor, id: string): Promise<AccountRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select(columns()).from(usersTable()).where(eq(usersTable().id, id)).limit(1);
  return normalise(row);
}

export async function updateAccount(db: Executor, id: string, values: Record<string, unknown>) {
  await db.update(usersTable()).set({ ...values, updatedAt: new Date() }).where(eq(usersTable().id, id));
}

/**
 * Spec, platform §4 "After loading the user": a member of organizations acting for none acts for
 * the first. Saved when a session starts for the user, so that reading the user writes nothing;
 * until then the actor (load-actor) and the web's session derive the same first organization.
 */
export async function actForFirstOrganization(db: Executor, userId: string) {
  const users = usersTable();
  const members = resourceTables.get('users')!.joins.organizations!;
  const first = db
    .select({ id: members.related })
    .from(members.table)
    .where(eq(members.owner, userId))
    .orderBy(members.position)
    .limit(1);
  await db
    .update(users)
    .set({ actingAsOrganizationId: sql`(${first})` })
    .where(and(eq(users.id, userId), isNull(users.actingAsOrganizationId), isNull(users.deletedAt)));
}
