import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie of OWASP's "slow down online guessing" advice: a browser that signed in to an
 * account gets a signed token naming that account. Its failures are then counted on their own, so
 * that an attacker failing on the account from elsewhere (or from the same address) never locks it.
 */
export const DEVICE_COOKIE = 'relais_device';
export const DEVICE_COOKIE_DAYS = 180;

const signature = (secret: string, email: string, nonce: string) => createHmac('sha256', secret).update(`device|${email}|${nonce}`).digest('base64url');

/** A new device token for the account's normalised e-mail. */
export function deviceToken(secret: string, email: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${signature(secret, email, nonce)}`;
}

/** The device's id when the token was issued for this account, else null. */
export function deviceIdFor(secret: string, email: string, token: string | undefined): string | null {
  const [nonce, given] = (token ?? '').split('.');
  if (!nonce || !given) return null;
  const expected = Buffer.from(signature(secret, email, nonce));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? nonce : null;
}
