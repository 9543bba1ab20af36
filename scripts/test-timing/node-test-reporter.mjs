// A reporter for node's test runner (the browser tests), added beside `spec`: at the end, the ten
// slowest test files and the run's CPU time. Files run two at a time (e2e/src/run.ts), so one
// file's CPU cannot be told apart from its neighbour's: only the run's total is given.
import { formatDuration, processTreeCpuMs } from './process-cpu.mjs';

const SHOWN = 10;

export default async function* slowestFiles(source) {
  const started = performance.now();
  const files = [];
  for await (const event of source) {
    // The file-level completion: its name is the file's path (a test's name is its title).
    if (event.type !== 'test:complete' || !event.data.file || event.data.name !== event.data.file) continue;
    files.push({ file: event.data.file.replace(`${process.cwd()}/`, ''), wall: event.data.details.duration_ms });
  }
  files.sort((a, b) => b.wall - a.wall);
  yield `\nTen slowest test files (of ${files.length}; wall time):\n`;
  for (const { file, wall } of files.slice(0, SHOWN)) yield `  ${formatDuration(wall).padStart(9)}  ${file}\n`;
  const cpu = processTreeCpuMs();
  const wall = formatDuration(performance.now() - started);
  yield cpu === undefined
    ? `CPU time: not measured here (it is read from /proc, on Linux); wall time ${wall}\n`
    : `CPU time: ${formatDuration(cpu)} (the test runner, servers and Chromium, user + system; PostgreSQL's own not included); wall time ${wall}\n`;
}
