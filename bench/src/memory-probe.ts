/**
 * Loaded into the bench's server process before the server (`node --expose-gc --import tsx --import
 * memory-probe.ts server.ts`; nothing of the server's own code knows of it). On SIGUSR2 it runs a full
 * garbage collection twice and prints one line on stderr, `relais-memory {…}`: `process.memoryUsage()`
 * after the collection (RSS, the V8 heap's size and what is live in it, external and array-buffer
 * memory) and the process's anonymous memory by where it lies (`anonymousParts`); then, when
 * `BENCH_HEAP_SNAPSHOT_DIR` is set, it writes a heap snapshot there (its path is on the line; writing
 * it grows the RSS, so later figures of that server are not comparable).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';

export const MEMORY_LINE = 'relais-memory ';

const ARENA_ALIGNMENT = 64 * 1024 * 1024;

/**
 * The anonymous resident memory of this process (Linux `smaps`), in bytes: glibc's main heap (`[heap]`,
 * the main thread's mallocs), its other threads' arenas (mappings starting on a 64 MB boundary, where
 * glibc places each arena's heaps: an approximation, a V8 region may start there too), and the rest
 * (V8's heap and code, large mallocs glibc mapped on their own, thread stacks).
 */
export function anonymousParts(smaps = readFileSync('/proc/self/smaps', 'utf8')) {
  const parts = { mallocMain: 0, threadArenas: 0, other: 0 };
  let part: keyof typeof parts = 'other';
  for (const line of smaps.split('\n')) {
    const mapping = line.match(/^([0-9a-f]+)-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/);
    if (mapping) {
      const path = mapping[2]!;
      part = path === '[heap]' ? 'mallocMain' : !path && BigInt(`0x${mapping[1]}`) % BigInt(ARENA_ALIGNMENT) === 0n ? 'threadArenas' : 'other';
      continue;
    }
    const anonymous = line.match(/^Anonymous:\s+(\d+) kB/);
    if (anonymous) parts[part] += Number(anonymous[1]) * 1024;
  }
  return parts;
}

let taken = 0;
process.on('SIGUSR2', () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const usage = { ...process.memoryUsage(), ...anonymousParts(), collected: Boolean(gc) };
  const dir = process.env.BENCH_HEAP_SNAPSHOT_DIR;
  const snapshot = dir ? writeHeapSnapshot(join(dir, `server-${++taken}.heapsnapshot`)) : undefined;
  process.stderr.write(`${MEMORY_LINE}${JSON.stringify({ ...usage, snapshot })}\n`);
});
