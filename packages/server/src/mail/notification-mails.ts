import type { Locale } from '@relais/domain';
import { FALLBACK_LOCALE } from '@relais/domain';
import { readCatalogueFiles } from '../seed/language-lines.ts';

/** The `notifications` messages shipped with the code (language-lines/notifications.json), read once. */
let catalogue: Record<string, Record<string, string>> | null = null;

/**
 * A `notifications` message in `locale` (English when the language lacks it), `{{name}}` filled
 * from `values`. Notifications are written in their recipient's language when the event happens, and
 * their mails say the same.
 */
export function notificationText(locale: Locale, key: string, values: Record<string, string> = {}): string {
  catalogue ??= readCatalogueFiles().get('notifications') ?? {};
  const text = catalogue[locale]?.[key] ?? catalogue[FALLBACK_LOCALE]?.[key];
  if (text === undefined) throw new Error(`No notifications message "${key}".`);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface NotificationMailInput {
  locale: Locale;
  /** The recipient's first name. */
  name: string;
  /** The subject and first line. */
  message: string;
  details?: string | null;
  /** An absolute link to what the mail is about, if any. */
  link?: string | null;
  app: string;
  /** The message key of the closing line: why this mail came. */
  footerKey?: 'mailFooter' | 'reminderFooter';
}

/** The HTML and plain-text bodies of a notification or reminder mail. */
export function renderNotificationMail({ locale, name, message, details, link, app, footerKey = 'mailFooter' }: NotificationMailInput) {
  const greeting = notificationText(locale, 'mailGreeting', { name });
  const action = notificationText(locale, 'mailAction', { app });
  const footer = notificationText(locale, footerKey, { app });
  const paragraphs = [greeting, message, ...(details ? [details] : [])];
  const text = `${paragraphs.join('\n\n')}\n\n${link ? `${action}: ${link}\n\n` : ''}${footer}\n\n— ${app}\n`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;font-size:16px;line-height:1.5">
${paragraphs.map((paragraph) => `<p style="white-space:pre-line">${escapeHtml(paragraph)}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1a5fb4;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>` : ''}
<p>${escapeHtml(footer)}</p><p>— ${escapeHtml(app)}</p></body></html>`;
  return { subject: message.length > 150 ? `${message.slice(0, 149)}…` : message, text, html };
}
