import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Anti-forgery tokens, bound to the session (or, before sign-in, to an anonymous id cookie) with an
 * HMAC: a token read from one browser's cookie is worthless with another's session. The page reads
 * the `XSRF-TOKEN` cookie and echoes it as `X-XSRF-TOKEN` on every unsafe request.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export const newAnonymousId = () => randomBytes(24).toString('base64url');

export const xsrfToken = (secret: string, bindingId: string) =>
  createHmac('sha256', secret).update(`xsrf:${bindingId}`).digest('base64url');

export function isValidXsrfToken(secret: string, bindingId: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length === 0) return false;
  const expected = Buffer.from(xsrfToken(secret, bindingId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
