import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The captcha answer of a form input or response. The platform's own is a proof of work
 * (`proofOfWorkVerifier`, registered at start by routes/services/captcha.ts): the server hands out a
 * signed challenge, the browser finds a nonce whose SHA-256 with it starts with
 * CAPTCHA_DIFFICULTY_BITS zero bits (about a second of work, nothing for one person, costly for a
 * spammer's thousands), and each challenge is spent by its first use. No outside service, no cookie,
 * nothing to read or click. A deployment may register another verifier (`setCaptchaVerifier`).
 * Without any, a captcha-protected form refuses visitors' inputs (members pass: they are known
 * people), so a protected form is never silently unprotected.
 */
export type CaptchaVerifier = (answer: string) => Promise<boolean>;

let verifier: CaptchaVerifier | null = null;

/** Registers (or, with null, removes) the deployment's captcha verifier. */
export function setCaptchaVerifier(next: CaptchaVerifier | null): void {
  verifier = next;
}

/** Whether the registered verifier accepts the answer; false without a verifier or an answer. */
export async function isCaptchaAccepted(answer: unknown): Promise<boolean> {
  if (!verifier || typeof answer !== 'string' || !answer || answer.length > 4096) return false;
  return verifier(answer);
}

/** Leading zero bits the answer's hash needs: 2^16 hashes on average (well under a second in a browser). */
export const CAPTCHA_DIFFICULTY_BITS = 16;
/** How long a challenge may be answered. */
export const CAPTCHA_CHALLENGE_MINUTES = 15;

const signatureOf = (secret: string, payload: string) => createHmac('sha256', secret).update(`captcha:${payload}`).digest('base64url');

/** A new challenge: `{expiry}.{random}.{signature}`, to be answered as `{challenge}:{nonce}`. */
export function newChallenge(secret: string, now = Date.now()): { challenge: string; difficulty: number; expiresAt: string } {
  const expiresAt = now + CAPTCHA_CHALLENGE_MINUTES * 60_000;
  const payload = `${expiresAt}.${randomBytes(12).toString('base64url')}`;
  return { challenge: `${payload}.${signatureOf(secret, payload)}`, difficulty: CAPTCHA_DIFFICULTY_BITS, expiresAt: new Date(expiresAt).toISOString() };
}

/** Whether a hash starts with `bits` zero bits. */
export function hasLeadingZeroBits(hash: Buffer, bits: number): boolean {
  const whole = Math.floor(bits / 8);
  for (let index = 0; index < whole; index += 1) if (hash[index] !== 0) return false;
  const rest = bits % 8;
  return rest === 0 || (hash[whole]! >> (8 - rest)) === 0;
}

/** The challenge an answer is for, when its signature holds, it has not expired and its work is done; else null. */
export function checkedChallenge(secret: string, answer: string, now = Date.now(), difficulty = CAPTCHA_DIFFICULTY_BITS): string | null {
  const colon = answer.lastIndexOf(':');
  if (colon < 0) return null;
  const challenge = answer.slice(0, colon);
  const nonce = answer.slice(colon + 1);
  const [expiry, random, signature] = challenge.split('.');
  if (!expiry || !random || !signature || !/^\d{1,16}$/.test(expiry) || !/^\d{1,20}$/.test(nonce)) return null;
  const expected = Buffer.from(signatureOf(secret, `${expiry}.${random}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(expiry) < now) return null;
  return hasLeadingZeroBits(createHash('sha256').update(answer).digest(), difficulty) ? challenge : null;
}

/** Finds a nonce for a challenge (what the browser does; for tests and scripts). */
export function solveChallenge(challenge: string, difficulty = CAPTCHA_DIFFICULTY_BITS): string {
  for (let nonce = 0; ; nonce += 1) {
    const answer = `${challenge}:${nonce}`;
    if (hasLeadingZeroBits(createHash('sha256').update(answer).digest(), difficulty)) return answer;
  }
}

/** The proof-of-work verifier: a valid answer, whose challenge `spend` accepts (its first use). */
export const proofOfWorkVerifier =
  (secret: string, spend: (challenge: string) => Promise<boolean>): CaptchaVerifier =>
  async (answer) => {
    const challenge = checkedChallenge(secret, answer);
    return challenge !== null && spend(challenge);
  };
