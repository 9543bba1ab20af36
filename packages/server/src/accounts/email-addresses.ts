import { and, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { tablesOf } from '../services/tables.ts';

/** The comparison form of addresses lives in the domain, so forms and the server agree. */
export { asciiEmail } from '@relais/domain';

/**
 * Whether an address (ASCII form) is already some other user's, as their primary or a confirmed
 * secondary address (one still pending proves nothing). Stored addresses are compared lower-cased;
 * IDN domains are stored in ASCII form. Never said to anyone but the address's owner.
 */
export async function isEmailTaken(db: Executor, email: string, { exceptUserId }: { exceptUserId: string | null }): Promise<boolean> {
  const users = tablesOf('users').table;
  const secondary = tablesOf('secondary-email-addresses').table;
  const [primary] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  if (primary) return true;
  const [other] = await db
    .select({ id: secondary.id })
    .from(secondary)
    .where(and(sql`lower(${secondary.email}) = ${email}`, isNotNull(secondary.verifiedAt), exceptUserId ? ne(secondary.userId, exceptUserId) : undefined))
    .limit(1);
  return other !== undefined;
}
