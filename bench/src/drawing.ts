/**
 * `npm run bench -- drawing`: does drawing first screens hold up other requests (issue 21, item 14:
 * `/health` p99 under 50 ms while 4 clients ask 10 fresh query strings each)? The real server on a
 * new PGlite data directory with the demo content; a steady stream of `/health` calls (one at a time,
 * one every 10 ms) measured from outside, first alone, then while 4 visitors each ask 10 documents.
 * Each document is another public page, language or device with a fresh query string, so that every
 * one is a drawing of its own (the memo keys on path, language and layout, not on the query).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import type { runtimeEnvironmentAnswer } from '../../packages/domain/src/contracts/runtime-environment.ts';
import { startServerProcess } from '../../packages/server/src/test/server-process.ts';

type RuntimeEnvironmentAnswer = z.infer<typeof runtimeEnvironmentAnswer>;

const CLIENTS = 4;
const DOCUMENTS_EACH = 10;
const HEALTH_EVERY_MS = 10;
const IDLE_MS = 3000;
const LOCALES = ['en', 'fr', 'it', 'es', 'ca', 'da', 'ro'];
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value * 10) / 10;
  return { calls: sorted.length, 'p50 ms': ms(percentile(sorted, 50)), 'p99 ms': ms(percentile(sorted, 99)), 'max ms': ms(sorted.at(-1) ?? Number.NaN) };
}

/** `/health` one call at a time, the next `HEALTH_EVERY_MS` after the last answered, until `until` settles. */
async function healthStream(url: string, until: Promise<unknown>) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      get(`${url}/health`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve());
      }).on('error', reject);
    });
    latencies.push(performance.now() - started);
    await sleep(HEALTH_EVERY_MS);
  }
  agent.destroy();
  return latencies;
}

/** `profileDir`: the server's CPU profile is written there (`node --cpu-prof`) when it stops. */
export async function benchDrawing({ profileDir }: { profileDir?: string } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'relais-bench-drawing-'));
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', ADMIN_PASSWORD: 'bench-admin-password' }, { notInherited: [], nodeArgs });
  try {
    const { data: environment } = (await (await fetch(`${server.url}/api/v1/services/runtime-environment`, { headers: { accept: 'application/json' } })).json()) as RuntimeEnvironmentAnswer;
    const paths = environment.pages.filter((page) => !page.requiresAuth).map((page) => page.path);
    // Every (page, language, device) once, the page changing fastest: 40 inputs never drawn before.
    const visits = LOCALES.flatMap((locale) => [PHONE, DESKTOP].flatMap((agent) => paths.map((path) => ({ path, locale, agent }))));
    const asked = visits.slice(0, CLIENTS * DOCUMENTS_EACH);

    const idle = await healthStream(server.url, sleep(IDLE_MS));

    let drawn = 0;
    const documentLatencies: number[] = [];
    const visitors = Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let i = 0; i < DOCUMENTS_EACH; i++) {
          const visit = asked[client * DOCUMENTS_EACH + i]!;
          const started = performance.now();
          const response = await fetch(`${server.url}${visit.path}?utm_campaign=bench-${client}-${i}-${Date.now()}`, {
            headers: { accept: 'text/html', 'accept-language': visit.locale, 'user-agent': visit.agent },
          });
          const html = await response.text();
          documentLatencies.push(performance.now() - started);
          if (!html.includes('<div id="root"></div>')) drawn++;
        }
      }),
    );
    const loaded = await healthStream(server.url, visitors);
    await visitors;

    console.log(`\nFirst-screen drawing (demo content, PGlite): ${CLIENTS} visitors × ${DOCUMENTS_EACH} documents, ${new Set(asked.map((visit) => visit.path)).size} public pages of ${paths.length} in ${LOCALES.length} languages × 2 devices, each with a fresh query string`);
    console.log(`Documents drawn on the server: ${drawn} of ${asked.length} (each input new to the memo, so each a drawing)`);
    console.table({
      '/health alone': summary(idle),
      '/health while drawing': { ...summary(loaded), target: 'p99 < 50 ms' },
      'documents (each drawn)': summary(documentLatencies),
    });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
