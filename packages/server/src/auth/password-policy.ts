import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX, PASSWORD_MIN } from '@relais/domain';

/**
 * The password rule (NIST SP 800-63B): 8 to 256 characters, not among the ~49,000 most common
 * passwords, and no composition rules. Returns the rule that fails, or null.
 */
export { PASSWORD_MAX, PASSWORD_MIN };

const COMMON = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

export type PasswordProblem = 'min' | 'max' | 'common';

export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return 'min';
  if (length > PASSWORD_MAX) return 'max';
  if (COMMON.has(password.toLowerCase())) return 'common';
  return null;
}

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  min: `The password must have at least ${PASSWORD_MIN} characters.`,
  max: `The password must have at most ${PASSWORD_MAX} characters.`,
  common: 'This password is among the most common ones; choose another.',
};
