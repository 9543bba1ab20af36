/**
 * `npm run bench -- home`: the home page as a visitor gets it, on the seeded demo site (PGlite, a
 * new data directory): the HTML document's and the page call's req/s and p99 (autocannon), the
 * JavaScript the page downloads (gzip, as Chromium receives it), and a Lighthouse mobile run of the
 * page (the default mobile emulation and simulated throttling), three times, reporting the median;
 * then the same on each area page of the demo and a record's screen.
 * Targets (issue "pages built from blocks"): performance ≥ 90, accessibility 100, CLS < 0.1.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import type { z } from 'zod';
import type { runtimeEnvironmentAnswer } from '../../packages/domain/src/contracts/runtime-environment.ts';
import { startServerProcess } from '../../packages/server/src/test/server-process.ts';

type RuntimeEnvironmentAnswer = z.infer<typeof runtimeEnvironmentAnswer>;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = 3;

interface Chromium {
  port: number;
  stop(): Promise<void>;
}

/** Debian's Chromium, headless, with a DevTools port for Lighthouse. */
async function startChromium(): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'relais-lighthouse-'));
  const child = spawn(CHROMIUM, ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`Chromium stopped (code ${code}) before listening:\n${output}`)));
  });
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => {
          rmSync(profile, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** `pathOf(n)`: each request's own path (the n-th request's), else the URL's path every time. */
async function load(url: string, headers: Record<string, string>, pathOf?: (n: number) => string) {
  let sent = 0;
  const requests: autocannon.Request[] | undefined = pathOf ? [{ setupRequest: (request) => ({ ...request, path: pathOf(sent++) }) }] : undefined;
  const result = await autocannon({ url, connections: 10, duration: SECONDS, headers, ...(requests ? { requests } : {}) });
  return { 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, 'errors/non-2xx': `${result.errors}/${result.non2xx}` };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The pages Lighthouse runs on, when the demo has them: the home page, the area pages, a record's screen. */
const LIGHTHOUSE_PATHS = process.env.BENCH_LIGHTHOUSE_PATHS?.split(',') ?? ['/', '/blog', '/blog/voice-banking', '/articles', '/calendar'];

interface LighthouseRun {
  performance: number;
  accessibility: number;
  cls: number;
  lcp: number;
  tbt: number;
  fcp: number;
  scriptBytes: number;
  metaDescription: boolean;
}

/** Lighthouse's errors of its own trace recording, for which it says to run it again. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_LCP']);

/** One Lighthouse mobile run (default emulation, simulated throttling) of a page; a trace Lighthouse failed to record is taken again, twice at most. */
async function lighthouseRun(port: number, url: string, name: string, attempt = 1): Promise<LighthouseRun> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
  if (!result) throw new Error('Lighthouse gave no result.');
  const { lhr } = result;
  if (lhr.runtimeError && RETRIED_ERRORS.has(lhr.runtimeError.code) && attempt < 3) {
    console.log(`Lighthouse ${url}: ${lhr.runtimeError.code}, run again`);
    return lighthouseRun(port, url, name, attempt + 1);
  }
  // BENCH_LIGHTHOUSE_REPORTS=dir keeps each run's full report (to read the LCP breakdown and request chains).
  if (process.env.BENCH_LIGHTHOUSE_REPORTS) writeFileSync(join(process.env.BENCH_LIGHTHOUSE_REPORTS, `${name}.json`), JSON.stringify(lhr, null, 1));
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number; url?: string }[] } | undefined)?.items ?? [];
  const failed = Object.values(lhr.audits).filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0 && lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id));
  if (failed.length) console.log(`Lighthouse ${url}: accessibility audits failed: ${failed.map((audit) => audit.id).join(', ')}`);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    cls: numeric('cumulative-layout-shift'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    fcp: numeric('first-contentful-paint'),
    scriptBytes: items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    metaDescription: lhr.audits['meta-description']?.score === 1,
  };
}

