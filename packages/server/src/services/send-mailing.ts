import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { asciiEmail, FALLBACK_LOCALE, isLocale } from '@relais/domain';
import type { Locale } from '@relais/domain';
import type { Actor } from '../auth/actor.ts';
import type { Config } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import { conflict, forbidden, notFound, unauthenticated, validationFailed } from '../http/errors.ts';
import { readTranslatedIn } from '../jsonapi/translations.ts';
import { renderMailing } from '../mail/mailing.ts';
import type { MailingContent, MailingLink } from '../mail/mailing.ts';
import type { Mailer, OutgoingMail } from '../plugins/app/mailer.ts';
import { unsubscribeHeaders, unsubscribeLinks } from './newsletter-unsubscribe.ts';
import type { UnsubscribeRecipient } from './newsletter-unsubscribe.ts';
import { UUID } from './publish-page.ts';
import { tablesOf } from './tables.ts';

export interface SendMailingInput {
  db: Database;
  actor: Actor;
  mailer: Pick<Mailer, 'sendAll'>;
  config: Pick<Config, 'appUrl' | 'appName' | 'defaultLocale' | 'sessionSecret'>;
  id: string;
  /** The template's last sending as the sender saw it (null: never sent). */
  lastSentAt: string | null;
}

interface Recipient extends UnsubscribeRecipient {
  email: string;
  locale: Locale;
}

/** Sending a mailing is the administrators': 401 for a visitor, 403 for anyone else. */
export function assertCanSendMailing(actor: Actor) {
  if (actor.userId === null) throw unauthenticated();
  if (!actor.isAdmin) throw forbidden('Only administrators send mailings.');
}

/**
 * Who gets a mailing (docs/decisions.md): the light users who subscribed (`hasMailSubscription`) and
 * the members whose newsletter frequency is set and not `never`, with a verified address and an
 * account not disabled; once per address, in the person's language (the site's by default), the
 * member's row first (their unsubscribe link names it; it unsubscribes the whole address anyway).
 */
export async function mailingRecipients(tx: Executor, defaultLocale: Locale): Promise<Recipient[]> {
  const lightUsers = tablesOf('light-users').table;
  const users = tablesOf('users').table;
  const contacts = await tx.select({ id: lightUsers.id, email: lightUsers.email, locale: lightUsers.locale }).from(lightUsers).where(eq(lightUsers.hasMailSubscription, true)).orderBy(asc(lightUsers.createdAt), asc(lightUsers.id));
  const members = await tx
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(and(isNull(users.deletedAt), isNotNull(users.emailVerifiedAt), isNotNull(users.newsletterFrequencyId), ne(users.newsletterFrequencyId, 'never')))
    .orderBy(asc(users.createdAt), asc(users.id));
  const byAddress = new Map<string, Recipient>();
  const people = [...members.map((row) => ({ ...row, kind: 'users' as const })), ...contacts.map((row) => ({ ...row, kind: 'light-users' as const }))];
  for (const person of people) {
    const email = asciiEmail(String(person.email));
    if (email && !byAddress.has(email)) byAddress.set(email, { kind: person.kind, id: String(person.id), email, locale: isLocale(person.locale) ? person.locale : defaultLocale });
  }
  return [...byAddress.values()];
}

const fileUrl = (appUrl: string, file: { id: unknown; slug: unknown }) => `${appUrl}/services/files/${encodeURIComponent(String(file.slug ?? file.id))}`;

/** The template's published articles in its order, and its public image and attachments (what a recipient can open). */
async function linkedRows(tx: Executor, template: Record<string, unknown>) {
  const mailings = tablesOf('mailing-templates');
  const articles = tablesOf('articles').table;
  const files = tablesOf('files').table;
  const articleJoin = mailings.joins.articles!;
  const attachmentJoin = mailings.joins.attachments!;
  const articleRows = await tx
    .select({ id: articles.id, title: articles.title, externalUrl: articles.externalUrl })
    .from(articleJoin.table)
    .innerJoin(articles, eq(articles.id, articleJoin.related))
    .where(and(eq(articleJoin.owner, template.id as string), eq(articles.status, 'published')))
    .orderBy(asc(articleJoin.table.position));
  const attachmentRows = await tx
    .select({ id: files.id, slug: files.slug, name: files.name })
    .from(attachmentJoin.table)
    .innerJoin(files, eq(files.id, attachmentJoin.related))
    .where(and(eq(attachmentJoin.owner, template.id as string), eq(files.isPublic, true)))
    .orderBy(asc(attachmentJoin.table.position));
  const [image] = template.imageId ? await tx.select({ id: files.id, slug: files.slug }).from(files).where(and(eq(files.id, template.imageId as string), eq(files.isPublic, true))) : [];
  return { articleRows, attachmentRows, image };
}

