import { describe, expect, it } from 'vitest';
import { isMachineTranslated, withoutMachineMarker } from './machine-translation.ts';

describe('the machine-translation marker', () => {
  it('is recognised at the start of a text, or of rich text after its opening tags', () => {
    expect(isMachineTranslated('[MT] Bonjour')).toBe(true);
    expect(isMachineTranslated('<p><strong>[MT] Bonjour</strong></p>')).toBe(true);
    expect(isMachineTranslated('Bonjour [MT] ')).toBe(false);
    expect(isMachineTranslated(null)).toBe(false);
  });

  it('comes off, leaving the text and its tags', () => {
    expect(withoutMachineMarker('[MT] Bonjour')).toBe('Bonjour');
    expect(withoutMachineMarker('<p>[MT] Bonjour</p>')).toBe('<p>Bonjour</p>');
    expect(withoutMachineMarker('Bonjour')).toBe('Bonjour');
  });
});
