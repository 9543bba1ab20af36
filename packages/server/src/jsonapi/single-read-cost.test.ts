import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { client } from './testing.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn } from '../test/auth.ts';
import type { SignedIn } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { tablesOf } from '../services/tables.ts';

/**
 * What a single read costs: one statement for the row, whatever the reader may see of its to-ones and
 * may do with it (read beside it, as a list's rows), and none for a publishable's author (read
 * beside it too, `besideRow`); a write's answer, read otherwise, names the same author.
 */
describe.each(TEST_DATABASES)('the cost of a single read on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let statements: string[] = [];
  let post = '';

  beforeAll(async () => {
    // No job worker: its polls would be counted as the requests' statements.
    t = await createTestApp(kind, { env: { JOB_POLL_MS: '0' }, onQuery: (text) => statements.push(text) });
    admin = await signIn(t, { isAdmin: true });
    member = await signIn(t);
    const users = tablesOf('users').table;
    await t.database.db.update(users).set({ firstName: 'Ada', lastName: 'Writer' }).where(eq(users.id, admin.userId));
    const created = await client(t, admin.headers).send('POST', '/api/v1/blog-posts', {
      data: { type: 'blog-posts', attributes: { title: 'Costed', content: '<p>Body</p>', publishedAt: new Date(Date.now() - 60_000).toISOString() } },
    });
    expect(created.statusCode, created.body).toBe(201);
    post = created.json().data.id;
  }, 120_000);
  afterAll(() => t.close());

  async function read(url: string) {
    statements = [];
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return { statements: statements.filter((text) => /^\s*select/i.test(text)), body: response.json() };
  }

  it('reads a publishable as a visitor in one statement, its author and its to-ones’ visibility beside the row', async () => {
    const { statements: sent, body } = await read(`/api/v1/blog-posts/${post}`);
    expect(body.data.attributes.authorName).toBe('Ada Writer');
    expect(sent, sent.join('\n')).toHaveLength(1);
  });

  it('names the same author in a write’s answer, whose row is read without the values beside it', async () => {
    const patched = await client(t, admin.headers).send('PATCH', `/api/v1/blog-posts/${post}`, { data: { type: 'blog-posts', id: post, attributes: { title: 'Costed again' } } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.attributes.authorName).toBe('Ada Writer');
    const { body } = await read(`/api/v1/blog-posts/${post}`);
    expect(body.data.attributes.authorName).toBe('Ada Writer');
  });

  it('tells each reader what they may do with the row', async () => {
    const members = await t.app.inject({ method: 'GET', url: `/api/v1/blog-posts/${post}`, headers: member.headers });
    expect(members.statusCode, members.body).toBe(200);
    expect(members.json().data.meta.permissions).toMatchObject({ update: false, delete: false });
    const admins = await t.app.inject({ method: 'GET', url: `/api/v1/blog-posts/${post}`, headers: admin.headers });
    expect(admins.json().data.meta.permissions).toMatchObject({ update: true, restore: true });
  });
});
