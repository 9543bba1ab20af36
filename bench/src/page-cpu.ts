/**
 * `npm run bench -- page-cpu [path,path…]`: the main thread's JavaScript time of a phone's visit, per
 * script and per function, from a V8 CPU profile of the page's renderer (Chromium, mobile viewport,
 * no throttling), the median of BENCH_PAGE_RUNS loads (3) of each path of the demo. What Lighthouse's
 * Total Blocking Time scales: the figures say which code to shrink or defer. Absolute times follow the
 * machine's load; the shares are what to read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServerProcess } from '../../packages/server/src/test/server-process.ts';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);
const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const fileOf = (url: string) => url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '(document) ');

/** Busy time (idle and program left out) by script that started the work, and by function. */
function summarise(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const scripts = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    const micros = profile.timeDeltas[i] ?? 0;
    busy += micros;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url ? `${fileOf(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + micros);
    let at: number | undefined = id;
    let outer = frame.functionName;
    while (at !== undefined) {
      const url = byId.get(at)!.callFrame.url;
      if (url) outer = fileOf(url);
      at = parent.get(at);
    }
    scripts.set(outer, (scripts.get(outer) ?? 0) + micros);
  });
  return { busy, scripts, functions };
}

export async function benchPageCpu(paths: string[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'relais-bench-page-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', ADMIN_PASSWORD: 'bench-admin-password' }, { notInherited: [] });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
  try {
    for (const path of paths) {
      const runs: ReturnType<typeof summarise>[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, userAgent: PHONE });
        await context.addCookies([{ name: 'cookies_consent', value: encodeURIComponent(JSON.stringify({ youtube: false, vimeo: false })), url: server.url }]);
        const page = await context.newPage();
        // A page of the same site first, so the profiled renderer is the one that loads the path.
        await page.goto(`${server.url}/health`);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
        await page.goto(server.url + path, { waitUntil: 'load' });
        await page.waitForTimeout(3000);
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
        runs.push(summarise(profile));
        await context.close();
      }
      const ms = (micros: number) => Math.round(micros / 1000);
      const medianOf = (pick: (run: ReturnType<typeof summarise>) => Map<string, number>, key: string) => median(runs.map((run) => pick(run).get(key) ?? 0));
      const keys = (pick: (run: ReturnType<typeof summarise>) => Map<string, number>) => [...new Set(runs.flatMap((run) => [...pick(run).keys()]))];
      const top = (pick: (run: ReturnType<typeof summarise>) => Map<string, number>, count: number) =>
        Object.fromEntries(
          keys(pick)
            .map((key) => [key, medianOf(pick, key)] as const)
            .sort((a, b) => b[1] - a[1])
            .slice(0, count)
            .map(([key, micros]) => [key.slice(0, 100), { ms: ms(micros) }]),
        );
      console.log(`\n${path}: main-thread JavaScript of a phone's visit, median of ${RUNS} loads: ${ms(median(runs.map((run) => run.busy)))} ms busy (runs: ${runs.map((run) => ms(run.busy)).join(', ')})`);
      console.table(top((run) => run.scripts, 12));
      console.table(top((run) => run.functions, Number(process.env.BENCH_TOP ?? 25)));
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
