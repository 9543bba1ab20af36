import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formResponseDrafts } from '../../db/system-tables.ts';
import { client, errorsOf, linkedDocument as document } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

/** Save and resume of advanced forms through a token (issue 27 item 3): mailed link, checked answers, one response per draft. */
describe.each(TEST_DATABASES)('advanced form drafts on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let visitor: Client;
  let stranger: Client;
  let form: { id: string; name: string; mail: string; scale: string };

  const create = async (type: string, attributes: Record<string, unknown>, relationships: Record<string, readonly [string, string]> = {}) => {
    const created = await admin.send('POST', `/api/v1/${type}`, document(type, attributes, relationships));
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = client(t, (await signIn(t, { isAdmin: true })).headers);
    visitor = client(t, await visitorHeaders(t));
    stranger = client(t, await visitorHeaders(t));
    const id = await create('advanced-forms', { isCaptchaProtected: false });
    const on = { form: ['advanced-forms', id] as const };
    await create('form-fields', { fieldType: 'section', position: 0, title: 'Loan request' }, on);
    const name = await create('form-fields', { fieldType: 'short_text', position: 1, title: 'Name', required: true }, on);
    await create('form-fields', { fieldType: 'section', position: 2, title: 'Contact' }, on);
    const mail = await create('form-fields', { fieldType: 'email', position: 3, title: 'E-mail', required: true }, on);
    const scale = await create('form-fields', { fieldType: 'scale', position: 4, title: 'Urgency', config: { min: 1, max: 5 } }, on);
    form = { id, name, mail, scale };
  }, 60_000);
  afterAll(() => t.close());

  const runJobs = async () => {
    while ((await t.app.jobs.runDue()) > 0);
  };
  const drafts = (formId = form.id) => `/api/v1/services/advanced-forms/${formId}/drafts`;
  const body = (attributes: Record<string, unknown>) => ({ data: { type: 'form-drafts', attributes } });

  it('keeps a visitor’s partial answers under a token, mails the link to continue, and resumes at the step left', async () => {
    const saved = await visitor.send('POST', drafts(), body({ answers: { [form.name]: ' Ana ' }, section: 2, email: 'Ana.Resume@example.org' }));
    expect(saved.statusCode, saved.body).toBe(201);
    const token = saved.json().data.id as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(saved.json().data.attributes).toMatchObject({ answers: { [form.name]: 'Ana' }, section: 2, mailed: true });
    await runJobs();
    const [mail] = t.app.mailer.capture!.to('ana.resume@example.org');
    expect(mail!.subject).toBe('Continue your answers to “Loan request”');
    expect(mail!.text).toContain(`/services/aforms/${form.id}/${token}/2`);
    // Only the token's hash is kept.
    const rows = await t.database.db.select().from(formResponseDrafts).where(eq(formResponseDrafts.formId, form.id));
    expect(rows.some((row) => row.tokenHash.includes(token))).toBe(false);

    // A second visit continues where it was left, and saves again.
    const read = await stranger.get(`${drafts()}/${token}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.attributes).toMatchObject({ answers: { [form.name]: 'Ana' }, section: 2 });
    const again = await visitor.send('PATCH', `${drafts()}/${token}`, body({ answers: { [form.name]: 'Ana', [form.scale]: 4 }, section: 2 }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.attributes.answers).toEqual({ [form.name]: 'Ana', [form.scale]: 4 });

    // Sending the response with the token ends the draft; the same draft cannot be sent twice.
    const respond = () => visitor.send('POST', '/api/v1/form-responses', document('form-responses', { answers: { [form.name]: 'Ana', [form.mail]: 'ana.resume@example.org', [form.scale]: 4 }, draftToken: token }, { form: ['advanced-forms', form.id] }));
    const sent = await respond();
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await visitor.get(`${drafts()}/${token}`)).statusCode).toBe(404);
    const twice = await respond();
    expect(twice.statusCode).toBe(422);
    expect(errorsOf(twice)).toEqual([{ code: 'validation.draft', pointer: '/data/attributes/draftToken' }]);
    expect((await admin.get(`/api/v1/form-responses?filter[form]=${form.id}`)).json().data).toHaveLength(1);
  });

  it('refuses wrong answers, a step past the form and a bad address with a 422 naming each, and keeps nothing', async () => {
    const before = (await t.database.db.select().from(formResponseDrafts)).length;
    const wrong = await visitor.send('POST', drafts(), body({ answers: { [form.scale]: 9, [form.mail]: 'nope' }, section: 1 }));
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toEqual([
      { code: 'validation.email', pointer: `/data/attributes/answers/${form.mail}` },
      { code: 'validation.max', pointer: `/data/attributes/answers/${form.scale}` },
    ]);
    expect(errorsOf(await visitor.send('POST', drafts(), body({ answers: {}, section: 3 })))).toEqual([{ code: 'validation.max', pointer: '/data/attributes/section' }]);
    expect(errorsOf(await visitor.send('POST', drafts(), body({ answers: {}, section: 1, email: 'not an address' })))).toEqual([{ code: 'validation.email', pointer: '/data/attributes/email' }]);
    expect(errorsOf(await visitor.send('POST', drafts(), body({ answers: { [form.name]: 'x'.repeat(1001) }, section: 1 })))).toEqual([{ code: 'validation.max', pointer: `/data/attributes/answers/${form.name}` }]);
    expect((await t.database.db.select().from(formResponseDrafts)).length).toBe(before);
  });

  it('finds nothing by a wrong token or another form’s, and keeps a closed form’s drafts from saving', async () => {
    const saved = await visitor.send('POST', drafts(), body({ answers: {}, section: 1 }));
    const token = saved.json().data.id as string;
    expect(saved.json().data.attributes.mailed).toBe(false);
    // Its last character changed (to another one: one token in 64 ends with an A).
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await stranger.get(`${drafts()}/${wrong}`)).statusCode).toBe(404);
    const other = await create('advanced-forms', { isCaptchaProtected: false });
    expect((await stranger.get(`${drafts(other)}/${token}`)).statusCode).toBe(404);
    expect((await stranger.send('PATCH', `${drafts(other)}/${token}`, body({ answers: {}, section: 1 }))).statusCode).toBe(404);
    expect((await visitor.send('PATCH', `${drafts()}/${token}`, body({ answers: {}, section: 1, email: 'a@example.org' }))).statusCode).toBe(422);
    expect((await admin.send('PATCH', `/api/v1/advanced-forms/${form.id}`, { data: { type: 'advanced-forms', id: form.id, attributes: { closeAt: '2020-01-01T00:00:00Z' } } })).statusCode).toBe(200);
    const closed = await visitor.send('PATCH', `${drafts()}/${token}`, body({ answers: {}, section: 1 }));
    expect(errorsOf(closed)).toEqual([{ code: 'validation.form_closed', pointer: '/data/relationships/form' }]);
    expect((await admin.send('PATCH', `/api/v1/advanced-forms/${form.id}`, { data: { type: 'advanced-forms', id: form.id, attributes: { closeAt: null } } })).statusCode).toBe(200);
  });

  it('mails at most three links an hour to one address, and answers 404 with the feature off', async () => {
    const address = 'flooded@example.org';
    for (let index = 0; index < 3; index += 1) expect((await visitor.send('POST', drafts(), body({ answers: {}, section: 1, email: address }))).statusCode).toBe(201);
    expect((await visitor.send('POST', drafts(), body({ answers: {}, section: 1, email: address }))).statusCode).toBe(429);
    await runJobs();
    expect(t.app.mailer.capture!.to(address)).toHaveLength(3);
    (t.app.config.features as Record<string, boolean>).advancedForms = false;
    try {
      expect((await visitor.send('POST', drafts(), body({ answers: {}, section: 1 }))).statusCode).toBe(404);
    } finally {
      (t.app.config.features as Record<string, boolean>).advancedForms = true;
    }
  });
});
