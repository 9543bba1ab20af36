/**
 * Whether a literal IP address reaches this machine or a private network: what a webhook may not
 * call. IPv6 is parsed into its eight groups rather than matched as text, because one address has
 * many spellings (`::ffff:127.0.0.1`, `::ffff:7f00:1`, `0:0:0:0:0:ffff:7f00:0001`) and several
 * IPv6 ranges carry an IPv4 address inside (mapped, compatible, NAT64, 6to4), which is judged as
 * that IPv4 address.
 */

type Octets = readonly [number, number, number, number];

const DECIMAL_OCTET = /^\d{1,3}$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/;

/** A dotted IPv4 address in its usual form (four decimal octets), or null. */
function ipv4Octets(text: string): Octets | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => DECIMAL_OCTET.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? (octets as unknown as Octets) : null;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail read, a zone dropped), or null. */
export function ipv6Groups(text: string): number[] | null {
  const address = text.toLowerCase().replace(/%.*$/, '');
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string): number[] | null => {
    if (half === '') return [];
    const parts = half.split(':');
    const groups: number[] = [];
    for (const [index, part] of parts.entries()) {
      const v4 = index === parts.length - 1 && part.includes('.') ? ipv4Octets(part) : null;
      if (v4) groups.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
      else if (HEX_GROUP.test(part)) groups.push(parseInt(part, 16));
      else return null;
    }
    return groups;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

/** This machine, private networks, shared and link-local space, benchmarking, multicast and reserved: 0/8, 10/8, 100.64/10, 127/8, 169.254/16, 172.16/12, 192.0.0/24, 192.168/16, 198.18/15, 224/3. */
function isPrivateIpv4([a, b, c]: Octets): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b < 128) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b < 32) ||
    (a === 192 && b === 0 && c === 0) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

const octetsOf = (high: number, low: number): Octets => [high >> 8, high & 0xff, low >> 8, low & 0xff];
const allZero = (groups: readonly number[]) => groups.every((group) => group === 0);

function isPrivateIpv6(g: readonly number[]): boolean {
  // `::` and `::1`, and every IPv4-compatible `::a.b.c.d`, judged as their IPv4 form (0.0.0.0/8 included).
  if (allZero(g.slice(0, 6))) return isPrivateIpv4(octetsOf(g[6]!, g[7]!));
  // IPv4-mapped ::ffff:0:0/96 and IPv4-translated ::ffff:0:0:0/96.
  if (allZero(g.slice(0, 5)) && g[5] === 0xffff) return isPrivateIpv4(octetsOf(g[6]!, g[7]!));
  if (allZero(g.slice(0, 4)) && g[4] === 0xffff && g[5] === 0) return isPrivateIpv4(octetsOf(g[6]!, g[7]!));
  // NAT64: the well-known prefix 64:ff9b::/96 carries an IPv4 address; the local-use 64:ff9b:1::/48 is private.
  if (g[0] === 0x64 && g[1] === 0xff9b) return g[2] === 1 || !allZero(g.slice(2, 6)) || isPrivateIpv4(octetsOf(g[6]!, g[7]!));
  // 6to4: 2002:AABB:CCDD::/48 reaches IPv4 AA.BB.CC.DD.
  if (g[0] === 0x2002) return isPrivateIpv4(octetsOf(g[1]!, g[2]!));
  const first = g[0]!;
  return (
    (first & 0xfe00) === 0xfc00 || // unique-local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xffc0) === 0xfec0 || // site-local fec0::/10 (deprecated, still routed inside sites)
    (first & 0xff00) === 0xff00 || // multicast ff00::/8
    (first === 0x100 && allZero(g.slice(1, 4))) || // discard-only 100::/64
    (first === 0x2001 && g[1] === 0) // Teredo 2001::/32, whose IPv4 end is hidden
  );
}

/**
 * Whether a literal address (IPv4 dotted, or IPv6, brackets allowed) is of this machine or a
 * private network. Anything that is not an address literal answers false: names are judged by
 * their name and, where the call is made, by what they resolve to.
 */
export function isPrivateAddress(literal: string): boolean {
  const text = literal.replace(/^\[|\]$/g, '');
  const v4 = ipv4Octets(text);
  if (v4) return isPrivateIpv4(v4);
  const v6 = text.includes(':') ? ipv6Groups(text) : null;
  return v6 ? isPrivateIpv6(v6) : false;
}

/** Whether a text is an IP address literal this parser reads. */
export const isAddressLiteral = (literal: string): boolean => {
  const text = literal.replace(/^\[|\]$/g, '');
  return ipv4Octets(text) !== null || (text.includes(':') && ipv6Groups(text) !== null);
};
