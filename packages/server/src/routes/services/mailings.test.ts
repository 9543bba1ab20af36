import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { client, linkedDocument as document } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { backgroundJobs } from '../../db/system-tables.ts';
import { createThrough, systemContext, withTranslations } from '../../seed/operations.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** Sending a mailing template to the newsletter's subscribers (the back office's "Send"). */
describe.each(TEST_DATABASES)('sending a mailing on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let adminHeaders: Record<string, string>;
  let article: string;
  let draftArticle: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminHeaders = (await signIn(t, { isAdmin: true })).headers;
    admin = client(t, adminHeaders);
    const ctx = systemContext(t.database.db);
    const category = await createThrough(ctx, 'categories', { name: 'News' });
    article = await createThrough(ctx, 'articles', withTranslations({ status: 'published', publishedAt: new Date().toISOString() }, { title: { en: 'Eye gaze at school', fr: 'Le regard à l’école' } }), { category: ['categories', category] });
    draftArticle = await createThrough(ctx, 'articles', { title: 'Unfinished draft', status: 'draft' }, { category: ['categories', category] });
    await createThrough(ctx, 'light-users', { email: 'lea@example.org', locale: 'fr', hasMailSubscription: true });
    await createThrough(ctx, 'light-users', { email: 'not-subscribed@example.org', hasMailSubscription: false });
    const weekly = await signIn(t, { email: 'weekly@example.test' });
    const never = await signIn(t, { email: 'never@example.test' });
    const users = tablesOf('users').table;
    await t.database.db.update(users).set({ newsletterFrequencyId: 'weekly' }).where(eq(users.id, weekly.userId));
    await t.database.db.update(users).set({ newsletterFrequencyId: 'never' }).where(eq(users.id, never.userId));
  }, 60_000);
  afterAll(() => t.close());

  const newTemplate = async () => {
    const created = await admin.send(
      'POST',
      '/api/v1/mailing-templates',
      document('mailing-templates', { subject: 'Spring news', introText: '<p>Hello <strong>all</strong><script>x()</script></p>', outroText: '<p>See you soon</p>' }, {}),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const linked = await admin.send('PATCH', `/api/v1/mailing-templates/${id}`, {
      data: { type: 'mailing-templates', id, relationships: { articles: { data: [{ type: 'articles', id: article }, { type: 'articles', id: draftArticle }] } } },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    return id;
  };
  const send = (headers: Record<string, string>, id: string, body: unknown = { lastSentAt: null }) =>
    t.app.inject({ method: 'POST', url: `/api/v1/services/mailing-templates/${id}/send`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const deliverAll = async () => {
    while ((await t.app.jobs.runDue()) > 0);
  };
  const lastSentAtOf = async (id: string) => (await admin.get(`/api/v1/mailing-templates/${id}`)).json().data.attributes.lastSentAt as string | null;
  const mailsTo = (address: string) => t.app.mailer.capture!.to(address);

  it('sends the mailing to each subscriber in their language, with the published articles linked, and records the sending', async () => {
    const id = await newTemplate();
    const sent = await send(adminHeaders, id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().meta).toEqual({ recipientsCount: 2 });
    const lastSentAt = sent.json().data.attributes.lastSentAt;
    expect(lastSentAt).toEqual(expect.any(String));
    expect(await lastSentAtOf(id)).toBe(lastSentAt);
    await deliverAll();
    const member = mailsTo('weekly@example.test');
    expect(member).toHaveLength(1);
    expect(member[0]!.subject).toBe('Spring news');
    expect(member[0]!.html).toContain('<p>Hello <strong>all</strong></p>');
    expect(member[0]!.html).not.toContain('<script');
    expect(member[0]!.html).toContain(`<a href="${t.config.appUrl}/articles/${article}">Eye gaze at school</a>`);
    expect(member[0]!.html).not.toContain('Unfinished draft');
    expect(member[0]!.text).toContain('In this issue');
    const contact = mailsTo('lea@example.org');
    expect(contact).toHaveLength(1);
    expect(contact[0]!.html).toContain('Le regard à l’école');
    expect(contact[0]!.text).toContain('Dans ce numéro');
    for (const outside of ['not-subscribed@example.org', 'never@example.test']) expect(mailsTo(outside)).toEqual([]);
  });

  it('sends once when two sends of the same state come at once; the other is told it was sent meanwhile', async () => {
    const id = await newTemplate();
    const before = mailsTo('weekly@example.test').length;
    const answers = await Promise.all([send(adminHeaders, id), send(adminHeaders, id), send(adminHeaders, id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    await deliverAll();
    expect(mailsTo('weekly@example.test')).toHaveLength(before + 1);
    // Sending again is a new decision, made on the state the sender now sees.
    const again = await send(adminHeaders, id, { lastSentAt: await lastSentAtOf(id) });
    expect(again.statusCode, again.body).toBe(200);
    await deliverAll();
    expect(mailsTo('weekly@example.test')).toHaveLength(before + 2);
  });

  it('refuses a member, a visitor and a forged request, queueing nothing and leaving lastSentAt as it was', async () => {
    const id = await newTemplate();
    const member = await signIn(t);
    const contributor = await signIn(t, { roles: ['contributor'] });
    expect((await send(member.headers, id)).statusCode).toBe(403);
    expect((await send(contributor.headers, id)).statusCode).toBe(403);
    expect((await send(await visitorHeaders(t), id)).statusCode).toBe(401);
    const forged = await send({ cookie: adminHeaders.cookie! }, id);
    expect(forged.statusCode).toBe(419);
    expect(await lastSentAtOf(id)).toBeNull();
    expect(await t.database.db.select({ id: backgroundJobs.id }).from(backgroundJobs).where(eq(backgroundJobs.kind, 'mail'))).toEqual([]);
  });

  it('answers 422 naming the field for a bad body, and 404 for a template that does not exist', async () => {
    const id = await newTemplate();
    const bad = await send(adminHeaders, id, { lastSentAt: 'yesterday' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ source: { pointer: '/lastSentAt' } });
    const extra = await send(adminHeaders, id, { lastSentAt: null, to: 'someone@example.org' });
    expect(extra.json().errors[0]).toMatchObject({ source: { pointer: '/to' }, code: 'validation.unknown_field' });
    expect((await send(adminHeaders, '7d0c7a51-3c62-4d3b-8a33-3a1b64f5a2f1')).statusCode).toBe(404);
    expect((await send(adminHeaders, 'nope')).statusCode).toBe(404);
    expect(await lastSentAtOf(id)).toBeNull();
  });

  it('answers 422 when nobody is subscribed, and records no sending', async () => {
    const id = await newTemplate();
    const lightUsers = tablesOf('light-users').table;
    const users = tablesOf('users').table;
    await t.database.db.update(lightUsers).set({ hasMailSubscription: false });
    await t.database.db.update(users).set({ newsletterFrequencyId: 'never' });
    const refused = await send(adminHeaders, id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({ code: 'validation.no_recipients', source: { pointer: '/recipients' } });
    expect(await lastSentAtOf(id)).toBeNull();
  });
});
