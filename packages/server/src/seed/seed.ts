import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

export interface SeedResult {
  email: string;
  password: string;
  /** True when the password was generated rather than given by ADMIN_PASSWORD. */
  generated: boolean;
}

/** Seeds demo content and the admin account when the database has no user yet. */
export async function seedIfEmpty(_options: { db: Database; config: Config }): Promise<SeedResult | null> {
  return null;
}
