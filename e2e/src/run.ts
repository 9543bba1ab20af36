/**
 * `npm test --workspace e2e`: migrates and seeds the demo content once (a template, see
 * `prepareTemplate` in harness.ts), runs every browser test file, each on its own server started on
 * a copy of it, then drops the template. Arguments after `--` replace the list of files.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { prepareTemplate } from './harness.ts';

const files = process.argv.slice(2);
const started = performance.now();
const template = await prepareTemplate();
console.log(`Demo content migrated and seeded once for every file in ${Math.round((performance.now() - started) / 100) / 10} s`);

const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=../scripts/test-timing/node-test-reporter.mjs', '--test-reporter-destination=stdout'];
const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...reporters, ...(files.length ? files : readdirSync('src').filter((name) => name.endsWith('.test.ts')).sort().map((name) => `src/${name}`))], {
  stdio: 'inherit',
  env: { ...process.env, E2E_TEMPLATE_DATA_DIR: template.dataDir, ...(template.database ? { E2E_TEMPLATE_DATABASE: template.database } : {}) },
});
const forward = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
const code = await new Promise<number>((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
await template.drop();
process.exit(code);
