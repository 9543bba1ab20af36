/** Random ids (spec, platform §9 "Random id helper default length 6, alphanumeric"). */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Bytes from this value on are drawn again, so that every letter is equally likely (256 = 4 × 62 + 8). */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

export const RANDOM_ID_LENGTH = 6;

/** Fills a byte array with random values; the Web Crypto's by default (browsers and Node alike). */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

const webCrypto: RandomBytes = (bytes) => (globalThis as unknown as { crypto: { getRandomValues: RandomBytes } }).crypto.getRandomValues(bytes);

/** An id of `length` letters and digits, each equally likely (A–Z, a–z, 0–9). */
export function randomId(length: number = RANDOM_ID_LENGTH, randomBytes: RandomBytes = webCrypto): string {
  let id = '';
  while (id.length < length) {
    for (const byte of randomBytes(new Uint8Array(length - id.length + 8))) {
      if (byte < UNBIASED_LIMIT && id.length < length) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}
