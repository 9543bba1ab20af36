import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The mail the server captured (DATA_DIR/mail/*.eml, see packages/server/src/mail/capture.ts), read
 * just enough for the tests: recipient, subject and the plain-text body.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Its `text/calendar` part (an invitation's `.ics`), decoded, or null. */
  calendar: string | null;
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A header's RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as text; the space between two of them goes. */
const decodeWords = (value: string) =>
  value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

function headersAndBody(part: string): { headers: Record<string, string>; body: string } {
  const split = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: part.slice(split).replace(/^\r?\n\r?\n/, '') };
}

/** The first part of a mail of the media type `wanted` (the plain text, an attached calendar), decoded. */
function partText(part: string, wanted = 'text/plain'): string | null {
  const { headers, body } = headersAndBody(part);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const child of body.split(`--${boundary}`).slice(1)) {
      const text = partText(child.replace(/^\r?\n/, ''), wanted);
      if (text !== null) return text;
    }
    return null;
  }
  if (!type.toLowerCase().startsWith(wanted)) return null;
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Every captured mail to `address`, oldest first. */
export function mailsTo(dataDir: string, address: string): Mail[] {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10) || a.localeCompare(b, undefined, { numeric: true }));
  return files
    .map((name) => {
      const raw = readFileSync(join(dir, name), 'utf8');
      const { headers } = headersAndBody(raw);
      return { to: headers.to ?? '', subject: decodeWords(headers.subject ?? ''), text: partText(raw) ?? '', calendar: partText(raw, 'text/calendar') };
    })
    .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

/** Waits for the `count`-th mail to `address` and answers it. */
export async function waitForMail(dataDir: string, address: string, count = 1, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(dataDir, address);
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) throw new Error(`No mail number ${count} reached ${address} in time (${mails.length} so far).`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link of a mail's text that starts with `prefix` (an app URL). */
export function linkIn(mail: Mail, prefix: string): string {
  const found = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!found) throw new Error(`No link starting with ${prefix} in the mail "${mail.subject}":\n${mail.text}`);
  return found;
}
