import { apiRequest } from './api-client.ts';

/** Whether a SHA-256 digest starts with `bits` zero bits. */
export function hasLeadingZeroBits(hash: Uint8Array, bits: number): boolean {
  const whole = Math.floor(bits / 8);
  for (let index = 0; index < whole; index += 1) if (hash[index] !== 0) return false;
  const rest = bits % 8;
  return rest === 0 || hash[whole]! >> (8 - rest) === 0;
}

/**
 * The site's own captcha (server resources/forms/captcha.ts): asks a challenge, finds a nonce whose
 * SHA-256 with it starts with the asked zero bits (about a second of the browser's work), and answers
 * `{challenge}:{nonce}`. Nothing to read, hear or click; no outside service.
 */
export async function solveCaptcha(signal?: AbortSignal): Promise<string> {
  const { data } = await apiRequest<{ data: { challenge: string; difficulty: number } }>('/api/v1/services/captcha', { signal });
  const encoder = new TextEncoder();
  for (let nonce = 0; ; nonce += 1) {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const answer = `${data.challenge}:${nonce}`;
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(answer)));
    if (hasLeadingZeroBits(digest, data.difficulty)) return answer;
  }
}
