import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resourceTables } from './db/schema.ts';
import { backgroundJobs } from './db/system-tables.ts';
import { childDatabase, childSession, until } from './test/child-server.ts';
import type { ChildDatabase } from './test/child-server.ts';
import { startServerProcess } from './test/server-process.ts';
import type { ServerProcess } from './test/server-process.ts';
import { TEST_DATABASES } from './test/databases.ts';

/**
 * A JSON:API POST sent in two parts: the headers and half the body now, the rest when `finish` is
 * called; until then the server holds it unanswered (in flight, by construction).
 */
function halfSentPost(url: string, headers: Record<string, string>, document: object, agent: Agent) {
  const body = Buffer.from(JSON.stringify(document));
  const req = httpRequest(url, { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/vnd.api+json', 'content-length': String(body.length) } });
  const answer = new Promise<number | string>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  req.write(body.subarray(0, body.length >> 1));
  return { answer, finish: () => req.end(body.subarray(body.length >> 1)) };
}

const logLines = (server: ServerProcess, message: string) => server.output().split('\n').filter((line) => line.includes(`"msg":"${message}"`)).length;

describe.each(TEST_DATABASES)('a stopped server on %s', (kind) => {
  let database: ChildDatabase;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.kill();
    server = undefined;
    await database.remove();
  });

  it('answers every request in flight at SIGTERM, keeps what they wrote, closes their connections and exits 0', async () => {
    database = await childDatabase(kind);
    let handle = await database.open();
    const headers = await childSession(handle);
    await handle.close();
    server = await startServerProcess({ ...database.env, LOG_LEVEL: 'info' });
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    const received = logLines(server, 'incoming request');
    const names = Array.from({ length: 64 }, (_, i) => `In flight ${i}`);
    const posts = names.map((name) => halfSentPost(`${server!.url}/api/v1/tags`, headers, { data: { type: 'tags', attributes: { name } } }, agent));
    await until(() => logLines(server!, 'incoming request') >= received + names.length, 'the server received the 64 requests');
    server.child.kill('SIGTERM');
    await until(() => logLines(server!, 'stopping: finishing the requests in flight') > 0, 'the server began to stop');
    for (const post of posts) post.finish();
    expect(await Promise.all(posts.map((post) => post.answer))).toEqual(names.map(() => 201));
    // Within the deadline: past it the exit code is 1.
    expect(await server.exited).toBe(0);
    agent.destroy();

    handle = await database.open();
    const tags = resourceTables.get('tags')!.table;
    const kept = await handle.db.select({ id: tags.id }).from(tags);
    await handle.close();
    expect(kept).toHaveLength(names.length);
  }, 180_000);

  it('sends the mail job in hand and leaves the others pending, never failed', async () => {
    database = await childDatabase(kind);
    const handle = await database.open();
    const total = 300;
    await handle.db.insert(backgroundJobs).values(Array.from({ length: total }, (_, i) => ({ kind: 'mail', payload: { to: `reader-${i}@example.test`, subject: `Mail ${i}`, text: 'Hello', html: '<p>Hello</p>' } })));
    await handle.close();
    // No SMTP_URL: mail goes to the local catcher, which keeps each as a file under DATA_DIR/mail.
    const mailDir = join(database.dataDir, 'mail');
    const sent = () => (existsSync(mailDir) ? readdirSync(mailDir).length : 0);
    server = await startServerProcess({ ...database.env, JOB_POLL_MS: '50' });
    await until(() => sent() > 0, 'the worker sent its first mail');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const after = await database.open();
    const left = await after.db.select({ attempts: backgroundJobs.attempts, lastError: backgroundJobs.lastError, lockedUntil: backgroundJobs.lockedUntil }).from(backgroundJobs);
    await after.close();
    expect(left.filter((job) => job.lastError !== null)).toEqual([]);
    expect(left.every((job) => job.attempts === 0 && job.lockedUntil === null)).toBe(true);
    expect(sent() + left.length).toBe(total);
  }, 120_000);

  it('closes a connection whose upload body it refused unread, and exits 0', async () => {
    database = await childDatabase(kind);
    const handle = await database.open();
    const headers = await childSession(handle);
    await handle.close();
    server = await startServerProcess({ ...database.env, FILE_MAX_BYTES: '1024' });
    // A file larger than allowed, announced with a body that is sent only in part: tus answers 413 at once.
    const socket = connect(server.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    const head = [
      'POST /api/v1/services/uploads HTTP/1.1',
      `Host: 127.0.0.1:${server.port}`,
      `Cookie: ${headers.cookie}`,
      `X-XSRF-TOKEN: ${headers['x-xsrf-token']}`,
      'Tus-Resumable: 1.0.0',
      'Upload-Length: 5000000',
      `Upload-Metadata: filename ${Buffer.from('large.pdf').toString('base64')}`,
      'Content-Type: application/offset+octet-stream',
      'Content-Length: 5000000',
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n${'x'.repeat(1000)}`);
    await until(() => answer.includes('\r\n\r\n'), 'the server answered');
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).toContain('connection: close');
    await closed;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
