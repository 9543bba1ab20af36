/**
 * The password rule's bounds (NIST SP 800-63B): 8 to 256 characters, no composition rules. The
 * server also refuses the most common passwords (auth/password-policy.ts); forms check the bounds
 * before sending, from here.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
