/**
 * The captcha answer of a light-user form input. The platform ships no captcha provider: a
 * deployment that has one registers its verifier at start (`setCaptchaVerifier`). Until then a
 * captcha-protected form refuses visitors' inputs (members pass: they are known people), so a
 * protected form is never silently unprotected.
 */
export type CaptchaVerifier = (answer: string) => Promise<boolean>;

let verifier: CaptchaVerifier | null = null;

/** Registers (or, with null, removes) the deployment's captcha verifier. */
export function setCaptchaVerifier(next: CaptchaVerifier | null): void {
  verifier = next;
}

/** Whether the registered verifier accepts the answer; false without a verifier or an answer. */
export async function isCaptchaAccepted(answer: unknown): Promise<boolean> {
  if (!verifier || typeof answer !== 'string' || !answer) return false;
  return verifier(answer);
}
