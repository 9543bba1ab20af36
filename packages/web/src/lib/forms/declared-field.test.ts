import type { TFunction } from '../i18n/i18n.ts';
import { describe, expect, it } from 'vitest';
import { users } from '@relais/domain';
import { declaredText } from './declared-field.ts';

const t = ((key: string) => key) as unknown as TFunction;
const messageOf = (name: string, value: string) => {
  const result = declaredText(t, users, name).safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('a form field checked by its declaration', () => {
  it('applies the bounds the users declaration sets, as the server does', () => {
    expect(messageOf('firstName', 'a'.repeat(users.attributes.firstName.max))).toBeNull();
    expect(messageOf('firstName', 'a'.repeat(users.attributes.firstName.max + 1))).toBe('validation.max');
    expect(messageOf('phone', '1'.repeat(users.attributes.phone.max + 1))).toBe('validation.max');
    expect(messageOf('email', 'ab')).toBe('validation.min');
  });

  it('asks for a required field and lets an optional one stay empty', () => {
    expect(messageOf('lastName', '   ')).toBe('validation.required');
    expect(messageOf('phone', '')).toBeNull();
  });
});
