import { describe, expect, it } from 'vitest';
import { asciiEmail, parseSecondaryEmails } from './emails.ts';

describe('secondary e-mail text', () => {
  it('reads one address a line, trimmed, blank lines dropped, keeping the line numbers', () => {
    expect(parseSecondaryEmails('  one@example.org \n\n\r\ntwo@example.org\r\n   \n')).toEqual([
      { line: 1, email: 'one@example.org' },
      { line: 4, email: 'two@example.org' },
    ]);
    expect(parseSecondaryEmails('a@example.org\rb@example.org')).toEqual([
      { line: 1, email: 'a@example.org' },
      { line: 2, email: 'b@example.org' },
    ]);
    expect(parseSecondaryEmails('')).toEqual([]);
  });
});

describe('addresses in ASCII form', () => {
  it('trims and lower-cases', () => {
    expect(asciiEmail('  Ana.Martin@Example.ORG ')).toBe('ana.martin@example.org');
  });

  it('writes an internationalised domain in punycode, so both spellings compare equal', () => {
    expect(asciiEmail('Ana@Exämple.fr')).toBe('ana@xn--exmple-cua.fr');
    expect(asciiEmail('ana@xn--exmple-cua.fr')).toBe('ana@xn--exmple-cua.fr');
  });

  it('refuses what is not an address', () => {
    for (const value of ['ana', '@example.org', 'ana@example', 'ana @example.org', 'ana@exa mple.org', 'ana@ex%41mple.org', 'ana@-example.org', '']) {
      expect(asciiEmail(value)).toBeNull();
    }
  });
});
