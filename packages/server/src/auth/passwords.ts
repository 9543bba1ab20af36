import argon2 from 'argon2';

/**
 * argon2id with at least the OWASP minimum (19 MiB, 2 iterations, 1 lane). Verification reads the
 * parameters from the hash, so raising these later keeps old hashes valid.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export const needsRehash = (hash: string): boolean => argon2.needsRehash(hash, OPTIONS);
