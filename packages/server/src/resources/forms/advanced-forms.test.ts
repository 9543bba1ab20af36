import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, errorsOf, linkedDocument as document } from '../../jsonapi/testing.ts';
import type { Client, Linkage } from '../../jsonapi/testing.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { JSON_API_ATOMIC } from '../../jsonapi/media-types.ts';


/** Advanced forms through the API: fields and sections, workflows in their run order, runs (spec, domain "Advanced form"). */
describe.each(TEST_DATABASES)('advanced forms on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let member: Client;
  let visitor: Client;

  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminHeaders = (await signIn(t, { isAdmin: true })).headers;
    admin = client(t, adminHeaders);
    member = client(t, (await signIn(t)).headers);
    visitor = client(t, await visitorHeaders(t));
  }, 60_000);
  afterAll(() => t.close());

  const create = async (type: string, attributes: Record<string, unknown>, relationships: Record<string, Linkage> = {}, headers: Record<string, string> = {}) => {
    const created = await admin.send('POST', `/api/v1/${type}`, document(type, attributes, relationships), headers);
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data as { id: string; attributes: Record<string, unknown> };
  };
  const newForm = (attributes: Record<string, unknown> = {}) => create('advanced-forms', attributes);
  const field = (formId: string, attributes: Record<string, unknown>, headers: Record<string, string> = {}) =>
    create('form-fields', attributes, { form: ['advanced-forms', formId] }, headers);

  it('lets an administrator create, update and delete a form, captcha-protected by default', async () => {
    const form = await newForm({ openAt: '2026-01-01T00:00:00.000Z' });
    expect(form.attributes).toMatchObject({ isCaptchaProtected: true, endedResponsesCount: 0, title: null, description: null });
    const patched = await admin.send('PATCH', `/api/v1/advanced-forms/${form.id}`, { data: { type: 'advanced-forms', id: form.id, attributes: { closeAt: '2026-12-31T00:00:00.000Z', isCaptchaProtected: false } } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.attributes).toMatchObject({ isCaptchaProtected: false, closeAt: '2026-12-31T00:00:00.000Z' });
    expect((await admin.send('PATCH', `/api/v1/advanced-forms/${form.id}`, { data: { type: 'advanced-forms', id: form.id, attributes: { title: 'Mine' } } })).statusCode).toBe(422);
    await field(form.id, { fieldType: 'short_text', title: 'Name' });
    expect((await admin.send('DELETE', `/api/v1/advanced-forms/${form.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/v1/form-fields?filter[form]=${form.id}`)).json().data).toEqual([]);
  });

  it('takes its title and description from its first field, in the reader’s language', async () => {
    const form = await newForm();
    await field(form.id, { fieldType: 'short_text', position: 2, title: 'Your name' });
    const first = await field(form.id, { fieldType: 'section', position: 1, title: 'About you', description: '<p>Tell us<script>x()</script></p>' });
    await admin.send('PATCH', `/api/v1/form-fields/${first.id}`, { data: { type: 'form-fields', id: first.id, attributes: { title: 'À propos de vous' } } }, { 'x-edition-locale': 'fr' });
    const english = await visitor.get(`/api/v1/advanced-forms/${form.id}`);
    expect(english.statusCode).toBe(200);
    expect(english.json().data.attributes).toMatchObject({ title: 'About you', description: '<p>Tell us</p>' });
    const french = await visitor.get(`/api/v1/advanced-forms/${form.id}`, { 'accept-language': 'fr' });
    expect(french.json().data.attributes.title).toBe('À propos de vous');
    const listed = await visitor.get(`/api/v1/advanced-forms/${form.id}?include=fields`);
    expect(listed.json().included.map((row: { attributes: { title: string } }) => row.attributes.title).sort()).toEqual(['About you', 'Your name']);
  });

  it('gives a field its type’s data type, keeps a section without one, and refuses one the type cannot store', async () => {
    const form = await newForm();
    expect((await field(form.id, { fieldType: 'section', title: 'Part one' })).attributes.dataType).toBe('none');
    expect((await field(form.id, { fieldType: 'number' })).attributes.dataType).toBe('integer');
    expect((await field(form.id, { fieldType: 'number', dataType: 'decimal' })).attributes.dataType).toBe('decimal');
    const refused = await admin.send('POST', '/api/v1/form-fields', document('form-fields', { fieldType: 'section', dataType: 'string' }, { form: ['advanced-forms', form.id] }));
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual([{ code: 'validation.data_type', pointer: '/data/attributes/dataType' }]);
    const unknown = await admin.send('POST', '/api/v1/form-fields', document('form-fields', { fieldType: 'slider' }, { form: ['advanced-forms', form.id] }));
    expect(errorsOf(unknown)).toEqual([{ code: 'validation.enum', pointer: '/data/attributes/fieldType' }]);

    const choice = await field(form.id, { fieldType: 'checkbox' });
    const retyped = await admin.send('PATCH', `/api/v1/form-fields/${choice.id}`, { data: { type: 'form-fields', id: choice.id, attributes: { fieldType: 'multiple_choice' } } });
    expect(retyped.json().data.attributes.dataType).toBe('string_list');
    const kept = await field(form.id, { fieldType: 'number', dataType: 'decimal' });
    const moved = await admin.send('PATCH', `/api/v1/form-fields/${kept.id}`, { data: { type: 'form-fields', id: kept.id, attributes: { required: true } } });
    expect(moved.json().data.attributes).toMatchObject({ dataType: 'decimal', required: true });
  });

  it('lists workflows in the order they run, by their type’s priority', async () => {
    const form = await newForm();
    const hook = await create('form-workflows', { name: 'CRM', workflowType: 'webhook', config: { url: 'https://crm.example' } }, { form: ['advanced-forms', form.id] });
    const mail = await field(form.id, { fieldType: 'email', title: 'E-mail' });
    const sync = await create('form-workflows', { name: 'Contact', workflowType: 'light_user_sync', config: { emailField: mail.id } }, { form: ['advanced-forms', form.id] });
    expect(sync.attributes.priority).toBe(10);
    const listed = await admin.get(`/api/v1/form-workflows?filter[form]=${form.id}`);
    expect(listed.json().data.map((row: { id: string }) => row.id)).toEqual([sync.id, hook.id]);
    expect((await admin.send('PATCH', `/api/v1/form-workflows/${sync.id}`, { data: { type: 'form-workflows', id: sync.id, attributes: { priority: 1 } } })).statusCode).toBe(422);
  });

  it('lets anyone read forms and fields, and nobody but administrators write them or see workflows and runs', async () => {
    const form = await newForm();
    const aField = await field(form.id, { fieldType: 'email', title: 'E-mail' });
    const workflow = await create('form-workflows', { name: 'Notify', workflowType: 'email_notification', config: { recipients: ['team@example.fr'] } }, { form: ['advanced-forms', form.id] });
    await field(form.id, { fieldType: 'short_text', title: 'Name' });
    expect((await admin.send('PATCH', `/api/v1/advanced-forms/${form.id}`, { data: { type: 'advanced-forms', id: form.id, attributes: { isCaptchaProtected: false } } })).statusCode).toBe(200);
    const sent = await visitor.send('POST', '/api/v1/form-responses', document('form-responses', { answers: {} }, { form: ['advanced-forms', form.id] }));
    expect(sent.statusCode, sent.body).toBe(201);
    const run = ((await admin.get(`/api/v1/form-workflows/${workflow.id}/runs`)).json().data as { id: string }[])[0]!;
    for (const [stranger, refusal] of [[visitor, 401], [member, 403]] as const) {
      expect((await stranger.get(`/api/v1/form-fields/${aField.id}`)).statusCode).toBe(200);
      expect((await stranger.send('POST', '/api/v1/advanced-forms', document('advanced-forms', {}))).statusCode).toBe(refusal);
      expect((await stranger.send('POST', '/api/v1/form-fields', document('form-fields', { fieldType: 'section' }, { form: ['advanced-forms', form.id] }))).statusCode).toBe(refusal);
      for (const url of [`/api/v1/form-workflows/${workflow.id}`, `/api/v1/form-workflow-runs/${run.id}`, '/api/v1/form-workflows', `/api/v1/advanced-forms/${form.id}/workflows`]) {
        expect((await stranger.get(url)).statusCode, url).toBe(404);
      }
      const patched = await stranger.send('PATCH', `/api/v1/form-fields/${aField.id}`, { data: { type: 'form-fields', id: aField.id, attributes: { title: 'Hacked' } } });
      expect(patched.statusCode).toBe(refusal);
    }
    expect((await visitor.get(`/api/v1/advanced-forms/${form.id}`)).json().data.relationships).not.toHaveProperty('workflows');
    expect((await admin.get(`/api/v1/form-fields/${aField.id}`)).json().data.attributes.title).toBe('E-mail');
  });

  it('refuses a field’s settings its type does not read or that would not make a usable question, naming the setting', async () => {
    const form = await newForm();
    const refused = async (attributes: Record<string, unknown>) => {
      const answer = await admin.send('POST', '/api/v1/form-fields', document('form-fields', attributes, { form: ['advanced-forms', form.id] }));
      expect(answer.statusCode, answer.body).toBe(422);
      return errorsOf(answer);
    };
    expect(await refused({ fieldType: 'single_choice', title: 'Colour', config: { choices: ['Red', 'Red'] } })).toEqual([{ code: 'validation.distinct', pointer: '/data/attributes/config/choices' }]);
    expect(await refused({ fieldType: 'scale', title: 'How much?', config: { min: 3, max: 1 } })).toEqual([{ code: 'validation.after', pointer: '/data/attributes/config/max' }]);
    expect(await refused({ fieldType: 'short_text', title: 'Name', config: { choices: ['a'] } })).toEqual([{ code: 'validation.unknown_field', pointer: '/data/attributes/config/choices' }]);
    const choice = await field(form.id, { fieldType: 'multiple_choice', title: 'Access', config: { choices: ['Switch', 'Eye gaze'] } });
    // Another type with settings it does not read is refused too: the builder sends the new type's.
    const retyped = await admin.send('PATCH', `/api/v1/form-fields/${choice.id}`, { data: { type: 'form-fields', id: choice.id, attributes: { fieldType: 'email' } } });
    expect(errorsOf(retyped)).toEqual([{ code: 'validation.unknown_field', pointer: '/data/attributes/config/choices' }]);
    const fine = await admin.send('PATCH', `/api/v1/form-fields/${choice.id}`, { data: { type: 'form-fields', id: choice.id, attributes: { fieldType: 'email', config: null } } });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().data.attributes).toMatchObject({ fieldType: 'email', dataType: 'email', config: null });
  });

  it('saves the form builder’s changes in one atomic request, or none of them', async () => {
    const form = await newForm();
    const name = await field(form.id, { fieldType: 'short_text', position: 0, title: 'Name' });
    const gone = await field(form.id, { fieldType: 'email', position: 1, title: 'E-mail' });
    const atomic = (operations: Record<string, unknown>[]) =>
      t.app.inject({ method: 'POST', url: '/api/v1/operations', headers: { 'content-type': JSON_API_ATOMIC, accept: JSON_API_ATOMIC, ...adminHeaders }, payload: JSON.stringify({ 'atomic:operations': operations }) });
    const titles = async () => (await admin.get(`/api/v1/form-fields?filter[form]=${form.id}&sort=position`)).json().data.map((row: { attributes: { title: string } }) => row.attributes.title);
    const add = (attributes: Record<string, unknown>) => ({ op: 'add', data: { type: 'form-fields', attributes, relationships: { form: { data: { type: 'advanced-forms', id: form.id } } } } });
    const save = [
      { op: 'update', ref: { type: 'advanced-forms', id: form.id }, data: { type: 'advanced-forms', id: form.id, attributes: { isCaptchaProtected: false } } },
      { op: 'remove', ref: { type: 'form-fields', id: gone.id } },
      add({ position: 0, fieldType: 'section', title: 'About you' }),
      { op: 'update', ref: { type: 'form-fields', id: name.id }, data: { type: 'form-fields', id: name.id, attributes: { position: 1, required: true } } },
    ];
    const refused = await atomic([...save, add({ position: 2, fieldType: 'single_choice', title: 'Colour', config: { choices: [] } })]);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(errorsOf(refused)).toEqual([{ code: 'validation.required', pointer: '/atomic:operations/4/data/attributes/config/choices' }]);
    expect(await titles()).toEqual(['Name', 'E-mail']);
    expect((await admin.get(`/api/v1/advanced-forms/${form.id}`)).json().data.attributes.isCaptchaProtected).toBe(true);
    const saved = await atomic(save);
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    expect(await titles()).toEqual(['About you', 'Name']);
    expect((await visitor.get(`/api/v1/advanced-forms/${form.id}`)).json().data.attributes).toMatchObject({ title: 'About you', isCaptchaProtected: false });
  });
});
