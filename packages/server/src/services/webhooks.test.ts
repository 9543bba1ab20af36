import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook, publicLookup, webhookSignature, WEBHOOK_SIGNATURE_HEADER } from './webhooks.ts';

/** The webhook call of advanced-form workflows: signed, bounded in time, never to this machine or a private network outside tests. */
describe('calling a webhook', () => {
  let server: Server;
  let base: string;
  const bodies: { signature: string | undefined; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, answer) => {
      if (request.url === '/silent') return; // never answers
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        bodies.push({ signature: request.headers[WEBHOOK_SIGNATURE_HEADER] as string | undefined, body: Buffer.concat(chunks).toString('utf8') });
        answer.statusCode = request.url === '/moved' ? 302 : 200;
        answer.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts the payload as JSON, signed with HMAC-SHA256 of the body when a secret is set', async () => {
    expect(await postWebhook({ url: `${base}/ok`, secret: 'sixteen-characters', payload: { a: 1 }, allowInsecure: true })).toBe(200);
    expect(bodies.at(-1)).toEqual({ body: '{"a":1}', signature: webhookSignature('sixteen-characters', '{"a":1}') });
    expect(webhookSignature('key', 'body')).toMatch(/^sha256=[0-9a-f]{64}$/);
    await postWebhook({ url: `${base}/ok`, payload: { b: 2 }, allowInsecure: true });
    expect(bodies.at(-1)!.signature).toBeUndefined();
  });

  it('fails on a redirect and on an address that does not answer in time', async () => {
    await expect(postWebhook({ url: `${base}/moved`, payload: {}, allowInsecure: true })).rejects.toThrow('redirect (HTTP 302)');
    await expect(postWebhook({ url: `${base}/silent`, payload: {}, allowInsecure: true, timeoutMs: 200 })).rejects.toThrow('did not answer within 0.2 seconds');
  });

  it('refuses plain http and this machine outside tests, before any connection', async () => {
    const count = bodies.length;
    await expect(postWebhook({ url: `${base}/ok`, payload: {}, allowInsecure: false })).rejects.toThrow('not https');
    await expect(postWebhook({ url: 'https://127.0.0.1/ok', payload: {}, allowInsecure: false })).rejects.toThrow('private network');
    await expect(postWebhook({ url: 'https://[::1]/ok', payload: {}, allowInsecure: false })).rejects.toThrow('private network');
    // A name is checked on the address it resolves to, the one the connection is made to.
    await expect(postWebhook({ url: 'https://localhost/ok', payload: {}, allowInsecure: false })).rejects.toThrow(/^localhost resolves to .*private network\.$/);
    expect(bodies.length).toBe(count);
  });

  it.each([
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::127.0.0.1',
    '::',
    '64:ff9b::127.0.0.1',
    '2002:7f00:1::',
    'fec0::1',
    'fd00::1',
    'fe80::1',
  ])('refuses the IPv6 form [%s] of a private or loopback address before any connection', async (address) => {
    await expect(postWebhook({ url: `https://[${address}]/ok`, payload: {}, allowInsecure: false })).rejects.toThrow(/is an address of this machine or a private network\.$/);
  });

  it('refuses a name once it resolves to this machine, whatever it looks like', async () => {
    const resolved = (hostname: string, all: boolean) =>
      new Promise<{ error: Error | null; address: unknown }>((resolve) => publicLookup(hostname, { all }, (error, address) => resolve({ error, address })));
    for (const all of [true, false]) {
      const { error } = await resolved('localhost', all);
      expect(error?.message).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), an address of this machine or a private network\.$/);
    }
  });
});
