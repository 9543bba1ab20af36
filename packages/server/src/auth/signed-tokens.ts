import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens that need no table. A password-reset token signs the user id, an expiry and the current
 * password hash: once the password changes the token no longer verifies, so it is single-use.
 * An e-mail verification link signs the user id, a hash of the address and an expiry. A mailing's
 * unsubscribe link signs the recipient's kind and id, without expiry (an old mail's link must work).
 */
const sign = (secret: string, purpose: string, parts: (string | number)[]) =>
  createHmac('sha256', secret).update([purpose, ...parts].join('|')).digest('base64url');

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export const PASSWORD_RESET_MINUTES = 60;
export const EMAIL_VERIFICATION_MINUTES = 24 * 60;

export function passwordResetToken(secret: string, user: { id: string; password: string | null }, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + PASSWORD_RESET_MINUTES * 60;
  return `${expires}.${sign(secret, 'reset', [user.id, expires, user.password ?? ''])}`;
}

export function isValidPasswordResetToken(secret: string, user: { id: string; password: string | null }, token: string, now = Date.now()): boolean {
  const [expires, signature] = token.split('.');
  if (!expires || !signature || !/^\d+$/.test(expires) || Number(expires) * 1000 < now) return false;
  return same(signature, sign(secret, 'reset', [user.id, expires, user.password ?? '']));
}

export const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);

export function emailVerificationLink(secret: string, user: { id: string; email: string }, now = Date.now()) {
  const expires = Math.floor(now / 1000) + EMAIL_VERIFICATION_MINUTES * 60;
  const hash = emailHash(user.email);
  return { id: user.id, hash, expires, signature: sign(secret, 'verify', [user.id, hash, expires]) };
}

export function isValidEmailVerification(
  secret: string,
  user: { id: string; email: string },
  link: { hash: string; expires: string; signature: string },
  now = Date.now(),
): boolean {
  if (!/^\d+$/.test(link.expires) || Number(link.expires) * 1000 < now) return false;
  if (!same(link.hash, emailHash(user.email))) return false;
  return same(link.signature, sign(secret, 'verify', [user.id, link.hash, link.expires]));
}

export const unsubscribeSignature = (secret: string, recipient: { kind: string; id: string }) => sign(secret, 'unsubscribe', [recipient.kind, recipient.id]);

export const isValidUnsubscribeSignature = (secret: string, recipient: { kind: string; id: string }, signature: unknown): boolean =>
  typeof signature === 'string' && signature.length > 0 && same(signature, unsubscribeSignature(secret, recipient));