/**
 * Sends a mailing template to the newsletter's subscribers (spec, domain "mailing-template"): under
 * the template's row lock, checks that it was not sent since the sender looked (409 otherwise), queues
 * one mail per recipient, rendered in their language with their own unsubscribe link and the
 * one-click `List-Unsubscribe` headers, and sets `lastSentAt`, all in one transaction:
 * the mails leave only if the sending is recorded, and two sends of one state send once. Answers how
 * many mails were queued.
 */
export async function sendMailing({ db, actor, mailer, config, id, lastSentAt }: SendMailingInput): Promise<{ recipientsCount: number }> {
  assertCanSendMailing(actor);
  if (!UUID.test(id)) throw notFound('This mailing does not exist.');
  const templates = tablesOf('mailing-templates').table;
  return db.transaction(async (tx) => {
    const [template] = await tx.select().from(templates).where(eq(templates.id, id)).for('update');
    if (!template) throw notFound('This mailing does not exist.');
    const sentAt = (template.lastSentAt as Date | null)?.getTime() ?? null;
    if (sentAt !== (lastSentAt === null ? null : Date.parse(lastSentAt))) {
      throw conflict('This mailing was sent since you opened it; reload it before sending it again.', '/lastSentAt');
    }
    const recipients = await mailingRecipients(tx, config.defaultLocale);
    if (!recipients.length) throw validationFailed([{ pointer: '/recipients', rule: 'no_recipients', detail: 'Nobody is subscribed to the newsletter yet.' }]);
    const { articleRows, attachmentRows, image } = await linkedRows(tx, template);
    const rendered = new Map<Locale, ReturnType<typeof renderMailing>>();
    const mailIn = (locale: Locale) => {
      const locales = [locale, config.defaultLocale, FALLBACK_LOCALE];
      const text = (value: unknown) => (readTranslatedIn(locales, value) as string | null) ?? null;
      const articles: MailingLink[] = articleRows.map((row) => ({ title: text(row.title) ?? '', url: (row.externalUrl as string | null) ?? `${config.appUrl}/articles/${String(row.id)}` }));
      const attachments: MailingLink[] = attachmentRows.map((row) => ({ title: String(row.name), url: fileUrl(config.appUrl, row) }));
      const content: MailingContent = { subject: text(template.subject) ?? '', introText: text(template.introText), outroText: text(template.outroText), imageUrl: image ? fileUrl(config.appUrl, image) : null, articles, attachments };
      return renderMailing(content, locale, config.appName);
    };
    const mails = recipients.map((recipient): OutgoingMail => {
      if (!rendered.has(recipient.locale)) rendered.set(recipient.locale, mailIn(recipient.locale));
      const links = unsubscribeLinks(config, recipient, recipient.locale);
      return { ...rendered.get(recipient.locale)!(links.page), to: recipient.email, headers: unsubscribeHeaders(links.oneClick) };
    });
    await mailer.sendAll(mails, tx);
    await tx.update(templates).set({ lastSentAt: new Date(), updatedAt: new Date() }).where(eq(templates.id, id));
    return { recipientsCount: mails.length };
  });
}

/**
 * A mailing as it will be sent, in `locale` (`/services/newsletters/preview/{id}`): the same
 * rendering as `sendMailing`, its unsubscribe link pointing at the site's own unsubscribe screen
 * without a recipient. Administrators only, like sending.
 */
export async function previewMailing({ db, actor, config, id, locale }: { db: Executor; actor: Actor; config: Pick<Config, 'appUrl' | 'appName' | 'defaultLocale'>; id: string; locale: Locale }): Promise<{ subject: string; html: string; text: string }> {
  assertCanSendMailing(actor);
  if (!UUID.test(id)) throw notFound('This mailing does not exist.');
  const templates = tablesOf('mailing-templates').table;
  const [template] = await db.select().from(templates).where(eq(templates.id, id));
  if (!template) throw notFound('This mailing does not exist.');
  const { articleRows, attachmentRows, image } = await linkedRows(db, template);
  const locales = [locale, config.defaultLocale, FALLBACK_LOCALE];
  const text = (value: unknown) => (readTranslatedIn(locales, value) as string | null) ?? null;
  const articles: MailingLink[] = articleRows.map((row) => ({ title: text(row.title) ?? '', url: (row.externalUrl as string | null) ?? `${config.appUrl}/articles/${String(row.id)}` }));
  const attachments: MailingLink[] = attachmentRows.map((row) => ({ title: String(row.name), url: fileUrl(config.appUrl, row) }));
  const content: MailingContent = { subject: text(template.subject) ?? '', introText: text(template.introText), outroText: text(template.outroText), imageUrl: image ? fileUrl(config.appUrl, image) : null, articles, attachments };
  const mail = renderMailing(content, locale, config.appName)(`${config.appUrl}/services/unsubscribe/preview`);
  return { subject: mail.subject, html: mail.html, text: mail.text };
}
