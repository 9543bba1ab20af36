import { domainToASCII } from 'node:url';
import { and, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { tablesOf } from '../services/tables.ts';

const SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The form addresses are compared in: lower-cased, the domain in ASCII (IDN through punycode), so
 * `Ana@Exämple.fr` and `ana@xn--exmple-cua.fr` are one address. Null when it is not an address.
 */
export function asciiEmail(address: string): string | null {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || !SHAPE.test(trimmed)) return null;
  const domain = domainToASCII(trimmed.slice(at + 1).toLowerCase());
  if (!domain) return null;
  return `${trimmed.slice(0, at).toLowerCase()}@${domain}`;
}

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
