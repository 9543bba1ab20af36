import { describe, expect, it } from 'vitest';
import { linkFitsProduct, linksNotFitting } from './aac-catalogue.ts';

describe('the catalogue links and product types', () => {
  it('lets installed systems describe a device only, compatible systems and accesses a software only', () => {
    expect(linkFitsProduct('aac-device-installed-systems', 'device')).toBe(true);
    expect(linkFitsProduct('aac-device-installed-systems', 'software')).toBe(false);
    expect(linkFitsProduct('aac-software-compatible-systems', 'software')).toBe(true);
    expect(linkFitsProduct('aac-software-compatible-systems', 'device')).toBe(false);
    expect(linkFitsProduct('aac-software-accesses', 'software')).toBe(true);
    expect(linkFitsProduct('aac-software-accesses', 'device')).toBe(false);
  });

  it('names the links a product would no longer fit after a change of type', () => {
    expect(linksNotFitting('device')).toEqual(['aac-software-compatible-systems', 'aac-software-accesses']);
    expect(linksNotFitting('software')).toEqual(['aac-device-installed-systems']);
  });
});
