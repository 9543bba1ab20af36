import { createServer, Socket } from 'node:net';
import type { Server } from 'node:net';

/**
 * A TCP relay between the app and its database that a test can break for real: `pause` stops
 * forwarding (the database seems to stop answering, connections stay open), `resume` lets the held
 * bytes through, `refuse` closes every connection and the port (connection refused), `reopen`
 * listens again on the same port.
 */
export interface TcpRelay {
  port: number;
  pause(): void;
  resume(): void;
  refuse(): Promise<void>;
  reopen(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const sockets = new Set<Socket>();
  const paused = new Set<Socket>();
  let isPaused = false;
  const hold = (socket: Socket) => {
    paused.add(socket);
    if (isPaused) socket.pause();
  };
  const accept = (client: Socket) => {
    const upstream = new Socket();
    upstream.connect(target.port, target.host);
    for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
      sockets.add(from);
      hold(from);
      from.on('data', (chunk) => to.write(chunk));
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        paused.delete(from);
        to.destroy();
      });
    }
  };
  let server: Server = createServer(accept);
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as { port: number }).port;
  const closeAll = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return {
    port,
    pause() {
      isPaused = true;
      for (const socket of paused) socket.pause();
    },
    resume() {
      isPaused = false;
      for (const socket of paused) socket.resume();
    },
    refuse: closeAll,
    async reopen() {
      server = createServer(accept);
      await listen(port);
    },
    close: closeAll,
  };
}
