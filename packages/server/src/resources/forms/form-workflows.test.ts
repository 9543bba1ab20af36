import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INTERRUPTED_RUN_MESSAGE, INTERRUPTED_RUN_MINUTES } from '@relais/domain';
import { client, errorsOf, linkedDocument as document } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { markInterruptedRuns } from '../../services/form-workflow-runs.ts';
import { tablesOf } from '../../services/tables.ts';
import { webhookSignature } from '../../services/webhooks.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Workflows of advanced forms: a response makes their runs, the executor does them after the response commits. */
describe.each(TEST_DATABASES)('advanced form workflows on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let member: Client;
  let memberEmail: string;
  let visitor: Client;
  let receiver: Server;
  let receiverUrl: string;
  const received: Received[] = [];

  beforeAll(async () => {
    // Jobs run by hand: a run stays pending until the test runs the queue.
    t = await createTestApp(kind, { env: { JOB_POLL_MS: '0' } });
    admin = client(t, (await signIn(t, { isAdmin: true })).headers);
    const signed = await signIn(t);
    member = client(t, signed.headers);
    memberEmail = signed.email;
    visitor = client(t, await visitorHeaders(t));
    receiver = createServer((request, answer) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        answer.statusCode = request.url === '/broken' ? 500 : 204;
        answer.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve));
    await t.close();
  });

  const create = async (type: string, attributes: Record<string, unknown>, relationships: Record<string, readonly [string, string]> = {}) => {
    const created = await admin.send('POST', `/api/v1/${type}`, document(type, attributes, relationships));
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.id as string;
  };
  /** A form open to visitors: a name, an address, a phone and a newsletter box. */
  const newForm = async () => {
    const id = await create('advanced-forms', { isCaptchaProtected: false });
    const on = { form: ['advanced-forms', id] as const };
    await create('form-fields', { fieldType: 'section', position: 0, title: 'Loan request' }, on);
    const name = await create('form-fields', { fieldType: 'short_text', position: 1, title: 'First name' }, on);
    const mail = await create('form-fields', { fieldType: 'email', position: 2, title: 'E-mail' }, on);
    const phone = await create('form-fields', { fieldType: 'phone', position: 3, title: 'Phone' }, on);
    const news = await create('form-fields', { fieldType: 'checkbox', position: 4, title: 'Newsletter' }, on);
    return { id, name, mail, phone, news };
  };
  type Form = Awaited<ReturnType<typeof newForm>>;
  const workflow = (form: Form, name: string, workflowType: string, config: Record<string, unknown>) => create('form-workflows', { name, workflowType, config }, { form: ['advanced-forms', form.id] });
  const answersSent: string[] = [];
  const respond = async (form: Form, answers: Record<string, unknown>, as: Client = visitor) => {
    const sent = await as.send('POST', '/api/v1/form-responses', document('form-responses', { answers }, { form: ['advanced-forms', form.id] }));
    expect(sent.statusCode, sent.body).toBe(201);
    answersSent.push(sent.body);
    return sent.json().data.id as string;
  };
  const runsOf = async (responseId: string) =>
    (await admin.get(`/api/v1/form-workflow-runs?filter[response]=${responseId}&sort=position&include=workflow`)).json().data as {
      id: string;
      attributes: { status: string; message: string | null; replacements: Record<string, string>; position: number };
      relationships: { workflow: { data: { id: string } } };
    }[];
  const runJobs = async () => {
    while ((await t.app.jobs.runDue()) > 0);
  };
  const mailsTo = (address: string) => t.app.mailer.capture!.to(address);

  it('makes one pending run per workflow when a response is sent, in run order, with the answers as replacements', async () => {
    const form = await newForm();
    const hook = await workflow(form, 'CRM', 'webhook', { url: `${receiverUrl}/ok` });
    const confirm = await workflow(form, 'Thank them', 'confirmation_email', { emailField: form.mail, message: 'Thank you {{First name}}.' });
    const notify = await workflow(form, 'Tell the team', 'email_notification', { recipients: ['team@example.org'] });
    const sync = await workflow(form, 'Contact', 'light_user_sync', { emailField: form.mail });
    const response = await respond(form, { [form.name]: 'Ana', [form.mail]: memberEmail, [form.news]: true }, member);
    const runs = await runsOf(response);
    expect(runs.map((run) => run.relationships.workflow.data.id)).toEqual([sync, notify, confirm, hook]);
    expect(runs.map((run) => run.attributes.status)).toEqual(['pending', 'pending', 'pending', 'pending']);
    expect(runs[0]!.attributes.replacements).toEqual({ 'First name': 'Ana', 'E-mail': memberEmail, Newsletter: 'Yes' });
    const underResponse = (await admin.get(`/api/v1/form-responses/${response}/runs?sort=position`)).json().data as { id: string }[];
    expect(underResponse.map((run) => run.id)).toEqual(runs.map((run) => run.id));
    // The sender's answer names none of the runs.
    for (const run of runs) expect(answersSent.at(-1)).not.toContain(run.id);
    await runJobs();
    expect((await runsOf(response)).map((run) => run.attributes.status)).toEqual(['success', 'success', 'success', 'success']);
    const confirmation = mailsTo(memberEmail).at(-1)!;
    expect(confirmation.text).toContain('Thank you Ana.');
    expect(confirmation.text).toContain(`E-mail: ${memberEmail}`);
  });

  it('confirms at once only to an address its holder proved; any other gets the double opt-in link instead', async () => {
    const form = await newForm();
    await workflow(form, 'Thank them', 'confirmation_email', { emailField: form.mail, message: 'Thanks.' });
    const unverified = await signIn(t, { verified: false });
    const stranger = `stranger.${Date.now()}@example.org`;
    const other = `other.${Date.now()}@example.org`;
    const held = [
      [visitor, stranger, 'the respondent was not signed in, so the answered address is not known to be theirs'],
      [member, other, "the answered address is not the respondent's account address"],
      [client(t, unverified.headers), unverified.email, "the respondent's account address is not verified yet"],
    ] as const;
    for (const [as, address, why] of held) {
      const response = await respond(form, { [form.mail]: address }, as);
      await runJobs();
      expect((await runsOf(response))[0]!.attributes).toMatchObject({ status: 'success', message: `Confirmation held until the address is confirmed (${why}): a confirmation link was mailed to ${address.toLowerCase()}.` });
      // Only the link (routes/services/address-confirmations.test.ts follows it), never the answers.
      expect(mailsTo(address)).toHaveLength(1);
      expect(mailsTo(address)[0]!.text).toContain('/services/confirm-address/');
      expect(mailsTo(address)[0]!.text).not.toContain('Thanks.');
    }
    const before = mailsTo(memberEmail).length;
    const response = await respond(form, { [form.mail]: memberEmail.toUpperCase() }, member);
    await runJobs();
    expect((await runsOf(response))[0]!.attributes.message).toMatch(/^Mail queued to /);
    expect(mailsTo(memberEmail)).toHaveLength(before + 1);
  });

  it('limits responses per address and form, before reading the form, and writes nothing past the limit', async () => {
    const form = await newForm();
    const other = await newForm();
    const responses = tablesOf('form-responses').table;
    const sent = async (to: Form) => visitor.send('POST', '/api/v1/form-responses', document('form-responses', { answers: {} }, { form: ['advanced-forms', to.id] }));
    for (let index = 0; index < 20; index += 1) expect((await sent(form)).statusCode).toBe(201);
    const kept = (await t.database.db.select({ id: responses.id }).from(responses).where(eq(responses.formId, form.id))).length;
    const refused = await sent(form);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await t.database.db.select({ id: responses.id }).from(responses).where(eq(responses.formId, form.id))).length).toBe(kept);
    // Another form still takes this address's answers, up to the address's own limit.
    expect((await sent(other)).statusCode).toBe(201);
  });

  it('sends the team a mail with the answers, escaped, and records whom it went to', async () => {
    const form = await newForm();
    const notify = await workflow(form, 'Tell the team', 'email_notification', { recipients: ['Team@Example.org', 'boss@example.org'], subject: 'A loan request' });
    const response = await respond(form, { [form.name]: '<b>Bo</b>', [form.phone]: '+33 6 12 34 56 78' });
    await runJobs();
    const [run] = await runsOf(response);
    expect(run!.relationships.workflow.data.id).toBe(notify);
    expect(run!.attributes).toMatchObject({ status: 'success', message: 'Mail queued to team@example.org, boss@example.org.' });
    for (const address of ['team@example.org', 'boss@example.org']) {
      const mail = mailsTo(address).find((candidate) => candidate.text.includes('+33 6 12 34 56 78'))!;
      expect(mail.subject).toBe('A loan request');
      expect(mail.text).toContain('First name: <b>Bo</b>');
      expect(mail.html).toContain('&#60;b&#62;Bo&#60;/b&#62;');
      expect(mail.html).not.toContain('<b>Bo</b>');
    }
  });

  it('makes a light user of the respondent, then updates the same one on their next response', async () => {
    const form = await newForm();
    await workflow(form, 'Contact', 'light_user_sync', { emailField: form.mail, firstNameField: form.name, phoneField: form.phone, hasMailSubscriptionField: form.news });
    const address = `ana.${Date.now()}@example.org`;
    const first = await respond(form, { [form.name]: 'Ana', [form.mail]: address.toUpperCase(), [form.news]: true });
    await runJobs();
    const found = async () => (await admin.get(`/api/v1/light-users?filter[email]=${address}`)).json().data as { id: string; attributes: Record<string, unknown> }[];
    const [made] = await found();
    expect(made!.attributes).toMatchObject({ email: address, firstName: 'Ana', hasMailSubscription: true, locale: 'en', lastActionAt: expect.any(String) });
    expect((await runsOf(first))[0]!.attributes.message).toBe(`Light user ${made!.id} created.`);
    const second = await respond(form, { [form.name]: 'Anna', [form.mail]: address, [form.phone]: '0612345678', [form.news]: false });
    await runJobs();
    const after = await found();
    expect(after).toHaveLength(1);
    // An unticked box does not take back the earlier consent.
    expect(after[0]!.attributes).toMatchObject({ firstName: 'Anna', phone: '0612345678', hasMailSubscription: true });
    expect((await runsOf(second))[0]!.attributes).toMatchObject({ status: 'success', message: `Light user ${made!.id} updated.` });
  });

  it('subscribes a new light user only when the box is ticked', async () => {
    const form = await newForm();
    await workflow(form, 'Contact', 'light_user_sync', { emailField: form.mail, hasMailSubscriptionField: form.news });
    const address = `bo.${Date.now()}@example.org`;
    await respond(form, { [form.mail]: address });
    await runJobs();
    const [made] = (await admin.get(`/api/v1/light-users?filter[email]=${address}`)).json().data as { attributes: Record<string, unknown> }[];
    expect(made!.attributes).toMatchObject({ email: address, hasMailSubscription: false, firstName: null });
  });

  it('fails a confirmation, saying why, when the respondent gave no address, and still runs the next workflows', async () => {
    const form = await newForm();
    await workflow(form, 'Thank them', 'confirmation_email', { emailField: form.mail, message: 'Thanks.' });
    await workflow(form, 'CRM', 'webhook', { url: `${receiverUrl}/after-confirmation` });
    const response = await respond(form, { [form.name]: 'Ana' });
    await runJobs();
    const [confirmation, hook] = await runsOf(response);
    expect(confirmation!.attributes).toMatchObject({ status: 'error', message: 'The respondent left the e-mail question unanswered: nobody to confirm to.' });
    expect(hook!.attributes.status).toBe('success');
  });

  it('confirms in the respondent’s language, the message’s {{title}} naming a question in the site’s language or theirs', async () => {
    const form = await newForm();
    const on = { form: ['advanced-forms', form.id] as const };
    const city = await create('form-fields', { fieldType: 'short_text', position: 5, title: 'City', translations: { fr: { title: 'Ville' } } }, on);
    await workflow(form, 'Thank them', 'confirmation_email', { emailField: form.mail, message: 'Merci ! {{City}} / {{Ville}}' });
    const claire = await signIn(t);
    const address = claire.email;
    const sent = await client(t, claire.headers).send('POST', '/api/v1/form-responses', document('form-responses', { answers: { [city]: 'Lyon', [form.mail]: address, [form.news]: false }, locale: 'fr' }, on));
    expect(sent.statusCode, sent.body).toBe(201);
    await runJobs();
    const [mail] = mailsTo(address);
    expect(mail!.subject).toBe('Vos réponses à « Loan request »');
    expect(mail!.text).toContain('Merci ! Lyon / Lyon');
    expect(mail!.text).toContain('Ville: Lyon');
    expect(mail!.text).toContain('Newsletter: Non');
  });

  it('calls a webhook with the answers, signed by its secret', async () => {
    const form = await newForm();
    const secret = 'a-secret-of-sixteen-or-more';
    await workflow(form, 'CRM', 'webhook', { url: `${receiverUrl}/signed`, secret });
    const response = await respond(form, { [form.name]: 'Ana' });
    await runJobs();
    const call = received.find((entry) => entry.url === '/signed' && entry.body.includes(response))!;
    expect(JSON.parse(call.body)).toMatchObject({ formId: form.id, responseId: response, answers: { [form.name]: 'Ana' }, replacements: { 'First name': 'Ana' } });
    expect(call.headers['x-relais-signature']).toBe(webhookSignature(secret, call.body));
    expect((await runsOf(response))[0]!.attributes).toMatchObject({ status: 'success', message: 'The address answered HTTP 204.' });
  });

  it('marks a run failed with why when the webhook fails, keeps the response, and runs it again when an administrator asks', async () => {
    const form = await newForm();
    await workflow(form, 'Broken CRM', 'webhook', { url: `${receiverUrl}/broken` });
    await workflow(form, 'Tell the team', 'email_notification', { recipients: ['after-broken@example.org'] });
    const response = await respond(form, { [form.name]: 'Ana' });
    await runJobs();
    const [mail, hook] = await runsOf(response);
    expect(hook!.attributes).toMatchObject({ status: 'error', message: 'The address answered HTTP 500.' });
    expect(mail!.attributes.status).toBe('success');
    expect((await admin.get(`/api/v1/form-responses/${response}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/v1/advanced-forms/${form.id}`)).json().data.attributes.endedResponsesCount).toBe(1);
    const rerun = (status: string, id: string) => admin.send('PATCH', `/api/v1/form-workflow-runs/${id}`, { data: { type: 'form-workflow-runs', id, attributes: { status } } });
    expect(errorsOf(await rerun('pending', mail!.id))).toEqual([{ code: 'validation.rerun', pointer: '/data/attributes/status' }]);
    expect(errorsOf(await rerun('success', hook!.id))).toEqual([{ code: 'validation.rerun', pointer: '/data/attributes/status' }]);
    const again = await rerun('pending', hook!.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.attributes).toMatchObject({ status: 'pending', message: null });
    const calls = received.filter((entry) => entry.url === '/broken').length;
    await runJobs();
    expect(received.filter((entry) => entry.url === '/broken').length).toBe(calls + 1);
    expect((await runsOf(response))[1]!.attributes.status).toBe('error');
  });

  it('fails a run a stopped server left running past the limit, says why, and runs it again; a run under way is left alone', async () => {
    const form = await newForm();
    await workflow(form, 'Tell the team', 'email_notification', { recipients: ['after-crash@example.org'] });
    const [crashed, crashedUnmarked, underWay] = [await respond(form, { [form.name]: 'Ana' }), await respond(form, { [form.name]: 'Bo' }), await respond(form, { [form.name]: 'Cy' })];
    // The executor marked them running, then the server stopped: nothing ran them to the end.
    const runs = tablesOf('form-workflow-runs').table;
    const leftRunning = async (response: string, minutesAgo: number) => {
      const [run] = await runsOf(response);
      await t.database.db.update(runs).set({ status: 'running', updatedAt: new Date(Date.now() - minutesAgo * 60_000) }).where(eq(runs.id, run!.id));
      return run!.id;
    };
    const [stale, staleUnmarked, fresh] = [await leftRunning(crashed, INTERRUPTED_RUN_MINUTES + 5), await leftRunning(crashedUnmarked, INTERRUPTED_RUN_MINUTES + 1), await leftRunning(underWay, 2)];
    const rerun = (id: string) => admin.send('PATCH', `/api/v1/form-workflow-runs/${id}`, { data: { type: 'form-workflow-runs', id, attributes: { status: 'pending' } } });

    // Past the limit it counts as failed before anything wrote so: "Run again" takes it.
    const early = await rerun(staleUnmarked);
    expect(early.statusCode, early.body).toBe(200);
    expect(errorsOf(await rerun(fresh))).toEqual([{ code: 'validation.rerun', pointer: '/data/attributes/status' }]);

    // The poller's next pass marks the interrupted run failed, saying why, and leaves the fresh one running.
    await runJobs();
    expect((await runsOf(crashed))[0]!.attributes).toMatchObject({ status: 'error', message: INTERRUPTED_RUN_MESSAGE });
    expect((await runsOf(underWay))[0]!.attributes).toMatchObject({ status: 'running', message: null });
    expect((await runsOf(crashedUnmarked))[0]!.attributes.status).toBe('success');
    expect(await markInterruptedRuns(t.database.db)).toBe(0);
    // The clock is the rule's: the same run, later, is interrupted too.
    expect(await markInterruptedRuns(t.database.db, new Date(Date.now() + INTERRUPTED_RUN_MINUTES * 60_000))).toBe(1);
    expect((await runsOf(underWay))[0]!.attributes).toMatchObject({ status: 'error', message: INTERRUPTED_RUN_MESSAGE });

    const again = await rerun(stale);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.attributes).toMatchObject({ status: 'pending', message: null });
    await runJobs();
    expect((await runsOf(crashed))[0]!.attributes).toMatchObject({ status: 'success', message: 'Mail queued to after-crash@example.org.' });
    expect(mailsTo('after-crash@example.org').filter((mail) => mail.text.includes('First name: Ana'))).toHaveLength(1);
  });

  it('answers 422 naming the setting when a workflow’s settings do not fit its type or form', async () => {
    const form = await newForm();
    const other = await newForm();
    const refused = async (workflowType: string, config: unknown) => {
      const sent = await admin.send('POST', '/api/v1/form-workflows', document('form-workflows', { name: 'W', workflowType, config }, { form: ['advanced-forms', form.id] }));
      expect(sent.statusCode).toBe(422);
      return errorsOf(sent);
    };
    expect(await refused('email_notification', { recipients: ['nope'] })).toEqual([{ code: 'validation.email', pointer: '/data/attributes/config/recipients' }]);
    expect(await refused('confirmation_email', { emailField: other.mail, message: 'Hi' })).toEqual([{ code: 'validation.field', pointer: '/data/attributes/config/emailField' }]);
    expect(await refused('light_user_sync', { emailField: form.name })).toEqual([{ code: 'validation.field_type', pointer: '/data/attributes/config/emailField' }]);
    expect(await refused('webhook', { url: 'ftp://crm.example.org', token: 'x' })).toEqual([
      { code: 'validation.unknown_setting', pointer: '/data/attributes/config/token' },
      { code: 'validation.https', pointer: '/data/attributes/config/url' },
    ]);
    const id = await workflow(form, 'Team', 'email_notification', { recipients: ['team@example.org'] });
    const patched = await admin.send('PATCH', `/api/v1/form-workflows/${id}`, { data: { type: 'form-workflows', id, attributes: { workflowType: 'webhook' } } });
    expect(errorsOf(patched)).toEqual([
      { code: 'validation.unknown_setting', pointer: '/data/attributes/config/recipients' },
      { code: 'validation.required', pointer: '/data/attributes/config/url' },
    ]);
    expect((await admin.get(`/api/v1/form-workflows/${id}`)).json().data.attributes).toMatchObject({ workflowType: 'email_notification', config: { recipients: ['team@example.org'] } });
  });

  it('never lets a stranger read workflows or runs, make a run or run one again', async () => {
    const form = await newForm();
    const secretHook = await workflow(form, 'CRM', 'webhook', { url: `${receiverUrl}/ok`, secret: 'never-shown-to-strangers' });
    const response = await respond(form, { [form.name]: 'Ana' });
    const [run] = await runsOf(response);
    for (const [stranger, refusal] of [[visitor, 401], [member, 403]] as const) {
      for (const url of [`/api/v1/form-workflows/${secretHook}`, `/api/v1/form-workflow-runs/${run!.id}`, `/api/v1/form-workflow-runs?filter[response]=${response}`, `/api/v1/form-workflows/${secretHook}/runs`]) {
        const read = await stranger.get(url);
        expect(read.statusCode, url).toBe(404);
        expect(read.body).not.toContain('never-shown-to-strangers');
      }
      const made = await stranger.send('POST', '/api/v1/form-workflow-runs', document('form-workflow-runs', { status: 'pending' }, { workflow: ['form-workflows', secretHook] }));
      expect(made.statusCode).toBeGreaterThanOrEqual(401);
      const changed = await stranger.send('PATCH', `/api/v1/form-workflow-runs/${run!.id}`, { data: { type: 'form-workflow-runs', id: run!.id, attributes: { status: 'pending' } } });
      expect([404, refusal]).toContain(changed.statusCode);
    }
    const byAdmin = await admin.send('POST', '/api/v1/form-workflow-runs', document('form-workflow-runs', { status: 'pending' }, { workflow: ['form-workflows', secretHook] }));
    expect(byAdmin.statusCode).toBe(403);
    const other = await workflow(form, 'Team', 'email_notification', { recipients: ['team@example.org'] });
    for (const attributes of [{ message: 'All fine' }, { replacements: {} }]) {
      expect((await admin.send('PATCH', `/api/v1/form-workflow-runs/${run!.id}`, { data: { type: 'form-workflow-runs', id: run!.id, attributes } })).statusCode).toBe(422);
    }
    const moved = await admin.send('PATCH', `/api/v1/form-workflow-runs/${run!.id}`, { data: { type: 'form-workflow-runs', id: run!.id, relationships: { workflow: { data: { type: 'form-workflows', id: other } } } } });
    expect(moved.statusCode).toBe(422);
    expect((await runsOf(response))[0]!.relationships.workflow.data.id).toBe(secretHook);
  });
});
