import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Written by the web build (packages/web/vite.config.ts) beside the app it built. */
export const BUILD_INFO_FILE = 'build-info.json';

/**
 * The product version (the repository's package.json) and the build time of the web app being
 * served (null when none was built, as in development and tests).
 */
export function readBuildInfo(webDistDir: string): { version: string; buildDate: string | null } {
  const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { version: string };
  let buildDate: string | null = null;
  try {
    const { builtAt } = JSON.parse(readFileSync(join(webDistDir, BUILD_INFO_FILE), 'utf8')) as { builtAt?: unknown };
    if (typeof builtAt === 'string' && !Number.isNaN(Date.parse(builtAt))) buildDate = builtAt;
  } catch {
    // No build yet: no date to show.
  }
  return { version, buildDate };
}
