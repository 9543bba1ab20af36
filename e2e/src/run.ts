/**
 * `npm test --workspace e2e`: migrates and seeds the demo content once (a template, see
 * `prepareTemplate` in harness.ts), runs every browser test file, each on its own server started on
 * a copy of it, two files at a time (each file's server, database and browser are its own; CI has
 * two cores), then drops the template. Arguments after `--` replace the list of files.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { prepareTemplate } from './harness.ts';

const files = process.argv.slice(2);
const started = performance.now();
const template = await prepareTemplate();
console.log(`Demo content migrated and seeded once for every file in ${Math.round((performance.now() - started) / 100) / 10} s`);

/** Every test file, the longest first: two at a time, a long file started last would end the run alone. */
const LONGEST = ['every-kind', 'back-office', 'calendar', 'reflow', 'page-drafts'];
function allFiles(): string[] {
  const rank = (name: string) => {
    const index = LONGEST.indexOf(name.replace(/\.test\.ts$/, ''));
    return index === -1 ? LONGEST.length : index;
  };
  return readdirSync('src')
    .filter((name) => name.endsWith('.test.ts'))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) => `src/${name}`);
}

const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=../scripts/test-timing/node-test-reporter.mjs', '--test-reporter-destination=stdout'];
const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...reporters, ...(files.length ? files : allFiles())], {
  stdio: 'inherit',
  env: { ...process.env, E2E_TEMPLATE_DATA_DIR: template.dataDir, ...(template.database ? { E2E_TEMPLATE_DATABASE: template.database } : {}) },
});
const forward = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
const code = await new Promise<number>((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
await template.drop();
process.exit(code);
