import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

describe('the password policy', () => {
  it('refuses fewer than 8 characters, counting characters rather than bytes', () => {
    expect(passwordProblem('short1!')).toBe('min');
    expect(passwordProblem('éàèùâêîô')).toBeNull();
  });

  it('accepts 64 characters and more, up to 256', () => {
    expect(passwordProblem('a very long passphrase '.repeat(3).slice(0, 64))).toBeNull();
    expect(passwordProblem('x'.repeat(257))).toBe('max');
  });

  it('refuses the most common passwords whatever their case', () => {
    expect(passwordProblem('password')).toBe('common');
    expect(passwordProblem('PassWord')).toBe('common');
    expect(passwordProblem('12345678')).toBe('common');
    expect(passwordProblem('iloveyou')).toBe('common');
  });

  it('asks for no mix of character classes', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
  });
});
