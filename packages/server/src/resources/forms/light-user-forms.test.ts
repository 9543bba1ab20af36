import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { client, errorsOf, linkedDocument as document } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { setCaptchaVerifier } from './captcha.ts';


/** Light-user forms through the API: administrators' forms, visitors' inputs, the contacts they match (spec, domain "Forms"). */
describe.each(TEST_DATABASES)('light-user forms on %s', (kind) => {
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

  const newForm = async (attributes: Record<string, unknown> = {}) => {
    const created = await admin.send('POST', '/api/v1/light-user-forms', document('light-user-forms', { title: 'Join us', ...attributes }));
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data as { id: string; attributes: { token: string } & Record<string, unknown> };
  };
  const send = (as: Client, form: { id: string; attributes: { token: string } }, attributes: Record<string, unknown> = {}) =>
    as.send(
      'POST',
      '/api/v1/light-user-form-inputs',
      document('light-user-form-inputs', { token: form.attributes.token, userEmail: 'ana@example.fr', userFirstName: 'Ana', ...attributes }, { form: ['light-user-forms', form.id] }),
    );
  const formAsAdmin = async (id: string) => (await admin.get(`/api/v1/light-user-forms/${id}`)).json().data.attributes;

  it('lets an administrator create, read, update and delete a form, its token drawn by the server', async () => {
    const form = await newForm({ description: '<p>Hello<script>alert(1)</script></p>', expiresAt: '2030-01-01T00:00:00.000Z' });
    expect(form.attributes.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(form.attributes).toMatchObject({ description: '<p>Hello</p>', inputsCount: 0, isOffline: false, isCaptchaProtected: false });
    const id = form.id;
    const patched = await admin.send('PATCH', `/api/v1/light-user-forms/${id}`, { data: { type: 'light-user-forms', id, attributes: { isOffline: true, adminOnlyNote: 'For the fair' } } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.attributes).toMatchObject({ isOffline: true, adminOnlyNote: 'For the fair' });
    expect((await admin.send('DELETE', `/api/v1/light-user-forms/${id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/v1/light-user-forms/${id}`)).statusCode).toBe(404);
  });

  it('shows visitors an online form without its token, note or activity, and hides an offline one', async () => {
    const online = await newForm({ adminOnlyNote: 'secret' });
    const read = await visitor.get(`/api/v1/light-user-forms/${online.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.attributes.title).toBe('Join us');
    for (const hidden of ['token', 'adminOnlyNote', 'inputsCount', 'lastActionAt']) expect(read.json().data.attributes).not.toHaveProperty(hidden);
    expect((await visitor.get(`/api/v1/light-user-forms?filter[token]=${online.attributes.token}`)).statusCode).toBe(400);
    const offline = await newForm({ isOffline: true });
    expect((await visitor.get(`/api/v1/light-user-forms/${offline.id}`)).statusCode).toBe(404);
    expect((await member.send('POST', '/api/v1/light-user-forms', document('light-user-forms', { title: 'Mine' }))).statusCode).toBe(403);
  });

  it('takes a visitor’s input by the form’s token, counts it and dates the form’s last activity', async () => {
    // A form that takes a message (`allowMessage`): another drops it.
    const form = await newForm({ allowMessage: true });
    const sent = await send(visitor, form, { userEmail: ' Ana@Example.FR ', message: '<p>Hi<img src=x onerror=alert(1)></p>' });
    expect(sent.statusCode, sent.body).toBe(201);
    const inputId = sent.json().data.id;
    const stored = (await admin.get(`/api/v1/light-user-form-inputs/${inputId}`)).json().data.attributes;
    expect(stored).toMatchObject({ userEmail: 'ana@example.fr', locale: 'en', token: form.attributes.token });
    expect(stored.message).not.toContain('onerror');
    expect(stored).not.toHaveProperty('recaptchaToken');
    const after = await formAsAdmin(form.id);
    expect(after.inputsCount).toBe(1);
    expect(after.lastActionAt).not.toBeNull();
  });

  it('refuses an input without the form’s token, to an expired form, or to an offline one', async () => {
    const form = await newForm();
    const wrong = await send(visitor, { id: form.id, attributes: { token: 'not-the-token-at-all' } });
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toEqual([{ code: 'validation.token', pointer: '/data/attributes/token' }]);

    const expired = await newForm({ expiresAt: new Date(Date.now() - 60_000).toISOString() });
    const late = await send(visitor, expired);
    expect(late.statusCode).toBe(422);
    expect(errorsOf(late)).toEqual([{ code: 'validation.form_expired', pointer: '/data/relationships/form' }]);

    const offline = await newForm({ isOffline: true });
    const closed = await send(visitor, offline);
    expect(closed.statusCode).toBe(422);
    expect(errorsOf(closed)).toEqual([{ code: 'validation.exists', pointer: '/data/relationships/form' }]);

    for (const id of [form.id, expired.id, offline.id]) expect((await formAsAdmin(id)).inputsCount).toBe(0);
    // The back office may still record an input on a closed form.
    expect((await send(admin, offline)).statusCode).toBe(201);
  });

  it('takes one input per address when the form says so', async () => {
    const form = await newForm({ onlyOneInput: true });
    expect((await send(visitor, form, { userEmail: 'carla@example.fr' })).statusCode).toBe(201);
    const again = await send(visitor, form, { userEmail: 'CARLA@example.fr' });
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again)).toEqual([{ code: 'validation.only_one_input', pointer: '/data/attributes/userEmail' }]);
    expect((await send(visitor, form, { userEmail: 'dan@example.fr' })).statusCode).toBe(201);
    const open = await newForm();
    expect((await send(visitor, open, { userEmail: 'carla@example.fr' })).statusCode).toBe(201);
    expect((await send(visitor, open, { userEmail: 'carla@example.fr' })).statusCode).toBe(201);
  });

  it('refuses a visitor a captcha-protected form until a verifier accepts the answer; members pass', async () => {
    const form = await newForm({ isCaptchaProtected: true });
    const refused = await send(visitor, form, { recaptchaToken: 'anything' });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual([{ code: 'validation.captcha', pointer: '/data/attributes/recaptchaToken' }]);
    expect((await send(member, form)).statusCode).toBe(201);
    setCaptchaVerifier(async (answer) => answer === 'good');
    expect((await send(visitor, form, { recaptchaToken: 'bad' })).statusCode).toBe(422);
    expect((await send(visitor, form, { recaptchaToken: 'good' })).statusCode).toBe(201);
  });

  it('refuses a bad address, privileged and server-set fields from a visitor, and writes nothing', async () => {
    const form = await newForm();
    const bad = await send(visitor, form, { userEmail: 'not an address' });
    expect(errorsOf(bad)).toEqual([{ code: 'validation.email', pointer: '/data/attributes/userEmail' }]);
    expect((await send(visitor, form, { handledAt: new Date().toISOString() })).statusCode).toBe(403);
    expect((await send(visitor, form, { inputsCount: 3 })).statusCode).toBe(422);
    expect((await formAsAdmin(form.id)).inputsCount).toBe(0);
  });

  it('never lets a stranger read inputs, light users or their reports', async () => {
    const form = await newForm();
    const inputId = (await send(visitor, form)).json().data.id;
    const person = await admin.send('POST', '/api/v1/light-users', document('light-users', { email: 'eve@example.fr', firstName: 'Eve' }));
    expect(person.statusCode, person.body).toBe(201);
    const report = await admin.send('POST', '/api/v1/light-user-reports', document('light-user-reports', { name: 'Subscribers', queryString: 'filter[hasMailSubscription]=true' }));
    expect(report.statusCode, report.body).toBe(201);

    for (const stranger of [visitor, member]) {
      const list = await stranger.get('/api/v1/light-user-form-inputs');
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toEqual([]);
    }
    expect((await visitor.get(`/api/v1/light-user-form-inputs/${inputId}`)).statusCode).toBe(401);
    expect((await member.get(`/api/v1/light-user-form-inputs/${inputId}`)).statusCode).toBe(403);
    expect((await visitor.get(`/api/v1/light-user-forms/${form.id}/inputs`)).json().data).toEqual([]);
    expect((await visitor.get(`/api/v1/light-user-forms/${form.id}?include=inputs`)).json().included ?? []).toEqual([]);
    expect((await admin.get(`/api/v1/light-user-forms/${form.id}/inputs`)).json().data.map((row: { id: string }) => row.id)).toEqual([inputId]);
    for (const url of ['/api/v1/light-users', `/api/v1/light-users/${person.json().data.id}`, '/api/v1/light-user-reports', `/api/v1/light-user-reports/${report.json().data.id}`]) {
      expect((await visitor.get(url)).statusCode, url).toBe(404);
      expect((await member.get(url)).statusCode, url).toBe(404);
    }
    const change = await member.send('PATCH', `/api/v1/light-user-form-inputs/${inputId}`, { data: { type: 'light-user-form-inputs', id: inputId, attributes: { userFirstName: 'Mallory' } } });
    expect(change.statusCode).toBe(404);
    expect((await member.send('DELETE', `/api/v1/light-user-form-inputs/${inputId}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/v1/light-user-form-inputs/${inputId}`)).json().data.attributes.userFirstName).toBe('Ana');
  });

  it('links an input to the light user of its address and dates their last activity', async () => {
    const older = await admin.send('POST', '/api/v1/light-users', document('light-users', { email: 'Gil@Example.fr' }));
    expect(older.statusCode, older.body).toBe(201);
    expect(older.json().data.attributes.email).toBe('gil@example.fr');
    const form = await newForm();
    const first = await send(visitor, form, { userEmail: 'gil@example.fr' });
    const matched = (await admin.get(`/api/v1/light-user-form-inputs/${first.json().data.id}`)).json().data.relationships.matchingLightUser.data;
    expect(matched).toEqual({ type: 'light-users', id: older.json().data.id });
    expect((await admin.get(`/api/v1/light-users/${older.json().data.id}`)).json().data.attributes.lastActionAt).not.toBeNull();
    // The sender is not told whom the address matched.
    expect(first.json().data.relationships ?? {}).not.toHaveProperty('matchingLightUser');
    const nobody = await send(visitor, form, { userEmail: 'hana@example.fr' });
    expect((await admin.get(`/api/v1/light-user-form-inputs/${nobody.json().data.id}`)).json().data.relationships.matchingLightUser.data).toBeNull();
    const refused = await visitor.send('POST', '/api/v1/light-user-form-inputs', {
      data: { type: 'light-user-form-inputs', attributes: { token: form.attributes.token, userEmail: 'x@example.fr' }, relationships: { form: { data: { type: 'light-user-forms', id: form.id } }, matchingLightUser: { data: { type: 'light-users', id: older.json().data.id } } } },
    });
    expect(refused.statusCode).toBe(422);
  });

  it('lets an administrator handle an input and link the light user made of it', async () => {
    const form = await newForm();
    const inputId = (await send(visitor, form, { userEmail: 'ivo@example.fr' })).json().data.id;
    const person = (await admin.send('POST', '/api/v1/light-users', document('light-users', { email: 'ivo@example.fr' }))).json().data.id;
    const handled = await admin.send('PATCH', `/api/v1/light-user-form-inputs/${inputId}`, {
      data: { type: 'light-user-form-inputs', id: inputId, attributes: { handledAt: '2026-05-01T10:00:00.000Z' }, relationships: { createdLightUser: { data: { type: 'light-users', id: person } } } },
    });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json().data.relationships.createdLightUser.data).toEqual({ type: 'light-users', id: person });
    expect((await admin.get(`/api/v1/light-user-form-inputs?filter[handled]=false&filter[form]=${form.id}`)).json().data.map((row: { id: string }) => row.id)).toEqual([inputId]);
    expect((await admin.send('DELETE', `/api/v1/light-user-form-inputs/${inputId}`)).statusCode).toBe(204);
    expect((await formAsAdmin(form.id)).inputsCount).toBe(0);
  });

  it('counts every one of many inputs sent at once', async () => {
    const form = await newForm();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => send(visitor, form, { userEmail: `p${i}@example.fr` })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
    expect((await formAsAdmin(form.id)).inputsCount).toBe(12);
  });

  it('takes one of many inputs of one address sent at once to a one-input form', async () => {
    const form = await newForm({ onlyOneInput: true });
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(visitor, form, { userEmail: 'same@example.fr' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    expect((await formAsAdmin(form.id)).inputsCount).toBe(1);
  });

  it('takes the job from the jobs list, in words of one’s own only with "other", the form’s default when none, and refuses an unknown one', async () => {
    const form = await newForm({}).then(async (created) => {
      const patched = await admin.send('PATCH', `/api/v1/light-user-forms/${created.id}`, { data: { type: 'light-user-forms', id: created.id, relationships: { defaultJob: { data: { type: 'jobs', id: 'not_specified' } } } } });
      expect(patched.statusCode, patched.body).toBe(200);
      return created;
    });
    const withJob = (email: string, job: string | null, attributes: Record<string, unknown> = {}) =>
      visitor.send(
        'POST',
        '/api/v1/light-user-form-inputs',
        document('light-user-form-inputs', { token: form.attributes.token, userEmail: email, ...attributes }, { form: ['light-user-forms', form.id], ...(job ? { userJob: ['jobs', job] as [string, string] } : {}) }),
      );
    const stored = async (id: string) => (await admin.get(`/api/v1/light-user-form-inputs/${id}?include=userJob,createdLightUser`)).json();

    const unknown = await withJob('who@example.fr', 'astronaut-of-nowhere');
    expect(unknown.statusCode).toBe(422);
    expect(errorsOf(unknown)).toEqual([{ code: 'validation.exists', pointer: '/data/relationships/userJob' }]);

    const other = await withJob('other@example.fr', 'other', { userJobOther: 'Speech therapist' });
    expect(other.statusCode, other.body).toBe(201);
    const read = await stored(other.json().data.id);
    expect(read.data.relationships.userJob.data).toEqual({ type: 'jobs', id: 'other' });
    expect(read.data.attributes.userJobOther).toBe('Speech therapist');
    const person = read.included.find((item: { type: string }) => item.type === 'light-users');
    expect(person.attributes.jobOther).toBe('Speech therapist');
    expect((await admin.get(`/api/v1/light-users/${person.id}/relationships/job`)).json().data).toEqual({ type: 'jobs', id: 'other' });

    const listed = await withJob('listed@example.fr', 'not_specified', { userJobOther: 'ignored words' });
    expect(listed.statusCode, listed.body).toBe(201);
    expect((await stored(listed.json().data.id)).data.attributes.userJobOther).toBeNull();

    const none = await withJob('none@example.fr', null);
    expect(none.statusCode, none.body).toBe(201);
    expect((await stored(none.json().data.id)).data.relationships.userJob.data).toEqual({ type: 'jobs', id: 'not_specified' });
  });
});
