import { describe, expect, it } from 'vitest';
import { displayPhone } from './phone.ts';

describe('a contact card’s phone number', () => {
  it('reads a French number nationally, and dials it internationally', () => {
    expect(displayPhone('+33 6 12 34 56 78')).toEqual({ text: '06 12 34 56 78', dial: '+33612345678' });
    expect(displayPhone('0033612345678')).toEqual({ text: '06 12 34 56 78', dial: '+33612345678' });
    expect(displayPhone('+33 (0)6 12 34 56 78')).toEqual({ text: '06 12 34 56 78', dial: '+33612345678' });
  });

  it('keeps the prefix of any other country code', () => {
    expect(displayPhone('+44 20 7946 0000')).toEqual({ text: '+44 20 7946 0000', dial: '+442079460000' });
    expect(displayPhone('0032 2 123 45 67')).toEqual({ text: '+32 2 123 45 67', dial: '+3221234567' });
  });

  it('shows a national number as written, and nothing for what is not a number', () => {
    expect(displayPhone('06 12 34 56 78')).toEqual({ text: '06 12 34 56 78', dial: '0612345678' });
    expect(displayPhone('call us')).toBeNull();
  });
});
