import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_API_ATOMIC } from '../../jsonapi/media-types.ts';
import { client, errorsOf, linkedDocument as document } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import type { CapturedMail } from '../../mail/capture.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { checkedChallenge, solveChallenge } from './captcha.ts';

/**
 * The public side of surveys and light-user forms (issue 27): survey results, the light user made
 * of an input, the notified users told, the newsletter's double opt-in, the proof-of-work captcha,
 * the site's contact and newsletter forms reached without a token, rate limits per address and per
 * form, oversize input refused naming its field with nothing written.
 */
describe.each(TEST_DATABASES)('public forms on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let adminUser: SignedIn;
  let visitorHeadersOf: Record<string, string>;
  let visitor: Client;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { JOB_POLL_MS: '0' } });
    adminUser = await signIn(t, { isAdmin: true });
    admin = client(t, adminUser.headers);
    visitorHeadersOf = await visitorHeaders(t);
    visitor = client(t, visitorHeadersOf);
  }, 60_000);
  afterAll(() => t.close());

  const runJobs = async () => {
    while ((await t.app.jobs.runDue()) > 0);
  };
  const mailsTo = (address: string) => t.app.mailer.capture!.to(address);
  const linkIn = (mail: CapturedMail) => new URL(/href="([^"]*confirm-address[^"]*)"/.exec(mail.html)![1]!.replace(/&#38;/g, '&'));

  const newForm = async (attributes: Record<string, unknown> = {}, relationships: Record<string, readonly [string, string]> = {}) => {
    const created = await admin.send('POST', '/api/v1/light-user-forms', document('light-user-forms', { title: 'Contact', ...attributes }, relationships));
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data as { id: string; attributes: { token: string } & Record<string, unknown> };
  };
  /** An input from `remoteAddress` (each test its own, so the address limits do not mix). */
  const send = (form: { id: string; attributes: { token?: string } }, attributes: Record<string, unknown>, remoteAddress: string, token: string | null = form.attributes.token ?? null) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/light-user-form-inputs',
      headers: { 'content-type': 'application/vnd.api+json', accept: 'application/vnd.api+json', ...visitorHeadersOf },
      remoteAddress,
      payload: JSON.stringify(document('light-user-form-inputs', { ...(token ? { token } : {}), userEmail: 'ana@example.fr', ...attributes }, { form: ['light-user-forms', form.id] })),
    });
  const inputsCount = async (id: string) => (await admin.get(`/api/v1/light-user-forms/${id}`)).json().data.attributes.inputsCount as number;
  const lightUsersOf = async (email: string) =>
    (await admin.get(`/api/v1/light-users?filter[email]=${encodeURIComponent(email)}`)).json().data as { id: string; attributes: { hasMailSubscription: boolean; firstName: string } }[];

  it('makes a light user of a new address, and links a known one instead', async () => {
    const form = await newForm();
    const first = await send(form, { userEmail: 'Nora@Example.fr', userFirstName: 'Nora' }, '10.0.1.1');
    expect(first.statusCode, first.body).toBe(201);
    const people = await lightUsersOf('nora@example.fr');
    expect(people).toHaveLength(1);
    expect(people[0]!.attributes).toMatchObject({ firstName: 'Nora', hasMailSubscription: false });
    const input = (await admin.get(`/api/v1/light-user-form-inputs/${first.json().data.id}`)).json().data.relationships;
    expect(input.createdLightUser.data).toEqual({ type: 'light-users', id: people[0]!.id });
    const second = await send(form, { userEmail: 'nora@example.fr' }, '10.0.1.1');
    const again = (await admin.get(`/api/v1/light-user-form-inputs/${second.json().data.id}`)).json().data.relationships;
    expect(again.matchingLightUser.data).toEqual({ type: 'light-users', id: people[0]!.id });
    expect(again.createdLightUser.data).toBeNull();
    expect(await lightUsersOf('nora@example.fr')).toHaveLength(1);
  });

  it('tells the form’s notified users, by notification and mail', async () => {
    const form = await newForm({ allowMessage: true }, {});
    const linked = await admin.send('PATCH', `/api/v1/light-user-forms/${form.id}/relationships/notifiedUsers`, { data: [{ type: 'users', id: adminUser.userId }] });
    expect(linked.statusCode, linked.body).toBeLessThan(300);
    const sent = await send(form, { userEmail: 'omar@example.fr', userFirstName: 'Omar', message: '<p>Can we borrow a switch?</p>' }, '10.0.2.1');
    expect(sent.statusCode, sent.body).toBe(201);
    const notifications = (await admin.get('/api/v1/notifications')).json().data as { attributes: { notificationType: string; details: string; actionUrl: string } }[];
    const told = notifications.find((row) => row.attributes.notificationType === 'light-user-form-input');
    expect(told?.attributes.details).toBe('Omar <omar@example.fr> — Can we borrow a switch?');
    expect(told?.attributes.actionUrl).toBe(`/admin/resources/light-user-form-inputs/show/${sent.json().data.id}`);
    await runJobs();
    const adminEmail = (await admin.get('/api/v1/users/me')).json().data.attributes.email as string;
    expect(mailsTo(adminEmail).some((mail) => mail.text.includes('Omar <omar@example.fr>'))).toBe(true);
  });

  it('subscribes to the newsletter only once the mailed link is followed (double opt-in)', async () => {
    const form = await newForm({ title: 'Newsletter', isSubscriptionForm: true });
    const sent = await send(form, { userEmail: 'pia@example.fr', locale: 'fr' }, '10.0.3.1');
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await lightUsersOf('pia@example.fr'))[0]!.attributes.hasMailSubscription).toBe(false);
    await runJobs();
    const [mail] = mailsTo('pia@example.fr');
    expect(mail!.subject).toMatch(/^Confirmez votre abonnement à la lettre d’information de /);
    const link = linkIn(mail!);
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/v1/services/address-confirmations/${link.pathname.split('/').at(-1)}/confirm?token=${encodeURIComponent(link.searchParams.get('token')!)}` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await lightUsersOf('pia@example.fr'))[0]!.attributes.hasMailSubscription).toBe(true);
    // A contact form's box left unticked subscribes nobody, even a confirmed address.
    const contact = await newForm();
    const dropped = await send(contact, { userEmail: 'quentin@example.fr', message: '<p>Hello</p>' }, '10.0.3.1');
    // A form without allowMessage drops the message.
    expect((await admin.get(`/api/v1/light-user-form-inputs/${dropped.json().data.id}`)).json().data.attributes.message).toBeNull();
    await runJobs();
    expect(mailsTo('quentin@example.fr')).toHaveLength(0);
  });

  it('takes inputs to the site’s contact form without a token, and no other form’s', async () => {
    const contact = await newForm({ allowMessage: true });
    const other = await newForm();
    const env = await admin.send('PATCH', '/api/v1/app-envs/main', { data: { type: 'app-envs', id: 'main', relationships: { contactForm: { data: { type: 'light-user-forms', id: contact.id } } } } });
    expect(env.statusCode, env.body).toBe(200);
    const ids = await visitor.get('/api/v1/services/site-forms');
    expect(ids.json().data).toEqual({ contactForm: contact.id, newsletterForm: null });
    expect((await send(contact, { userEmail: 'rui@example.fr' }, '10.0.4.1', null)).statusCode).toBe(201);
    const refused = await send(other, { userEmail: 'rui@example.fr' }, '10.0.4.1', null);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(errorsOf(refused)).toEqual([{ code: 'validation.token', pointer: '/data/attributes/token' }]);
  });

  it('asks a proof of work of visitors on a captcha-protected form, each challenge good once', async () => {
    const form = await newForm({ isCaptchaProtected: true });
    const challenge = (await visitor.get('/api/v1/services/captcha')).json().data as { challenge: string; difficulty: number };
    expect(challenge.difficulty).toBe(16);
    const unsolved = `${challenge.challenge}:0`;
    if (checkedChallenge(t.config.sessionSecret, unsolved) === null) {
      expect(errorsOf(await send(form, { userEmail: 'sam@example.fr', recaptchaToken: unsolved }, '10.0.5.1'))).toEqual([{ code: 'validation.captcha', pointer: '/data/attributes/recaptchaToken' }]);
    }
    const forged = solveChallenge(`${challenge.challenge.slice(0, -2)}xx`);
    expect((await send(form, { userEmail: 'sam@example.fr', recaptchaToken: forged }, '10.0.5.1')).statusCode).toBe(422);
    const answer = solveChallenge(challenge.challenge);
    expect((await send(form, { userEmail: 'sam@example.fr', recaptchaToken: answer }, '10.0.5.1')).statusCode).toBe(201);
    expect((await send(form, { userEmail: 'sam@example.fr', recaptchaToken: answer }, '10.0.5.1')).statusCode).toBe(422);
    expect(await inputsCount(form.id)).toBe(1);
  });

  it('limits the inputs of one address to one form (20 an hour), and writes nothing past it', async () => {
    const form = await newForm();
    for (let index = 0; index < 20; index += 1) expect((await send(form, { userEmail: `u${index}@example.fr` }, '10.0.6.1')).statusCode).toBe(201);
    const refused = await send(form, { userEmail: 'late@example.fr' }, '10.0.6.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await lightUsersOf('late@example.fr')).toHaveLength(0);
    // Another address still gets through.
    expect((await send(form, { userEmail: 'late@example.fr' }, '10.0.6.2')).statusCode).toBe(201);
    expect(await inputsCount(form.id)).toBe(21);
  });

  it('refuses oversize input with a 422 naming the field, and writes nothing', async () => {
    const form = await newForm({ allowMessage: true });
    const long = await send(form, { userEmail: 'tom@example.fr', userFirstName: 'T'.repeat(256) }, '10.0.7.1');
    expect(errorsOf(long)).toEqual([{ code: 'validation.max', pointer: '/data/attributes/userFirstName' }]);
    const message = await send(form, { userEmail: 'tom@example.fr', message: `<p>${'x'.repeat(10_001)}</p>` }, '10.0.7.1');
    expect(message.statusCode).toBe(422);
    expect(errorsOf(message)[0]!.pointer).toBe('/data/attributes/message');
    expect(await inputsCount(form.id)).toBe(0);
    expect(await lightUsersOf('tom@example.fr')).toHaveLength(0);
  });

  it('previews a mailing as it will be sent, in the language asked, to administrators only', async () => {
    const created = await admin.send('POST', '/api/v1/mailing-templates', { data: { type: 'mailing-templates', attributes: { subject: 'Spring news', introText: '<p>The lab opens on Saturdays.</p>' } } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const preview = await admin.get(`/api/v1/services/mailing-templates/${id}/preview?locale=fr`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.subject).toBe('Spring news');
    expect(preview.json().data.html).toContain('<p>The lab opens on Saturdays.</p>');
    expect(preview.json().data.html).toContain('lang="fr"');
    expect((await visitor.get(`/api/v1/services/mailing-templates/${id}/preview`)).statusCode).toBe(401);
    const member = client(t, (await signIn(t)).headers);
    expect((await member.get(`/api/v1/services/mailing-templates/${id}/preview`)).statusCode).toBe(403);
    expect((await admin.get('/api/v1/services/mailing-templates/00000000-0000-4000-8000-000000000000/preview')).statusCode).toBe(404);
  });

  describe('survey results and limits', () => {
    const atomic = (operations: Record<string, unknown>[]) =>
      t.app.inject({ method: 'POST', url: '/api/v1/operations', headers: { 'content-type': JSON_API_ATOMIC, accept: JSON_API_ATOMIC, ...adminUser.headers }, payload: JSON.stringify({ 'atomic:operations': operations }) });
    async function createSurvey() {
      const response = await atomic([
        { op: 'add', data: { type: 'surveys', lid: 's', attributes: { question: 'Which switch?' } } },
        ...['Button', 'Joystick'].map((text, position) => ({ op: 'add', data: { type: 'survey-choices', attributes: { text, position }, relationships: { survey: { data: { type: 'surveys', lid: 's' } } } } })),
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const [survey, ...choices] = (response.json()['atomic:results'] as { data: { id: string } }[]).map((result) => result.data.id);
      return { survey: survey!, choices };
    }
    const answer = (survey: string, choice: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/survey-answers',
        headers: { 'content-type': 'application/vnd.api+json', accept: 'application/vnd.api+json', ...visitorHeadersOf },
        remoteAddress,
        payload: JSON.stringify({ data: { type: 'survey-answers', relationships: { survey: { data: { type: 'surveys', id: survey } }, choices: { data: [{ type: 'survey-choices', id: choice }] } } } }),
      });

    it('counts the answers of each choice', async () => {
      const { survey, choices } = await createSurvey();
      expect((await visitor.get(`/api/v1/surveys/${survey}`)).json().data.attributes.results).toEqual({ [choices[0]!]: 0, [choices[1]!]: 0 });
      for (const [index, choice] of [choices[0]!, choices[1]!, choices[1]!].entries()) expect((await answer(survey, choice, `10.1.0.${index}`)).statusCode).toBe(201);
      expect((await visitor.get(`/api/v1/surveys/${survey}`)).json().data.attributes).toMatchObject({ answersCount: 3, results: { [choices[0]!]: 1, [choices[1]!]: 2 } });
    });

    it('limits the answers of one address to one survey (20 an hour)', async () => {
      const { survey, choices } = await createSurvey();
      const sent = await Promise.all(Array.from({ length: 20 }, () => answer(survey, choices[0]!, '10.1.1.1')));
      expect(sent.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
      expect((await answer(survey, choices[0]!, '10.1.1.1')).statusCode).toBe(429);
      expect((await visitor.get(`/api/v1/surveys/${survey}`)).json().data.attributes.answersCount).toBe(20);
    });
  });
});
