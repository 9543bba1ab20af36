/**
 * Banned origins of the statistics (spec, domain §3 "stats-banned-origin"): a ban names a host — as
 * typed by an administrator, a bare host or an address — and covers that host and its subdomains.
 * Records sent from a page of a banned host are not kept, and the summary leaves out those kept
 * before the ban.
 */

const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The host an origin names, lower-cased, without port, path or a trailing dot (`https://Spam.example:8080/a`
 * → `spam.example`); null when the text names no host. IPv6 literals keep their brackets.
 */
export function originHost(value: string): string | null {
  const authority = value
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .split(/[/?#]/, 1)[0]!
    .replace(/^[^@]*@/, '')
    .toLowerCase();
  const ipv6 = /^(\[[0-9a-f:.]+\])(?::\d{1,5})?$/.exec(authority);
  if (ipv6) return ipv6[1]!;
  const host = authority.replace(/:\d{1,5}$/, '').replace(/\.$/, '');
  return HOST.test(host) ? host : null;
}

/**
 * The signatures a ban may have to cover this host: the host and each of its parent domains
 * (`a.spam.example` → `a.spam.example`, `spam.example`, `example`), so one indexed lookup decides.
 */
export function bannedOriginCandidates(host: string): string[] {
  if (host.startsWith('[')) return [host];
  const labels = host.split('.');
  return labels.map((_, index) => labels.slice(index).join('.'));
}
