import { sql } from 'drizzle-orm';
import type { RoleName } from '@relais/domain';
import { hashPassword } from '../auth/passwords.ts';
import { PASSWORD_MESSAGES, passwordProblem } from '../auth/password-policy.ts';
import type { Executor } from '../db/client.ts';
import { resourceTables } from '../db/schema.ts';

export class UserCreationError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  isAdmin?: boolean;
  /** Roles to grant; an admin gets admin and app_admin when none are given. */
  roles?: RoleName[];
}

/**
 * Creates a verified and validated account: for operators (`npm run user:create`) and the first seed.
 * Refuses an invalid or taken e-mail and a password the policy refuses.
 */
export async function createUser(db: Executor, input: NewUser): Promise<{ id: string; email: string }> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new UserCreationError(`"${input.email}" is not an e-mail address.`);
  const problem = passwordProblem(input.password);
  if (problem) throw new UserCreationError(PASSWORD_MESSAGES[problem]);
  const users = resourceTables.get('users')!;
  const taken = await db.select({ id: users.table.id }).from(users.table).where(sql`lower(${users.table.email}) = ${email}`).limit(1);
  if (taken.length) throw new UserCreationError(`A user with the e-mail ${email} already exists.`);
  const roles = input.roles ?? (input.isAdmin ? (['admin', 'app_admin'] as RoleName[]) : []);
  const password = await hashPassword(input.password);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users.table)
      .values({ email, password, firstName: input.firstName, lastName: input.lastName, isAdmin: input.isAdmin ?? false, emailVerifiedAt: now, validatedAt: now })
      .returning({ id: users.table.id });
    if (roles.length) await tx.insert(users.joins.roles!.table).values(roles.map((role, position) => ({ ownerId: user!.id, relatedId: role, position })));
    return { id: user!.id as string, email };
  });
}
