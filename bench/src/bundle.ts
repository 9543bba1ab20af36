import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('../../packages/web/dist', import.meta.url));
export const PUBLIC_PAGE_BUDGET_KB = 180;

const gzipKb = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;

/**
 * The JavaScript a visitor downloads for a public page: the entry scripts and module preloads that
 * index.html names, plus the chunks they import statically (followed through `import … from "./x.js"`).
 * Lazy chunks (admin, editors, block types) are listed apart.
 */
export function measureBundle() {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('No web build: run npm run build first.');
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(DIST, file), 'utf8');
    for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) queue.push(`assets/${match[1]}`);
  }
  const initial = [...seen].map((file) => ({ file, kb: gzipKb(join(DIST, file)) }));
  const lazy = readdirSync(join(DIST, 'assets'))
    .filter((name) => name.endsWith('.js') && !seen.has(`assets/${name}`))
    .map((name) => ({ file: `assets/${name}`, kb: gzipKb(join(DIST, 'assets', name)) }));
  const css = readdirSync(join(DIST, 'assets'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => ({ file: `assets/${name}`, kb: gzipKb(join(DIST, 'assets', name)) }));
  const initialKb = initial.reduce((sum, chunk) => sum + chunk.kb, 0);
  return { initial, lazy, css, initialKb, withinBudget: initialKb <= PUBLIC_PAGE_BUDGET_KB };
}
