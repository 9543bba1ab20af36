import { WhatwgUrl } from './whatwg-url.ts';

/**
 * E-mail addresses (spec, platform §3 "secondary e-mail addresses edited as multi-line text, one per
 * line" and §5 "one per line, trimmed, blank lines dropped, compared in ASCII form").
 */

export interface TypedAddress {
  /** The line of the text it was typed on (1-based), to point at it when it is refused. */
  line: number;
  email: string;
}

/** The addresses of a text, one a line: each trimmed, blank lines dropped, line numbers kept. */
export function parseSecondaryEmails(text: string): TypedAddress[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((raw, index) => ({ line: index + 1, email: raw.trim() }))
    .filter(({ email }) => email !== '');
}

const SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ASCII_HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

/**
 * The form addresses are compared in: trimmed, lower-cased, the domain in ASCII (an IDN through
 * punycode, by the WHATWG host parser every browser and Node share), so `Ana@Exämple.fr` and
 * `ana@xn--exmple-cua.fr` are one address. Null when it is not an address.
 */
export function asciiEmail(address: string): string | null {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || !SHAPE.test(trimmed)) return null;
  const typed = trimmed.slice(at + 1).toLowerCase();
  // Characters the URL parser would read as a port, path, query or escape, not as part of a name.
  if (/[%/\\?#:[\]]/.test(typed)) return null;
  let domain: string;
  try {
    domain = new WhatwgUrl(`http://${typed}`).hostname;
  } catch {
    return null;
  }
  if (!ASCII_HOST.test(domain)) return null;
  return `${trimmed.slice(0, at).toLowerCase()}@${domain}`;
}
