#!/usr/bin/env node
/**
 * `npm test`: the three layers in turn — lint and type checks, unit and integration tests, browser
 * tests — stopping at the first that fails, and printing how long each took (CI has a time budget,
 * and its log then says which layer grew).
 */
import { spawnSync } from 'node:child_process';

const phases = [
  ['lint and type checks', 'lint'],
  ['unit and integration tests', 'test:unit'],
  ['browser tests', 'test:e2e'],
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
const format = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
let code = 0;
for (const [label, script] of phases) {
  const started = performance.now();
  const result = spawnSync(npm, ['run', script], { stdio: 'inherit' });
  times.push(`  ${format(performance.now() - started).padStart(14)}  ${label}`);
  code = result.status ?? 1;
  if (code !== 0) break;
}
console.log(`\nnpm test, by layer:\n${times.join('\n')}`);
process.exit(code);
