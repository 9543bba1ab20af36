// Printed at the end of `vitest run`, beside the default reporter: the ten slowest test files and
// the run's CPU time, the figure to follow on a shared machine where wall time swings with the load.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { formatDuration, processTreeCpuMs } from './process-cpu.mjs';

const SHOWN = 10;

export default class SlowestFilesReporter {
  started = performance.now();

  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    const files = testModules.map((testModule) => {
      const d = testModule.diagnostic();
      // A file's time in its worker: environment, runner set-up, setup files, imports, then tests and hooks.
      const total = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
      return { name: `${testModule.project.name.padEnd(6)}  ${relative(this.root, testModule.moduleId)}`, total, tests: d.duration };
    });
    files.sort((a, b) => b.total - a.total);
    // TEST_TIMING_FILE=path: every file's times, tab-separated, slowest first (to see where a run's time went).
    if (process.env.TEST_TIMING_FILE) {
      writeFileSync(process.env.TEST_TIMING_FILE, files.map((f) => `${Math.round(f.total)}\t${Math.round(f.tests)}\t${f.name}`).join('\n') + '\n');
    }
    const lines = [`\n Ten slowest test files (of ${files.length}; whole file, then its tests and hooks alone):`];
    for (const file of files.slice(0, SHOWN)) {
      lines.push(`  ${formatDuration(file.total).padStart(9)}  ${formatDuration(file.tests).padStart(9)}  ${file.name}`);
    }
    const cpu = processTreeCpuMs();
    const wall = formatDuration(performance.now() - this.started);
    lines.push(
      cpu === undefined
        ? ` CPU time: not measured here (it is read from /proc, on Linux); wall time ${wall}`
        : ` CPU time: ${formatDuration(cpu)} (vitest and its workers, user + system; PostgreSQL's own not included); wall time ${wall}`,
    );
    console.log(lines.join('\n'));
  }
}
