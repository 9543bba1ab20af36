import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, errorsOf, linkedDocument as document } from '../../jsonapi/testing.ts';
import type { Client, Linkage } from '../../jsonapi/testing.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';


/** Advanced forms through the API: fields and sections, workflows in their run order, runs (spec, domain "Advanced form"). */
describe.each(TEST_DATABASES)('advanced forms on %s', (kind) => {
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
});
