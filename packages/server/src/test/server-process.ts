import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const SERVER = join(import.meta.dirname, '..', 'server.ts');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  isAlive(): boolean;
  stop(): Promise<void>;
}

/** The real server (`server.ts`) as a process of its own, once its health check answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  // Rate limits stay the process's own (in memory) unless a test asks for Redis: a shared Redis would
  // count this process's calls together with every other test's from the same address.
  const { REDIS_URL: _shared, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...inherited, NODE_ENV: 'production', SESSION_SECRET: 'server-process-secret-server-process-secret', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), JOB_POLL_MS: '200', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`The server stopped (code ${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 1200) throw new Error(`The server did not answer in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const isAlive = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    child,
    output: () => output,
    isAlive,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!isAlive()) return resolve();
        child.on('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
