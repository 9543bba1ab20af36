import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { UnsubscribeKind } from '@relais/domain';
import { isValidUnsubscribeSignature, unsubscribeSignature } from '../auth/signed-tokens.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { UUID } from './publish-page.ts';
import { tablesOf } from './tables.ts';

/** A mailing's recipient as its unsubscribe link names them. */
export interface UnsubscribeRecipient {
  kind: UnsubscribeKind;
  id: string;
}

/** The screen that asks before unsubscribing (spec's paths: a light user's, a member's). */
export const unsubscribePagePath = ({ kind, id }: UnsubscribeRecipient) =>
  kind === 'light-users' ? `/services/light-users/unsubscribe/${encodeURIComponent(id)}` : `/services/unsubscribe/${encodeURIComponent(id)}`;

/** The call that unsubscribes: the screen's button and mail clients' one-click POST (RFC 8058). */
export const unsubscribeApiPath = ({ kind, id }: UnsubscribeRecipient) => `/api/v1/services/${kind}/${encodeURIComponent(id)}/unsubscribe`;

/**
 * A recipient's unsubscribe links, signed with the app's secret: `page` for the mail's body (a GET
 * that only shows a screen, so a link scanner unsubscribes nobody), `oneClick` for the
 * `List-Unsubscribe` header, which mail clients POST to.
 */
export function unsubscribeLinks(config: Pick<Config, 'appUrl' | 'sessionSecret'>, recipient: UnsubscribeRecipient, locale?: string) {
  const query = `?signature=${unsubscribeSignature(config.sessionSecret, recipient)}`;
  // The screen opens in the mail's language (the web's `?lang=`, after a choice the browser keeps).
  const lang = locale ? `&lang=${encodeURIComponent(locale)}` : '';
  return { page: `${config.appUrl}${unsubscribePagePath(recipient)}${query}${lang}`, oneClick: `${config.appUrl}${unsubscribeApiPath(recipient)}${query}` };
}

/** The headers that let a mail client offer "Unsubscribe" and do it in one POST (RFC 2369, RFC 8058). */
export const unsubscribeHeaders = (oneClick: string) => ({ 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

const invalidUnsubscribeLink = () =>
  new ApiError(403, [
    {
      code: 'unsubscribe_link_invalid',
      title: 'Invalid unsubscribe link',
      detail: 'This unsubscribe link is not valid: it was altered or cut short. Use the link of a recent mail, or change your newsletter setting in your account.',
      source: { parameter: 'signature' },
    },
  ]);

/** Refuses a link whose signature does not name this recipient (403), then one that cannot name anybody (404). */
export function assertUnsubscribeLink(secret: string, recipient: UnsubscribeRecipient, signature: unknown) {
  if (!isValidUnsubscribeSignature(secret, recipient, signature)) throw invalidUnsubscribeLink();
  if (!UUID.test(recipient.id)) throw notFound('This subscriber no longer exists.');
}

/**
 * Takes the recipient's address off the newsletter: every light user with it stops their mail
 * subscription and every member with it gets the frequency `never`, since a mailing goes once per
 * address whichever row it came from. The signature is checked first (a 403 before any read, so
 * ids cannot be probed); a recipient deleted since is a 404. Unsubscribing again changes nothing.
 */
export async function unsubscribe(db: Database, secret: string, recipient: UnsubscribeRecipient, signature: unknown): Promise<{ wasSubscribed: boolean }> {
  assertUnsubscribeLink(secret, recipient, signature);
  const users = tablesOf('users').table;
  const lightUsers = tablesOf('light-users').table;
  return db.transaction(async (tx) => {
    const table = recipient.kind === 'users' ? users : lightUsers;
    const [row] = await tx.select({ email: table.email }).from(table).where(eq(table.id, recipient.id));
    if (!row) throw notFound('This subscriber no longer exists.');
    const address = String(row.email).toLowerCase();
    const now = new Date();
    const contacts = await tx
      .update(lightUsers)
      .set({ hasMailSubscription: false, updatedAt: now })
      .where(and(sql`lower(${lightUsers.email}) = ${address}`, eq(lightUsers.hasMailSubscription, true)))
      .returning({ id: lightUsers.id });
    const members = await tx
      .update(users)
      .set({ newsletterFrequencyId: 'never', updatedAt: now })
      .where(and(sql`lower(${users.email}) = ${address}`, isNotNull(users.newsletterFrequencyId), ne(users.newsletterFrequencyId, 'never')))
      .returning({ id: users.id });
    return { wasSubscribed: contacts.length + members.length > 0 };
  });
}
