import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname, 'server.ts');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function waitFor(url: string, child: ChildProcess, output: () => string = () => '') {
  // Migrating and seeding the demo content (its files included) takes a while on a loaded machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped with code ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'relais-server-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start on a wrong setting, naming it', async () => {
    const { child, output } = start({ DATA_DIR: dataDir, PORT: 'not-a-port' });
    expect(await exited(child)).toBe(1);
    expect(output()).toContain('PORT');
  });

  it('migrates, seeds, prints the admin sign-in, stops cleanly on SIGTERM and keeps its rows across a restart', async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ADMIN_EMAIL: 'owner@example.test', ADMIN_PASSWORD: 'a long enough password' };
    const first = start(env);
    await waitFor(`http://127.0.0.1:${port}/health`, first.child, first.output);
    expect(first.output()).toContain('owner@example.test');
    const runtime = (await (await fetch(`http://127.0.0.1:${port}/api/v1/services/runtime-environment`)).json()) as { data: { pages: unknown[] } };
    const pagesBefore = runtime.data.pages.length;
    expect(pagesBefore).toBeGreaterThan(0);
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);

    const second = start(env);
    await waitFor(`http://127.0.0.1:${port}/health`, second.child, second.output);
    const again = (await (await fetch(`http://127.0.0.1:${port}/api/v1/services/runtime-environment`)).json()) as { data: { pages: unknown[] } };
    expect(again.data.pages.length).toBe(pagesBefore);
    // Seeded once: the second start finds users and prints no new sign-in.
    expect(second.output()).not.toContain('Admin sign-in');
    second.child.kill('SIGINT');
    expect(await exited(second.child)).toBe(0);
  }, 400_000);

  it('logs readable lines in development and JSON lines in production', async () => {
    const logLines = async (env: Record<string, string>): Promise<string[]> => {
      const port = await freePort();
      const server = start({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env });
      try {
        await waitFor(`http://127.0.0.1:${port}/health`, server.child, server.output);
      } catch (error) {
        // Another test of the parallel suite may take the free port between the probe and the listen.
        if (server.output().includes('EADDRINUSE')) return logLines(env);
        throw error;
      }
      server.child.kill('SIGTERM');
      expect(await exited(server.child)).toBe(0);
      return server.output().split('\n').filter((line) => line.includes('Server listening'));
    };
    const development = await logLines({ NODE_ENV: 'development' });
    expect(development.length).toBeGreaterThan(0);
    expect(development.every((line) => !line.trimStart().startsWith('{') && line.includes('INFO'))).toBe(true);
    const production = await logLines({ NODE_ENV: 'production', SESSION_SECRET: 'a production secret of at least 32 characters' });
    expect(production.length).toBeGreaterThan(0);
    expect(production.map((line) => JSON.parse(line) as { level: number; msg: string })).toEqual(expect.arrayContaining([expect.objectContaining({ level: 30 })]));
  }, 400_000);
});
