import { describe, expect, it } from 'vitest';
import { bannedOriginCandidates, originHost } from './origins.ts';

describe('originHost', () => {
  it('reads the host of an address or of a bare host, lower-cased, without port, path or trailing dot', () => {
    expect(originHost('https://Spam.Example:8080/some/page?x=1')).toBe('spam.example');
    expect(originHost('spam.example')).toBe('spam.example');
    expect(originHost('  www.spam.example/path ')).toBe('www.spam.example');
    expect(originHost('http://spam.example.')).toBe('spam.example');
    expect(originHost('http://[::1]:3000')).toBe('[::1]');
    expect(originHost('localhost')).toBe('localhost');
  });

  it('answers null for text that names no host', () => {
    expect(originHost('')).toBeNull();
    expect(originHost('   ')).toBeNull();
    expect(originHost('not a host')).toBeNull();
    expect(originHost('http://')).toBeNull();
    expect(originHost('-bad-.example')).toBeNull();
  });
});

describe('bannedOriginCandidates', () => {
  it('lists the host and each parent domain, so a ban of a domain covers its subdomains', () => {
    expect(bannedOriginCandidates('a.spam.example')).toEqual(['a.spam.example', 'spam.example', 'example']);
    expect(bannedOriginCandidates('localhost')).toEqual(['localhost']);
    expect(bannedOriginCandidates('[::1]')).toEqual(['[::1]']);
  });
});
