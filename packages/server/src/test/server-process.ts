/**
 * The real server (`server.ts`, as `npm start` runs it) as a process of its own: the one helper of the
 * server's process tests (shutdown, killed worker, connection faults) and of the bench. It lives here,
 * with the server's test helpers; the bench imports it from here as it imports the server's database
 * helpers (only the web and the domain have import rules, and neither imports this).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const SERVER_ENTRY = join(import.meta.dirname, '..', 'server.ts');

/** The session secret every server process is given, so a test can make its sessions. */
export const SERVER_PROCESS_SESSION_SECRET = 'a child server secret of at least 32 characters';

/**
 * Variables of the starting process's environment a test's server does not inherit unless the test
 * gives them: its database is the test's own (PGlite when none is given), and its rate limits stay in
 * its memory (a shared Redis would count its calls together with every other test's from 127.0.0.1).
 */
export const NOT_INHERITED_BY_TESTS = ['DATABASE_URL', 'REDIS_URL'];

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  isAlive(): boolean;
  /** Its exit code (null when ended by a signal). */
  exited: Promise<number | null>;
  /** SIGTERM (a graceful stop), then SIGKILL if it has not ended within `timeoutMs`. */
  stop(timeoutMs?: number): Promise<void>;
  /** SIGKILL, at once. */
  kill(): Promise<void>;
}

export interface ServerProcessOptions {
  /** Node's own arguments (`--cpu-prof`, `--expose-gc`, `--import`…), after `--import tsx` (so a `.ts` module may be imported). */
  nodeArgs?: string[];
  /** Variables of this process's environment left out unless `env` gives them; the bench passes `[]`. */
  notInherited?: string[];
}

/**
 * Starts the server on a free port of the loopback address, in production mode (JSON log lines a test
 * can read), without the demo unless `env` asks for it; resolves once `/health` answers.
 */
export async function startServerProcess(env: Record<string, string>, { nodeArgs = [], notInherited = NOT_INHERITED_BY_TESTS }: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !notInherited.includes(name)));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, SERVER_ENTRY], {
    env: { ...inherited, NODE_ENV: 'production', LOG_LEVEL: 'warn', SESSION_SECRET: SERVER_PROCESS_SESSION_SECRET, HOST: '127.0.0.1', PORT: String(port), SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const isAlive = () => child.exitCode === null && child.signalCode === null;
  const kill = async () => {
    if (isAlive()) child.kill('SIGKILL');
    await exited;
  };
  const server: ServerProcess = {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    isAlive,
    exited,
    async stop(timeoutMs = 15_000) {
      if (!isAlive()) return void (await exited);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
    kill,
  };
  for (let i = 0; i < 1200; i++) {
    if (!isAlive()) throw new Error(`the server stopped (code ${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${server.url}/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await kill();
  throw new Error(`the server never answered:\n${output}`);
}
