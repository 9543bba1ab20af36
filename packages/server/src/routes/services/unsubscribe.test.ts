import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { client, linkedDocument as document } from '../../jsonapi/testing.ts';
import type { CapturedMail } from '../../mail/capture.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { unsubscribeLinks } from '../../services/newsletter-unsubscribe.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/**
 * A mailing's unsubscribe link (RFC 2369 and 8058 headers, a signed link per recipient): the screen's
 * address in the body, the one-click POST in the header; a forged link changes nothing.
 */
describe.each(TEST_DATABASES)('unsubscribing from mailings on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let contact: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { isAdmin: true });
    member = await signIn(t, { email: 'monthly@example.test' });
    await t.database.db.update(tablesOf('users').table).set({ newsletterFrequencyId: 'monthly' }).where(eq(tablesOf('users').table.id, member.userId));
    contact = await createThrough(systemContext(t.database.db), 'light-users', { email: 'ana@example.org', locale: 'ro', hasMailSubscription: true });
  }, 60_000);
  afterAll(() => t.close());

  /** Sends a new mailing and answers the mail each address got. */
  async function sendMailing(): Promise<(address: string) => CapturedMail> {
    const created = await client(t, admin.headers).send('POST', '/api/v1/mailing-templates', document('mailing-templates', { subject: 'Autumn news', introText: '<p>Hello</p>' }, {}));
    expect(created.statusCode, created.body).toBe(201);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/services/mailing-templates/${created.json().data.id}/send`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ lastSentAt: null }),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    while ((await t.app.jobs.runDue()) > 0);
    return (address) => t.app.mailer.capture!.to(address).at(-1)!;
  }
  const linkIn = (mail: CapturedMail) => new URL(/href="([^"]*unsubscribe[^"]*)"/.exec(mail.html)![1]!.replace(/&#38;/g, '&'));
  const oneClickOf = (mail: CapturedMail) => new URL(/^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!);
  /** A mail client's one-click POST: no cookie, no anti-forgery token, the RFC 8058 form body. */
  const oneClick = (url: string, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click', ...(remoteAddress ? { remoteAddress } : {}) });
  const isContactSubscribed = async () => (await t.database.db.select().from(tablesOf('light-users').table).where(eq(tablesOf('light-users').table.id, contact)))[0]!.hasMailSubscription;
  const memberFrequency = async () => (await t.database.db.select().from(tablesOf('users').table).where(eq(tablesOf('users').table.id, member.userId)))[0]!.newsletterFrequencyId;

  it('gives every mail its own signed link to the confirming screen and the one-click headers', async () => {
    const mailTo = await sendMailing();
    const toMember = mailTo('monthly@example.test');
    const page = linkIn(toMember);
    expect(`${page.origin}${page.pathname}`).toBe(`${t.config.appUrl}/services/unsubscribe/${member.userId}`);
    expect(page.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
    expect(toMember.html).toContain('Unsubscribe from this newsletter</a>');
    expect(toMember.text).toContain(`Unsubscribe from this newsletter: ${page.href}`);
    expect(toMember.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const header = oneClickOf(toMember);
    expect(`${header.origin}${header.pathname}`).toBe(`${t.config.appUrl}/api/v1/services/users/${member.userId}/unsubscribe`);
    expect(header.searchParams.get('signature')).toBe(page.searchParams.get('signature'));
    const toContact = mailTo('ana@example.org');
    expect(linkIn(toContact).pathname).toBe(`/services/light-users/unsubscribe/${contact}`);
    expect(toContact.html).toContain('Dezabonează-te de la acest buletin informativ</a>');
    expect(linkIn(toContact).searchParams.get('signature')).not.toBe(page.searchParams.get('signature'));
    // Each screen opens in its mail's language.
    expect(linkIn(toContact).searchParams.get('lang')).toBe('ro');
    expect(page.searchParams.get('lang')).toBe(t.config.defaultLocale);
  });

  it('refuses an altered or missing signature, or one moved to another recipient, changing nothing', async () => {
    const mailTo = await sendMailing();
    const header = oneClickOf(mailTo('monthly@example.test'));
    const signature = header.searchParams.get('signature')!;
    const altered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `${header.pathname}?signature=${altered}`,
      header.pathname,
      `/api/v1/services/light-users/${contact}/unsubscribe?signature=${signature}`,
      `/api/v1/services/light-users/${member.userId}/unsubscribe?signature=${signature}`,
    ]) {
      const refused = await oneClick(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().errors[0]).toMatchObject({ code: 'unsubscribe_link_invalid', source: { parameter: 'signature' } });
    }
    expect(await memberFrequency()).toBe('monthly');
    expect(await isContactSubscribed()).toBe(true);
  });

  it('lets a GET of the header’s link only lead to the confirming screen, and refuses a forged one', async () => {
    const mailTo = await sendMailing();
    const header = oneClickOf(mailTo('ana@example.org'));
    const opened = await t.app.inject({ method: 'GET', url: `${header.pathname}${header.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/services/light-users/unsubscribe/${contact}${header.search}`);
    const forged = await t.app.inject({ method: 'GET', url: `${header.pathname}?signature=forged` });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errors[0]).toMatchObject({ code: 'unsubscribe_link_invalid' });
    expect(await isContactSubscribed()).toBe(true);
  });

  it('unsubscribes with the one-click POST, without a session or token, and a second time is no error', async () => {
    const mailTo = await sendMailing();
    const toContact = oneClickOf(mailTo('ana@example.org'));
    const first = await oneClick(`${toContact.pathname}${toContact.search}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ meta: { wasSubscribed: true } });
    expect(await isContactSubscribed()).toBe(false);
    const again = await oneClick(`${toContact.pathname}${toContact.search}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ meta: { wasSubscribed: false } });

    // The screen's button: a JSON call from the page, its cookies ignored.
    const page = linkIn(mailTo('monthly@example.test'));
    const url = `/api/v1/services/users/${member.userId}/unsubscribe${page.search}`;
    const confirmed = await t.app.inject({ method: 'POST', url, headers: { cookie: admin.headers.cookie! } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await memberFrequency()).toBe('never');
    // Nobody is left: the next mailing has no recipient.
    const created = await client(t, admin.headers).send('POST', '/api/v1/mailing-templates', document('mailing-templates', { subject: 'Winter news' }, {}));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/services/mailing-templates/${created.json().data.id}/send`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ lastSentAt: null }),
    });
    expect(refused.json().errors[0]).toMatchObject({ code: 'validation.no_recipients' });
  });

  it('takes the whole address off: a member’s link also ends the light user with the same address', async () => {
    const twin = await createThrough(systemContext(t.database.db), 'light-users', { email: 'Twin@Example.org', hasMailSubscription: true });
    const person = await signIn(t, { email: 'twin@example.org' });
    await t.database.db.update(tablesOf('users').table).set({ newsletterFrequencyId: 'weekly' }).where(eq(tablesOf('users').table.id, person.userId));
    const mailTo = await sendMailing();
    const header = oneClickOf(mailTo('twin@example.org'));
    expect(header.pathname).toBe(`/api/v1/services/users/${person.userId}/unsubscribe`);
    expect((await oneClick(`${header.pathname}${header.search}`)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(tablesOf('light-users').table).where(eq(tablesOf('light-users').table.id, twin));
    expect(row!.hasMailSubscription).toBe(false);
  });

  it('limits the calls of one address (60 a minute), valid or not, with a 429 that says when to try again; other addresses go on', async () => {
    const someone = await createThrough(systemContext(t.database.db), 'light-users', { email: 'someone@example.org', hasMailSubscription: true });
    const link = new URL(unsubscribeLinks(t.config, { kind: 'light-users', id: someone }).oneClick);
    const forged = `${link.pathname}?signature=${'A'.repeat(43)}`;
    const statuses = [];
    for (let call = 0; call < 60; call++) statuses.push((await oneClick(forged, '203.0.113.7')).statusCode);
    expect(new Set(statuses)).toEqual(new Set([403]));
    const refused = await oneClick(`${link.pathname}${link.search}`, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toContain('application/vnd.api+json');
    expect(refused.json().errors).toEqual([{ status: '429', code: 'too_many_requests', title: 'Too many requests', detail: expect.stringMatching(/^Too many attempts; try again in \d+ seconds\.$/) }]);
    // Nothing changed while refused; from another address the same link still works.
    expect((await t.database.db.select().from(tablesOf('light-users').table).where(eq(tablesOf('light-users').table.id, someone)))[0]!.hasMailSubscription).toBe(true);
    const fine = await oneClick(`${link.pathname}${link.search}`, '203.0.113.8');
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json()).toEqual({ meta: { wasSubscribed: true } });
  });

  it('limits the calls with one recipient’s link (10 an hour) from any address, and forged ones do not spend it', async () => {
    const recipient = await createThrough(systemContext(t.database.db), 'light-users', { email: 'often@example.org', hasMailSubscription: true });
    const link = new URL(unsubscribeLinks(t.config, { kind: 'light-users', id: recipient }).oneClick);
    for (let call = 0; call < 20; call++) expect((await oneClick(`${link.pathname}?signature=forged`, `198.51.100.${call + 1}`)).statusCode).toBe(403);
    const statuses = [];
    for (let call = 0; call < 10; call++) statuses.push((await oneClick(`${link.pathname}${link.search}`, `192.0.2.${call + 1}`)).statusCode);
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
    const refused = await oneClick(`${link.pathname}${link.search}`, '192.0.2.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0]).toMatchObject({ code: 'too_many_requests' });
    // Another recipient's link is not held up.
    const other = new URL(unsubscribeLinks(t.config, { kind: 'users', id: member.userId }).oneClick);
    expect((await oneClick(`${other.pathname}${other.search}`, '192.0.2.99')).statusCode).toBe(200);
  });
});
