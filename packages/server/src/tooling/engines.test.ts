import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(`${root}${path}`, 'utf8'));

/** The oldest Node.js the project supports (package.json `engines`), which the target machines run. */
const oldestNode = semver.minVersion(readJson('package.json').engines.node)!.version;

describe('the installed dependencies and the supported Node.js', () => {
  it('installs no package whose engines refuse the oldest supported Node.js (npm would warn EBADENGINE)', () => {
    const lock = readJson('package-lock.json') as { packages: Record<string, { engines?: { node?: string } | string[]; dev?: boolean; optional?: boolean }> };
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => path && !Array.isArray(entry.engines) && entry.engines?.node && !semver.satisfies(oldestNode, entry.engines.node, { includePrerelease: true }))
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')} needs node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
