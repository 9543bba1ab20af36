/**
 * `node --import tsx bench/src/heap-compare.ts <earlier.heapsnapshot> <later.heapsnapshot>`: what grew
 * between two heap snapshots of one process (`npm run bench -- soak --heap-snapshots` writes one after
 * each run). Prints, by constructor (objects), kind (strings, arrays, code, closures by name…), the
 * count and self size of each snapshot and their difference, largest growth first; then the strings
 * that grew most, grouped by their first 60 characters. A snapshot is read without parsing it whole
 * (its number arrays may exceed the longest string V8 allows).
 */
import { readFileSync } from 'node:fs';

interface Group {
  count: number;
  size: number;
}

/** The elements of the JSON array of numbers that starts at `from` (just after its `[`). */
function numbersFrom(buffer: Buffer, from: number): { values: number[]; end: number } {
  const values: number[] = [];
  let value = 0;
  let inNumber = false;
  for (let i = from; i < buffer.length; i++) {
    const byte = buffer[i]!;
    if (byte >= 48 && byte <= 57) {
      value = value * 10 + byte - 48;
      inNumber = true;
    } else {
      if (inNumber) values.push(value);
      value = 0;
      inNumber = false;
      if (byte === 93) return { values, end: i };
    }
  }
  throw new Error('unterminated array');
}

function read(path: string) {
  const buffer = readFileSync(path);
  const nodesAt = buffer.indexOf('"nodes":[');
  const meta = JSON.parse(`${buffer.subarray(0, nodesAt).toString().replace(/,\s*$/, '')}}`) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } } };
  const { values: nodes } = numbersFrom(buffer, nodesAt + '"nodes":['.length);
  const stringsAt = buffer.indexOf('"strings":[');
  const stringsEnd = buffer.lastIndexOf(']');
  const strings = JSON.parse(buffer.subarray(stringsAt + '"strings":'.length, stringsEnd + 1).toString()) as string[];
  const fields = meta.snapshot.meta.node_fields;
  const types = meta.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field)) as [number, number, number];
  const byKind = new Map<string, Group>();
  const byString = new Map<string, Group>();
  const add = (map: Map<string, Group>, key: string, size: number) => {
    const group = map.get(key) ?? { count: 0, size: 0 };
    group.count += 1;
    group.size += size;
    map.set(key, group);
  };
  let total = 0;
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + typeAt]!]!;
    const name = strings[nodes[i + nameAt]!]!;
    const size = nodes[i + sizeAt]!;
    total += size;
    const isString = type === 'string' || type === 'concatenated string' || type === 'sliced string';
    const key = type === 'object' || type === 'native' ? name : type === 'closure' ? `closure ${name || '(anonymous)'}` : isString ? '(strings)' : `(${type}) ${type === 'hidden' || type === 'array' ? name : ''}`.trim();
    add(byKind, key.slice(0, 90), size);
    if (isString) add(byString, name.slice(0, 60).replace(/\s+/g, ' '), size);
  }
  return { byKind, byString, total };
}

const [earlierPath, laterPath] = process.argv.slice(2);
if (!earlierPath || !laterPath) throw new Error('usage: heap-compare.ts <earlier.heapsnapshot> <later.heapsnapshot>');
const earlier = read(earlierPath);
const later = read(laterPath);
const KB = 1024;

const growth = (before: Map<string, Group>, after: Map<string, Group>, top: number) =>
  Object.fromEntries(
    [...new Set([...before.keys(), ...after.keys()])]
      .map((key) => {
        const a = before.get(key) ?? { count: 0, size: 0 };
        const b = after.get(key) ?? { count: 0, size: 0 };
        return [key, { 'count before': a.count, 'count after': b.count, 'KB before': Math.round(a.size / KB), 'KB after': Math.round(b.size / KB), 'KB grown': Math.round((b.size - a.size) / KB) }] as const;
      })
      .filter(([, row]) => row['KB grown'] !== 0 || row['count before'] !== row['count after'])
      .sort((x, y) => y[1]['KB grown'] - x[1]['KB grown'])
      .slice(0, top),
  );

console.log(`live heap: ${(earlier.total / KB / KB).toFixed(1)} MB → ${(later.total / KB / KB).toFixed(1)} MB`);
console.log('\nby constructor or kind, largest growth first');
console.table(growth(earlier.byKind, later.byKind, 30));
console.log('\nstrings by their first 60 characters, largest growth first');
console.table(growth(earlier.byString, later.byString, 15));