export async function benchHome() {
  const dataDir = mkdtempSync(join(tmpdir(), 'relais-bench-home-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', ADMIN_PASSWORD: 'bench-admin-password' }, { notInherited: [] });
  try {
    const { data: environment } = (await (await fetch(`${server.url}/api/v1/services/runtime-environment`, { headers: { accept: 'application/json' } })).json()) as RuntimeEnvironmentAnswer;
    const home = environment.pages.find((page) => page.path === '/');
    if (!home) throw new Error('The seeded site has no home page.');
    const pageCall = `/api/v1/services/app-pages/${home.id}`;
    await load(server.url + '/', {});
    console.log(`\nHome page (demo content, PGlite, 10 connections, ${SECONDS} s each)`);
    console.table({
      'HTML document GET /': await load(server.url + '/', { accept: 'text/html', 'accept-encoding': 'br, gzip' }),
      // The address is part of what a first screen is drawn from: each request is a drawing of its own
      // (what a changed page costs its first visitor), where the row above reuses the page's drawing.
      'HTML document, drawn anew each time': await load(server.url + '/', { accept: 'text/html', 'accept-encoding': 'br, gzip' }, (n) => `/?visit=${n}`),
      [`page call GET ${pageCall.slice(0, 32)}…`]: await load(server.url + pageCall, { accept: 'application/vnd.api+json', 'accept-encoding': 'br, gzip' }),
    });

    const chromium = await startChromium();
    try {
      // The home page, then each area page and a record's screen: those the demo has (each answers 200).
      const paths: string[] = [];
      for (const path of LIGHTHOUSE_PATHS) if ((await fetch(server.url + path, { headers: { accept: 'text/html' } })).status === 200) paths.push(path);
      const summary: Record<string, Record<string, string | number>> = {};
      for (const path of paths) {
        const runs: LighthouseRun[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(chromium.port, server.url + path, `${path.replace(/\W+/g, '-')}-${i + 1}`));
        const pick = (key: Exclude<keyof LighthouseRun, 'metaDescription'>) => median(runs.map((run) => run[key]));
        if (path === '/') {
          console.log(`\nLighthouse mobile, home page: median of ${RUNS} runs (each: ${runs.map((run) => run.performance).join(', ')})`);
          console.table({
            performance: { median: pick('performance'), target: '≥ 90' },
            accessibility: { median: pick('accessibility'), target: '100' },
            'cumulative layout shift': { median: pick('cls').toFixed(3), target: '< 0.1' },
            'largest contentful paint ms': { median: Math.round(pick('lcp')), target: '' },
            'first contentful paint ms': { median: Math.round(pick('fcp')), target: '' },
            'total blocking time ms': { median: Math.round(pick('tbt')), target: '' },
            'JavaScript transferred KB': { median: (pick('scriptBytes') / 1024).toFixed(1), target: '' },
          });
        }
        summary[path] = {
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          CLS: pick('cls').toFixed(3),
          'LCP ms': Math.round(pick('lcp')),
          'JS KB': (pick('scriptBytes') / 1024).toFixed(1),
          'meta description': runs.every((run) => run.metaDescription) ? 'yes' : 'no',
        };
      }
      console.log(`\nLighthouse mobile, each page: median of ${RUNS} runs (targets: performance ≥ 90, accessibility 100, a meta description)`);
      console.table(summary);
    } finally {
      await chromium.stop();
    }
    // What the scripts weigh gzip -9 (the public page budget's measure), from the served files.
    const html = await (await fetch(`${server.url}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
    let entryBytes = 0;
    for (const src of scripts) entryBytes += gzipSync(Buffer.from(await (await fetch(new URL(src, server.url))).arrayBuffer()), { level: 9 }).length;
    console.log(`Home page entry scripts (before lazy chunks): ${(entryBytes / 1024).toFixed(1)} KB gzip -9 in ${scripts.length} file(s)`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
