import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { open, seal } from './secret-box.ts';

/**
 * Two-factor sign-in: an authenticator app (TOTP, RFC 6238: 6 digits, 30 s, one step of clock drift
 * either way, never the same step twice) or a code by e-mail, and single-use recovery codes.
 */
export const EMAIL_CODE_MINUTES = 10;
export const PENDING_MINUTES = 10;
const RECOVERY_CODES = 8;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function newTotpEnrolment(appSecret: string, { issuer, label }: { issuer: string; label: string }) {
  const secret = generateSecret();
  const uri = generateURI({ issuer, label, secret });
  const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secret, uri, qrCode, sealed: seal(appSecret, secret) };
}

/** Checks a TOTP code; returns the time step to remember, or null. */
export async function checkTotp(appSecret: string, sealed: string, code: string, lastTimeStep: number | null): Promise<number | null> {
  const secret = open(appSecret, sealed);
  if (!secret || !/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: 30, ...(lastTimeStep != null ? { afterTimeStep: lastTimeStep } : {}) });
  return result.valid ? (result as { timeStep: number }).timeStep : null;
}

export function newEmailCode() {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, hash: sha256(code), expiresAt: Date.now() + EMAIL_CODE_MINUTES * 60_000 };
}

export const checkEmailCode = (stored: { hash?: unknown; expiresAt?: unknown }, code: string) =>
  typeof stored.hash === 'string' && typeof stored.expiresAt === 'number' && stored.expiresAt > Date.now() && same(stored.hash, sha256(code.trim()));

/** New recovery codes: shown once to the user, stored as hashes. */
export function newRecoveryCodes() {
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = randomBytes(8).toString('hex');
    return `${raw.slice(0, 8)}-${raw.slice(8)}`;
  });
  return { codes, hashes: codes.map(sha256) };
}

/** What a recovery code is stored as; `single-use.ts` spends it. */
export const recoveryCodeHash = (code: string) => sha256(code.trim().toLowerCase());
