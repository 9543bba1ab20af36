import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { isLocale, resourceCollectionDocument } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { asciiEmail } from '../../accounts/email-addresses.ts';
import { usersTable } from '../../accounts/users.ts';
import { notFound, unauthenticated, validationFailed } from '../../http/errors.ts';
import type { FieldError } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { JSON_API } from '../../jsonapi/media-types.ts';
import { listResources } from '../../operations/index.ts';
import { tablesOf } from '../../services/tables.ts';
import { contextOf } from '../api/resources.ts';
import { sendAddressLink } from '../auth/email-verification.ts';

/** Most secondary addresses one account holds (docs/decisions.md). */
export const MAX_SECONDARY_EMAILS = 10;

const body = z.object({ text: z.string().max(MAX_SECONDARY_EMAILS * 300) }).strict();

const lineError = (line: number, rule: string, detail: string): FieldError => ({ pointer: '/text', rule, detail: `Line ${line}: ${detail}`, meta: { line } });

/**
 * The addresses of the text, one a line, in ASCII form; every bad line named at once. Whether
 * someone else holds an address is never said here: it is checked when its owner confirms it.
 */
function readAddresses(text: string, primary: string | null): string[] {
  const wanted: string[] = [];
  const errors: FieldError[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line) continue;
    const email = asciiEmail(line);
    if (!email) errors.push(lineError(index + 1, 'email', `"${line}" is not an e-mail address.`));
    else if (email !== primary && !wanted.includes(email)) wanted.push(email);
  }
  if (wanted.length > MAX_SECONDARY_EMAILS) {
    errors.push({ pointer: '/text', rule: 'max', detail: `At most ${MAX_SECONDARY_EMAILS} other addresses.`, meta: { max: MAX_SECONDARY_EMAILS } });
  }
  if (errors.length) throw validationFailed(errors);
  return wanted;
}

/**
 * `PUT /api/v1/services/users/:id/secondary-emails` with `{ text }`, one address a line (spec,
 * platform §4 "Secondary e-mails saving"): removed addresses deleted, added ones created pending,
 * each mailed its proof link, in one transaction. The owner's and the admins' alone; anyone else finds no such user.
 */
export async function secondaryEmailsRoutes(app: FastifyInstance) {
  app.put<{ Params: { id: string } }>('/api/v1/services/users/:id/secondary-emails', { schema: { response: { 200: jsonSchemaOf(resourceCollectionDocument) } } }, async (request, reply) => {
    const ctx = contextOf(request);
    const { actor } = ctx;
    if (!actor.userId) throw unauthenticated();
    const userId = request.params.id;
    if (!actor.isAdmin && userId !== actor.userId) throw notFound('No such user.');
    const { text } = parseBody(body, request.body);
    await app.rateLimits.consume([['secondaryEmailsByAccount', userId]]);
    const users = usersTable();
    const secondary = tablesOf('secondary-email-addresses').table;
    await app.db.transaction(async (tx) => {
      const [user] = await tx.select({ email: users.email, firstName: users.firstName, locale: users.locale }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).for('update');
      if (!user) throw notFound('No such user.');
      const wanted = readAddresses(text, asciiEmail(String(user.email)));
      const stored = await tx.select({ id: secondary.id, email: secondary.email }).from(secondary).where(eq(secondary.userId, userId));
      const removed = stored.filter((row) => !wanted.includes(asciiEmail(String(row.email)) ?? ''));
      const kept = new Set(stored.map((row) => asciiEmail(String(row.email))));
      if (removed.length) await tx.delete(secondary).where(inArray(secondary.id, removed.map((row) => row.id as string)));
      const added = wanted.filter((email) => !kept.has(email));
      if (added.length) await tx.insert(secondary).values(added.map((email) => ({ email, userId })));
      for (const address of added) await sendAddressLink(app, { account: { id: userId, firstName: String(user.firstName), locale: isLocale(user.locale) ? user.locale : null }, address, locale: request.locale, db: tx });
    });
    const document = await listResources(ctx, { type: 'secondary-email-addresses', query: { 'filter[user]': userId, 'page[size]': String(MAX_SECONDARY_EMAILS) } });
    return reply.type(JSON_API).send(document);
  });
}
