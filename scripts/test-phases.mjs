#!/usr/bin/env node
/**
 * `npm test`: every layer — lint and type checks, unit and integration tests, browser tests — and
 * how long each took (CI has a time budget: its log then says which layer grew). The checks run
 * beside the unit tests (their output held until those end): these wait on their databases as much
 * as they compute, which leaves a core for the checks. The browser tests run last, only when both
 * passed.
 */
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const format = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
const times = [];

/** Runs `npm run script`, its output shown as it comes or held and returned; resolves with its exit code. */
function run(label, script, { hold = false } = {}) {
  const started = performance.now();
  const child = spawn(npm, ['run', script], { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  if (hold) {
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
  }
  return new Promise((resolve) =>
    child.on('close', (code) => {
      times.push(`  ${format(performance.now() - started).padStart(14)}  ${label}`);
      resolve({ code: code ?? 1, output });
    }),
  );
}

const checks = run('lint and type checks', 'lint', { hold: true });
const unit = await run('unit and integration tests', 'test:unit');
const lint = await checks;
console.log(`\n==> npm run lint\n${lint.output}`);
let code = lint.code || unit.code;
if (code === 0) code = (await run('browser tests', 'test:e2e')).code;
console.log(`\nnpm test, by layer (the first two side by side):\n${times.join('\n')}`);
process.exit(code);
