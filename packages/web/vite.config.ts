import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes `.br` and `.gz` beside each text file of the build, once, at build time: the server
 * (@fastify/static `preCompressed`) then sends them as they are, at the best ratio, at no CPU cost.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'relais-precompress',
    // The browser's build only: the server's (dist-server) is read from disk by the server.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
      for (const file of walk(outDir).filter((path) => COMPRESSIBLE.test(path))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * Writes `build-info.json` (the build time) beside the app: the server reads it to show the super
 * admin when the app they use was built (spec, platform §2 "Footer").
 */
function buildInfo(): Plugin {
  return {
    name: 'relais-build-info',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-info.json', source: JSON.stringify({ builtAt: new Date().toISOString() }) });
    },
  };
}

/**
 * The server's drawing of the first screen (src/entry-server.tsx, `vite build --ssr`): files in
 * `dist-server/` with their packages inside (lazy screens in their own files, never loaded there), so the server loads it without resolving the web's
 * dependencies, and no CSS (the browser's build carries it).
 */
const serverBuild = defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
  },
});

const browserBuild = defineConfig({
  plugins: [react(), precompress(), buildInfo()],
  resolve: {
    // Code MUI imports that Relais never runs, left out of every public page (about 6.6 KB gzipped):
    // the CSS-variables theme (lib/theme.ts builds one without CSS variables) and the buttons'
    // touch ripple (turned off for every button in the theme). build/ holds the stand-ins.
    alias: [
      { find: /^\.\/createThemeWithVars\.mjs$/, replacement: fileURLToPath(new URL('./build/no-css-variables-theme.js', import.meta.url)) },
      { find: /^\.\/TouchRipple\.mjs$/, replacement: fileURLToPath(new URL('./build/no-touch-ripple.js', import.meta.url)) },
    ],
  },
  build: {
    // dist/.vite/manifest.json: the server reads which chunks a page's block types need, to have the
    // browser fetch them with the entry (packages/server/src/plugins/external/first-screen.ts).
    manifest: true,
    // A lazy chunk's own imports are fetched when it runs, not listed beside every dynamic import
    // in the entry: that list grew with every chunk (2.4 KB gzipped of the public page's budget)
    // and would keep growing with each area. Style sheets are still loaded by the import itself,
    // and the stale-chunk reload (lib/reload-on-stale-chunks.ts) keeps its event. The first screen
    // is unaffected: the server lists its chunks from the manifest.
    // No polyfill: every browser the site supports preloads modules itself (the hints are only hints).
    modulePreload: { polyfill: false, resolveDependencies: (_file, dependencies) => dependencies.filter((dependency) => dependency.endsWith('.css')) },
    rolldownOptions: {
      output: {
        // Everything the first screen needs in one chunk beside the entry, rather than dozens of
        // small shared ones: one file compresses better and each chunk costs its own import and
        // export lists (the public page's budget, e2e/src/pages.test.ts). Lazy screens still split.
        // The pieces page blocks share (headings, buttons, rich text) travel together for the same reason.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // With them the small pieces every list and record screen uses (cards' grid, byline, lazy
            // screens, notes, the light text field): a few hundred bytes on other pages, fewer chunks
            // on every area's.
            {
              name: 'blocks-shared',
              test: /src[\\/](blocks[\\/](shared[\\/]|block-types\.ts|lists[\\/](byline|card-grid)\.tsx|screen-data[\\/]lazy-screen\.tsx)|components[\\/](notice|light-text-field)\.tsx)/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000' } },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
