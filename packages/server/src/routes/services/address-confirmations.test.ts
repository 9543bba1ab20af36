import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addressConfirmations } from '../../db/system-tables.ts';
import { client, linkedDocument as document } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import type { CapturedMail } from '../../mail/capture.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/**
 * Double opt-in of a form's confirmation (services/address-confirmations.ts): an address nobody
 * proved gets a one-time link instead of the confirmation; following it sends what was held and lets
 * later confirmations go at once.
 */
describe.each(TEST_DATABASES)('confirming the address of a form’s confirmation on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let visitor: Client;
  let form: { id: string; name: string; mail: string };

  beforeAll(async () => {
    // Jobs run by hand: a run stays pending until the test runs the queue.
    t = await createTestApp(kind, { env: { JOB_POLL_MS: '0' } });
    admin = client(t, (await signIn(t, { isAdmin: true })).headers);
    visitor = client(t, await visitorHeaders(t));
    const create = async (type: string, attributes: Record<string, unknown>, relationships: Record<string, readonly [string, string]> = {}) => {
      const created = await admin.send('POST', `/api/v1/${type}`, document(type, attributes, relationships));
      expect(created.statusCode, created.body).toBe(201);
      return created.json().data.id as string;
    };
    const id = await create('advanced-forms', { isCaptchaProtected: false });
    const on = { form: ['advanced-forms', id] as const };
    await create('form-fields', { fieldType: 'section', position: 0, title: 'Loan request' }, on);
    const name = await create('form-fields', { fieldType: 'short_text', position: 1, title: 'First name' }, on);
    const mail = await create('form-fields', { fieldType: 'email', position: 2, title: 'E-mail' }, on);
    form = { id, name, mail };
    await create('form-workflows', { name: 'Thank them', workflowType: 'confirmation_email', config: { emailField: mail, message: 'Thank you {{First name}}.' } }, on);
  }, 60_000);
  afterAll(() => t.close());

  const runJobs = async () => {
    while ((await t.app.jobs.runDue()) > 0);
  };
  const mailsTo = (address: string) => t.app.mailer.capture!.to(address);
  /** A visitor's response, its runs done; answers the confirmation run's status and message. */
  const respond = async (name: string, address: string, locale = 'en') => {
    const sent = await visitor.send('POST', '/api/v1/form-responses', document('form-responses', { answers: { [form.name]: name, [form.mail]: address }, locale }, { form: ['advanced-forms', form.id] }));
    expect(sent.statusCode, sent.body).toBe(201);
    await runJobs();
    const runs = (await admin.get(`/api/v1/form-workflow-runs?filter[response]=${sent.json().data.id}`)).json().data as { attributes: { status: string; message: string } }[];
    return runs[0]!.attributes;
  };
  const linkIn = (mail: CapturedMail) => new URL(/href="([^"]*confirm-address[^"]*)"/.exec(mail.html)![1]!.replace(/&#38;/g, '&'));
  /** The screen's button: a sessionless POST, without cookie or anti-forgery token. */
  const confirmCall = (link: URL, token = link.searchParams.get('token') ?? '', remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/services/address-confirmations/${link.pathname.split('/').at(-1)}/confirm?token=${encodeURIComponent(token)}`,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('mails an unproven address one link instead of the confirmation, then sends every held confirmation once it is followed', async () => {
    const address = 'ana.visitor@example.org';
    const first = await respond('Ana', address, 'fr');
    expect(first).toMatchObject({ status: 'success', message: expect.stringMatching(/^Confirmation held until the address is confirmed .*a confirmation link was mailed to ana\.visitor@example\.org\.$/) });
    const [linkMail] = mailsTo(address);
    expect(mailsTo(address)).toHaveLength(1);
    expect(linkMail!.subject).toBe('Confirmez votre adresse e-mail pour recevoir vos réponses à « Loan request »');
    expect(linkMail!.text).not.toContain('Thank you');
    const link = linkIn(linkMail!);
    expect(`${link.origin}${link.pathname}`).toMatch(new RegExp(`^${t.config.appUrl}/services/confirm-address/[0-9a-f-]{36}$`));
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(link.searchParams.get('lang')).toBe('fr');
    // The token is kept hashed only.
    const [row] = await t.database.db.select().from(addressConfirmations).where(eq(addressConfirmations.email, address));
    expect(row!.tokenHash).not.toContain(link.searchParams.get('token'));

    // A second answer within the hour: held too, no second link.
    const second = await respond('Ana again', address);
    expect(second.message).toMatch(/a confirmation link went to ana\.visitor@example\.org less than an hour ago\.$/);
    expect(mailsTo(address)).toHaveLength(1);

    const confirmed = await confirmCall(link);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ meta: { alreadyConfirmed: false, sentCount: 2 } });
    await runJobs();
    const confirmations = mailsTo(address).slice(1);
    expect(confirmations.map((mail) => mail.text.includes('Thank you Ana.') || mail.text.includes('Thank you Ana again.'))).toEqual([true, true]);
    expect(confirmations[0]!.text).toContain('Thank you Ana.');

    // A second click sends nothing more; a later answer is confirmed at once.
    const again = await confirmCall(link);
    expect(again.json()).toEqual({ meta: { alreadyConfirmed: true, sentCount: 0 } });
    await runJobs();
    expect(mailsTo(address)).toHaveLength(3);
    const later = await respond('Ana', 'Ana.Visitor@Example.org');
    expect(later.message).toBe('Mail queued to ana.visitor@example.org.');
    expect(mailsTo(address)).toHaveLength(4);
  });

  it('refuses an altered token, another link’s token or an unknown link alike (403), sending nothing', async () => {
    const address = 'bo.visitor@example.org';
    await respond('Bo', address);
    const link = linkIn(mailsTo(address)[0]!);
    const token = link.searchParams.get('token')!;
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const unknown = new URL(`${t.config.appUrl}/services/confirm-address/00000000-0000-4000-8000-000000000000`);
    for (const [target, tried] of [[link, altered], [link, ''], [unknown, token], [new URL(`${t.config.appUrl}/services/confirm-address/not-an-id`), token]] as const) {
      const refused = await confirmCall(target, tried);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().errors[0]).toMatchObject({ code: 'address_confirmation_link_invalid', source: { parameter: 'token' } });
    }
    await runJobs();
    expect(mailsTo(address)).toHaveLength(1);
  });

  it('refuses an expired link (410) and keeps the confirmation held', async () => {
    const address = 'cy.visitor@example.org';
    await respond('Cy', address);
    const link = linkIn(mailsTo(address)[0]!);
    await t.database.db.update(addressConfirmations).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(addressConfirmations.email, address));
    const refused = await confirmCall(link);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().errors[0]).toMatchObject({ code: 'address_confirmation_link_expired' });
    await runJobs();
    expect(mailsTo(address)).toHaveLength(1);
  });

  it('confirms a member’s other address the same way, and sends at once to their verified one', async () => {
    const member = await signIn(t);
    const asMember = client(t, member.headers);
    const other = `other.${Date.now()}@example.org`;
    const sent = await asMember.send('POST', '/api/v1/form-responses', document('form-responses', { answers: { [form.name]: 'Dee', [form.mail]: other } }, { form: ['advanced-forms', form.id] }));
    expect(sent.statusCode).toBe(201);
    await runJobs();
    expect(mailsTo(other).map((mail) => mail.subject)).toEqual(['Confirm your e-mail address to receive your answers to “Loan request”']);
    const own = await asMember.send('POST', '/api/v1/form-responses', document('form-responses', { answers: { [form.name]: 'Dee', [form.mail]: member.email } }, { form: ['advanced-forms', form.id] }));
    expect(own.statusCode).toBe(201);
    await runJobs();
    expect(mailsTo(member.email).map((mail) => mail.text.includes('Thank you Dee.'))).toEqual([true]);
  });

  it('limits the calls with one link (10 an hour) from any address, and wrong tokens do not spend it', async () => {
    const address = 'often.visitor@example.org';
    await respond('Often', address);
    const link = linkIn(mailsTo(address)[0]!);
    for (let call = 0; call < 12; call++) expect((await confirmCall(link, 'forged', `198.51.100.${call + 1}`)).statusCode).toBe(403);
    const statuses = [];
    for (let call = 0; call < 10; call++) statuses.push((await confirmCall(link, undefined, `192.0.2.${call + 1}`)).statusCode);
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
    const refused = await confirmCall(link, undefined, '192.0.2.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0]).toMatchObject({ code: 'too_many_requests' });
  });

  it('limits the calls of one client address (30 a minute), right token or not', async () => {
    const address = 'busy.visitor@example.org';
    await respond('Busy', address);
    const link = linkIn(mailsTo(address)[0]!);
    for (let call = 0; call < 30; call++) expect((await confirmCall(link, 'forged', '203.0.113.7')).statusCode).toBe(403);
    expect((await confirmCall(link, undefined, '203.0.113.7')).statusCode).toBe(429);
    expect((await confirmCall(link, undefined, '203.0.113.8')).statusCode).toBe(200);
  });
});
