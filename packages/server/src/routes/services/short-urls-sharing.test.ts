import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { createdAs } from '../../test/community.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** Sharing: `POST /api/v1/services/short-urls` gives a path of the site its `/s/{token}`. */
describe.each(TEST_DATABASES)('sharing by short URL on %s', (databaseKind) => {
  let t: TestApp;
  let member: SignedIn;
  let stranger: SignedIn;
  let categoryId: string;
  const share = (who: SignedIn | null, body: unknown, headers: Record<string, string> = {}) => client(t, { ...(who?.headers ?? {}), ...headers }).send('POST', '/api/v1/services/short-urls', body);

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    member = await signIn(t);
    stranger = await signIn(t);
    categoryId = await createThrough(systemContext(t.database.db), 'forum-categories', { name: 'General' });
  }, 60_000);
  afterAll(() => t.close());

  it('makes one token per path, which /s/{token} resolves, for the item’s readers', async () => {
    const subjectId = await createdAs(client(t, member.headers), 'forum-subjects', { title: 'Talk' }, { category: ['forum-categories', categoryId] });
    const path = `/forum/${subjectId}?tab=messages#latest`;
    const made = await share(member, { path, item: { type: 'forum-subjects', id: subjectId } });
    expect(made.statusCode).toBe(201);
    const { token, url } = made.json().data.attributes as { token: string; url: string };
    expect(url).toBe(path);
    expect(token).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const again = await share(stranger, { path, item: { type: 'forum-subjects', id: subjectId } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.attributes.token).toBe(token);
    expect((await client(t).get(`/api/v1/services/short-urls/${token}`)).json().data.attributes.url).toBe(path);
    // Many at once still agree on one token.
    const burst = await Promise.all(Array.from({ length: 5 }, () => share(member, { path: '/forum/burst' })));
    expect(new Set(burst.map((response) => response.json().data.attributes.token)).size).toBe(1);
    expect(burst.filter((response) => response.statusCode === 201)).toHaveLength(1);
  });

  it('refuses an item the caller may not read, or that is not there', async () => {
    // A member's reminder is theirs alone.
    const hidden = await createdAs(client(t, member.headers), 'reminders', { title: 'Mine', remindAt: '2030-01-01T09:00:00.000Z' });
    expect((await share(stranger, { path: '/mine', item: { type: 'reminders', id: hidden } })).statusCode).toBe(404);
    expect((await share(member, { path: '/mine', item: { type: 'reminders', id: hidden } })).statusCode).toBe(201);
    expect((await share(stranger, { path: '/forum/none', item: { type: 'forum-subjects', id: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(404);
    expect((await share(stranger, { path: '/x', item: { type: 'no-such-kind', id: 'x' } })).statusCode).toBe(404);
  });

  it('takes only a path of this site, naming the field, and asks for the anti-forgery token', async () => {
    for (const path of ['//evil.example/', 'https://evil.example/', 'javascript:alert(1)', '/a b', '', `/${'a'.repeat(2048)}`]) {
      const refused = await share(member, { path });
      expect(refused.statusCode, path).toBe(422);
      expect(errorsOf(refused)[0]).toMatchObject({ pointer: '/path' });
    }
    expect(errorsOf(await share(member, { path: '/ok', extra: 1 }))[0]).toMatchObject({ pointer: '/extra' });
    const { 'x-xsrf-token': _token, ...withoutToken } = member.headers;
    expect((await client(t, withoutToken).send('POST', '/api/v1/services/short-urls', { path: '/forged' })).statusCode).toBe(419);
  });

  it('is rate-limited per user', async () => {
    const busy = await signIn(t);
    const answers = [];
    for (let index = 0; index < 31; index++) answers.push((await share(busy, { path: `/busy/${index}` })).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
