import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { TEST_DATABASES } from '../test/databases.ts';

/** A header line long enough that, a byte every 250 ms, it takes the client about 30 s to send. */
const SLOW_HEADER = `X-Slow: ${'s'.repeat(110)}\r\n`;

/**
 * A slowloris client: opens a connection and sends a request's headers one byte at a time. Resolves
 * with whether the server closed the connection before the headers were all sent.
 */
function slowloris(port: number) {
  return new Promise<{ closedByServer: boolean }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const bytes = Buffer.from(`GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n${SLOW_HEADER}\r\n`);
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearInterval(timer);
      resolve({ closedByServer: sent < bytes.length });
      socket.destroy();
    };
    socket.on('error', () => undefined);
    socket.on('close', done);
    // An answer means the headers got through: the server waited for them all.
    socket.on('data', done);
    socket.on('connect', () => {
      timer = setInterval(() => {
        if (sent < bytes.length) socket.write(bytes.subarray(sent, ++sent));
      }, 250);
    });
  });
}

describe.each(TEST_DATABASES)('slow clients on %s', (kind) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // The limits scaled down for the test; the defaults are the README's.
    t = await createTestApp(kind, { env: { HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('drops 50 connections that send their headers too slowly, and still answers a normal request meanwhile', async () => {
    const slow = Array.from({ length: 50 }, () => slowloris(port));
    const normal = await fetch(`http://127.0.0.1:${port}/health`);
    expect(normal.status).toBe(200);
    const outcomes = await Promise.all(slow);
    expect(outcomes.filter((outcome) => !outcome.closedByServer)).toEqual([]);
  }, 90_000);
});
