import { describe, expect, it } from 'vitest';
import { WhatwgUrl } from './whatwg-url.ts';
import { ipv6Groups, isPrivateAddress } from './private-addresses.ts';
import { isPrivateHost } from './form-workflows.ts';

/** Every spelling of a private or loopback address a webhook must not reach, with why. */
const PRIVATE: readonly [string, string][] = [
  ['127.0.0.1', 'IPv4 loopback'],
  ['10.1.2.3', 'IPv4 private'],
  ['192.168.1.1', 'IPv4 private'],
  ['169.254.169.254', 'IPv4 link-local (cloud metadata)'],
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback, written out'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
  ['0:0:0:0:0:ffff:7f00:0001', 'IPv4-mapped loopback, written out'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:a9fe:a9fe', 'IPv4-mapped link-local, hex'],
  ['::ffff:0:127.0.0.1', 'IPv4-translated loopback'],
  ['::127.0.0.1', 'IPv4-compatible loopback'],
  ['::7f00:1', 'IPv4-compatible loopback, hex'],
  ['::192.168.0.1', 'IPv4-compatible private'],
  ['64:ff9b::127.0.0.1', 'NAT64 of loopback'],
  ['64:ff9b::7f00:1', 'NAT64 of loopback, hex'],
  ['64:ff9b::a00:1', 'NAT64 of a private address'],
  ['64:ff9b:1::808:808', 'local-use NAT64'],
  ['2002:7f00:1::', '6to4 of loopback'],
  ['2002:c0a8:101::1', '6to4 of a private address'],
  ['fec0::1', 'site-local'],
  ['feff::1', 'site-local, top of the range'],
  ['fc00::1', 'unique-local'],
  ['fd12:3456::1', 'unique-local'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local with a zone'],
  ['febf::1', 'link-local, top of the range'],
  ['ff02::1', 'multicast'],
  ['2001:0:4136:e378::1', 'Teredo'],
  ['[::1]', 'loopback in brackets'],
];

const PUBLIC: readonly string[] = ['8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::808:808', '2002:808:808::1', '2001:db9::1', 'fbff::1'];

describe('private addresses', () => {
  it.each(PRIVATE)('refuses %s (%s), also as a URL host and as a resolved address', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
    expect(isPrivateHost(address)).toBe(true);
    if (!address.includes('%')) {
      const literal = address.includes(':') && !address.startsWith('[') ? `[${address}]` : address;
      // The URL parser rewrites the host (`[::ffff:127.0.0.1]` becomes `[::ffff:7f00:1]`): still refused.
      expect(isPrivateHost(new WhatwgUrl(`https://${literal}/hook`).hostname)).toBe(true);
    }
  });

  it.each(PUBLIC)('lets %s through, like its IPv4 form', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
    expect(isPrivateHost(address)).toBe(false);
  });

  it('reads every spelling of an IPv6 address into the same eight groups', () => {
    const loopback = [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1];
    for (const text of ['::ffff:127.0.0.1', '::FFFF:7F00:1', '0:0:0:0:0:ffff:7f00:0001', '0::ffff:127.0.0.1']) expect(ipv6Groups(text)).toEqual(loopback);
    for (const text of ['1::2::3', '12345::', '::ffff:1.2.3', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', ':::']) expect(ipv6Groups(text)).toBeNull();
  });

  it('refuses a host with a colon it cannot read rather than guess', () => {
    expect(isPrivateHost('[1::2::3]')).toBe(true);
  });
});
