import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { client, errorsOf, linkedDocument as document } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { setCaptchaVerifier } from './captcha.ts';

/** Responses to advanced forms: checked against the fields, counted on the form, read by administrators only. */
describe.each(TEST_DATABASES)('advanced form responses on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let member: Client;
  let visitor: Client;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = client(t, (await signIn(t, { isAdmin: true })).headers);
    member = client(t, (await signIn(t)).headers);
    visitor = client(t, await visitorHeaders(t));
  }, 60_000);
  afterAll(() => t.close());
  afterEach(() => setCaptchaVerifier(null));

  const create = async (type: string, attributes: Record<string, unknown>, relationships: Record<string, readonly [string, string]> = {}) => {
    const created = await admin.send('POST', `/api/v1/${type}`, document(type, attributes, relationships));
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.id as string;
  };
  /** A form of a section, a required name, an optional address and a choice, open now, without a captcha unless asked. */
  const newForm = async (attributes: Record<string, unknown> = {}) => {
    const form = await create('advanced-forms', { isCaptchaProtected: false, ...attributes });
    const on = { form: ['advanced-forms', form] as const };
    await create('form-fields', { fieldType: 'section', position: 0, title: 'About you' }, on);
    const name = await create('form-fields', { fieldType: 'short_text', position: 1, title: 'Name', required: true }, on);
    const mail = await create('form-fields', { fieldType: 'email', position: 2, title: 'E-mail' }, on);
    const access = await create('form-fields', { fieldType: 'multiple_choice', position: 3, config: { choices: ['switch', 'eye gaze'] } }, on);
    const note = await create('form-fields', { fieldType: 'rich_text', position: 4 }, on);
    return { id: form, name, mail, access, note };
  };
  const respond = (as: Client, formId: string, answers: unknown, attributes: Record<string, unknown> = {}) =>
    as.send('POST', '/api/v1/form-responses', document('form-responses', { answers, ...attributes }, { form: ['advanced-forms', formId] }));
  const countOf = async (formId: string) => (await admin.get(`/api/v1/advanced-forms/${formId}`)).json().data.attributes.endedResponsesCount as number;

  it('records a visitor’s valid response, normalised and sanitised, and counts it on the form', async () => {
    const form = await newForm();
    const sent = await respond(visitor, form.id, { [form.name]: ' Ana ', [form.mail]: 'Ana@Example.FR', [form.access]: ['switch'], [form.note]: '<p>Hi<script>x()</script></p>' });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data.id;
    const stored = (await admin.get(`/api/v1/form-responses/${id}`)).json().data;
    expect(stored.attributes.answers).toEqual({ [form.name]: 'Ana', [form.mail]: 'ana@example.fr', [form.access]: ['switch'], [form.note]: '<p>Hi</p>' });
    expect(stored.attributes.locale).toBe('en');
    expect(stored.attributes).not.toHaveProperty('captchaToken');
    expect(await countOf(form.id)).toBe(1);
    expect((await admin.get(`/api/v1/form-responses?filter[form]=${form.id}`)).json().data.map((row: { id: string }) => row.id)).toEqual([id]);
    expect((await admin.send('DELETE', `/api/v1/form-responses/${id}`)).statusCode).toBe(204);
    expect(await countOf(form.id)).toBe(0);
  });

  it('answers 422 naming each field whose answer is missing or wrong, and records nothing', async () => {
    const form = await newForm();
    const missing = await respond(visitor, form.id, { [form.mail]: 'not an address' });
    expect(missing.statusCode).toBe(422);
    expect(errorsOf(missing)).toEqual([
      { code: 'validation.required', pointer: `/data/attributes/answers/${form.name}` },
      { code: 'validation.email', pointer: `/data/attributes/answers/${form.mail}` },
    ]);
    const wrong = await respond(visitor, form.id, { [form.name]: 'Ana', [form.access]: ['telepathy'], stray: 'x' });
    expect(errorsOf(wrong)).toEqual([
      { code: 'validation.unknown_field', pointer: '/data/attributes/answers/stray' },
      { code: 'validation.choice', pointer: `/data/attributes/answers/${form.access}` },
    ]);
    expect(errorsOf(await respond(visitor, form.id, 'Ana'))).toEqual([{ code: 'validation.object', pointer: '/data/attributes/answers' }]);
    expect((await respond(visitor, form.id, { [form.name]: 'Ana' }, { endedResponsesCount: 3 })).statusCode).toBe(422);
    expect(await countOf(form.id)).toBe(0);
    expect((await admin.get(`/api/v1/form-responses?filter[form]=${form.id}`)).json().data).toEqual([]);
  });

  it('refuses a response before the form opens and from its closing on; an administrator may still enter one', async () => {
    const later = await newForm({ openAt: new Date(Date.now() + 3_600_000).toISOString() });
    const early = await respond(visitor, later.id, { [later.name]: 'Ana' });
    expect(early.statusCode).toBe(422);
    expect(errorsOf(early)).toEqual([{ code: 'validation.form_closed', pointer: '/data/relationships/form' }]);
    const closed = await newForm({ closeAt: new Date(Date.now() - 1000).toISOString() });
    expect(errorsOf(await respond(member, closed.id, { [closed.name]: 'Ana' }))).toEqual([{ code: 'validation.form_closed', pointer: '/data/relationships/form' }]);
    expect((await respond(admin, closed.id, { [closed.name]: 'From paper' })).statusCode).toBe(201);
    expect(await countOf(closed.id)).toBe(1);
    expect(await countOf(later.id)).toBe(0);
  });

  it('refuses a visitor a captcha-protected form (the default) until a verifier accepts the answer; members pass', async () => {
    const form = await newForm({ isCaptchaProtected: true });
    const refused = await respond(visitor, form.id, { [form.name]: 'Ana' }, { captchaToken: 'anything' });
    expect(errorsOf(refused)).toEqual([{ code: 'validation.captcha', pointer: '/data/attributes/captchaToken' }]);
    expect((await respond(member, form.id, { [form.name]: 'Ana' })).statusCode).toBe(201);
    setCaptchaVerifier(async (answer) => answer === 'good');
    expect((await respond(visitor, form.id, { [form.name]: 'Ana' }, { captchaToken: 'bad' })).statusCode).toBe(422);
    expect((await respond(visitor, form.id, { [form.name]: 'Ana' }, { captchaToken: 'good' })).statusCode).toBe(201);
    expect(await countOf(form.id)).toBe(2);
    const byDefault = await create('advanced-forms', {});
    expect(errorsOf(await respond(visitor, byDefault, {}))).toEqual([{ code: 'validation.captcha', pointer: '/data/attributes/captchaToken' }]);
  });

  it('counts every one of many responses sent at once', async () => {
    const form = await newForm();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => respond(i % 2 ? visitor : member, form.id, { [form.name]: `Person ${i}` })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
    expect(await countOf(form.id)).toBe(12);
    expect((await admin.get(`/api/v1/form-responses?filter[form]=${form.id}&page[size]=50`)).json().data).toHaveLength(12);
  });

  it('never lets a stranger, the sender included, read, change or delete a response, nor send one without anti-forgery', async () => {
    const form = await newForm();
    const id = (await respond(member, form.id, { [form.name]: 'Ana' })).json().data.id;
    for (const stranger of [visitor, member]) {
      const list = await stranger.get(`/api/v1/form-responses?filter[form]=${form.id}`);
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toEqual([]);
      expect((await stranger.send('DELETE', `/api/v1/form-responses/${id}`)).statusCode).toBeGreaterThanOrEqual(401);
      const changed = await stranger.send('PATCH', `/api/v1/form-responses/${id}`, { data: { type: 'form-responses', id, attributes: { answers: { [form.name]: 'Mallory' } } } });
      expect(changed.statusCode).toBeGreaterThanOrEqual(401);
    }
    expect((await admin.get(`/api/v1/advanced-forms/${form.id}/responses`)).json().data.map((row: { id: string }) => row.id)).toEqual([id]);
    expect((await visitor.get(`/api/v1/advanced-forms/${form.id}/responses`)).json().data).toEqual([]);
    expect((await member.get(`/api/v1/advanced-forms/${form.id}?include=responses`)).json().included ?? []).toEqual([]);
    for (const stranger of [visitor, member]) expect((await stranger.get(`/api/v1/advanced-forms/${form.id}?include=responses`)).body).not.toContain(id);
    expect((await visitor.get(`/api/v1/form-responses/${id}`)).statusCode).toBe(401);
    expect((await member.get(`/api/v1/form-responses/${id}`)).statusCode).toBe(403);
    const changedByAdmin = await admin.send('PATCH', `/api/v1/form-responses/${id}`, { data: { type: 'form-responses', id, attributes: { answers: { [form.name]: 'Edited' } } } });
    expect(changedByAdmin.statusCode).toBe(403);
    const forged = await t.app.inject({ method: 'POST', url: '/api/v1/form-responses', headers: { 'content-type': 'application/vnd.api+json' }, payload: JSON.stringify(document('form-responses', { answers: { [form.name]: 'Eve' } }, { form: ['advanced-forms', form.id] })) });
    expect(forged.statusCode).toBe(419);
    expect((await admin.get(`/api/v1/form-responses/${id}`)).json().data.attributes.answers).toEqual({ [form.name]: 'Ana' });
    expect(await countOf(form.id)).toBe(1);
  });
});
