/**
 * Advanced forms on the real server (issue 27 item 3): a member fills the demo's form of three
 * sections over two visits, by keyboard alone with axe in light and dark — the first visit saves at
 * step 2 and the mailed link (read from the SMTP capture) brings the second visit back there — and
 * the workflows run on sending: the confirmation mail arrives and a local receiver gets the webhook;
 * an administrator adds a question in the form builder, sees it in its live preview, saves, and the
 * site's form asks it (keyboard, axe light and dark).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';
import { linkIn, waitForMail } from './mail.ts';

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('advanced forms on the site', () => {
  let h: Harness;
  let admin: Page;
  let formId = '';
  const hooks: Record<string, unknown>[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      hooks.push(JSON.parse(body) as Record<string, unknown>);
      response.writeHead(204).end();
    });
  });
  const suffix = randomBytes(4).toString('hex');
  const member = { email: `aform-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-x` };

  before(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    h = await startHarness({ env: { FORM_WEBHOOKS_ALLOW_LOCAL: 'true' } });
    admin = await h.newPage();
    await signInThroughApi(admin, ADMIN);
    // The demo's form posts to a placeholder: its administrator points the webhook at this test's receiver.
    const forms = (await api(admin, 'GET', '/api/v1/advanced-forms?include=workflows'))?.included as { id: string; attributes: { workflowType: string }; relationships: { form: { data: { id: string } } } }[];
    const webhook = forms.find((row) => row.attributes.workflowType === 'webhook')!;
    formId = webhook.relationships.form.data.id;
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    await api(admin, 'PATCH', `/api/v1/form-workflows/${webhook.id}`, { data: { type: 'form-workflows', id: webhook.id, attributes: { config: { url } } } });
    const now = new Date().toISOString();
    await api(admin, 'POST', '/api/v1/users', { data: { type: 'users', attributes: { firstName: 'Ana', lastName: `Aform${suffix}`, email: member.email, password: member.password, emailVerifiedAt: now, validatedAt: now } } });
  });
  after(async () => {
    await h?.close();
    receiver.close();
  });

  test('a member fills the form over two visits through its mailed token, and the confirmation mail and webhook arrive', async () => {
    // First visit (light): step 1 checked before step 2, then saved at step 2 with the link mailed.
    const first = await h.newPage(DESKTOP);
    const errors = trackPageErrors(first);
    await signInThroughApi(first, member);
    await first.goto(`/services/aforms/${formId}`);
    await first.getByRole('heading', { level: 1, name: 'Equipment loan request' }).waitFor();
    await first.getByText('Step 1 of 3').waitFor();
    await expectNoAxeViolations(first, '/services/aforms/:form step 1 (light)');
    await first.getByRole('button', { name: 'Next step' }).focus();
    await first.keyboard.press('Enter');
    await first.getByText('This question needs an answer.').waitFor();
    assert.equal(await first.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent), 'Your name *');
    await first.keyboard.type('Ana Aform');
    await first.keyboard.press('Tab');
    await first.keyboard.press('Space');
    assert.equal(await first.getByRole('checkbox', { name: 'switch' }).isChecked(), true);
    await first.getByRole('button', { name: 'Next step' }).focus();
    await first.keyboard.press('Enter');
    await first.getByText('Step 2 of 3').waitFor();
    // The step's heading takes the focus.
    await first.waitForFunction(() => document.activeElement?.tagName === 'H2');
    assert.equal(await focusedText(first), 'Your situation');
    await first.getByRole('radio', { name: '1', exact: true }).focus();
    for (let index = 0; index < 3; index += 1) await first.keyboard.press('ArrowRight');
    assert.equal(await first.getByRole('radio', { name: '4', exact: true }).isChecked(), true);
    await first.getByRole('button', { name: 'Save and continue later' }).focus();
    await first.keyboard.press('Enter');
    const address = first.getByRole('textbox', { name: 'E-mail address for the link' });
    assert.equal(await address.inputValue(), member.email);
    await first.getByRole('button', { name: 'Save and mail me the link' }).focus();
    await first.keyboard.press('Enter');
    await first.getByText(`Your answers are saved. The link to continue was mailed to ${member.email}`).waitFor();
    await first.waitForURL(new RegExp(`/services/aforms/${formId}/[A-Za-z0-9_-]{43}/2$`));
    await expectNoAxeViolations(first, '/services/aforms/:form/:token/:section step 2 saved (light)');
    assert.deepEqual(errors(), []);

    // Second visit (dark), another browser, from the mailed link: back at step 2 with the answers kept.
    const mail = await waitForMail(h.dataDir, member.email);
    assert.equal(mail.subject, 'Continue your answers to “Equipment loan request”');
    const link = linkIn(mail, `${h.baseUrl}/services/aforms/${formId}/`);
    const second = await h.newPage(DESKTOP);
    await second.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
    await signInThroughApi(second, member);
    await second.goto(link);
    await second.getByText('Step 2 of 3').waitFor();
    await second.getByRole('heading', { level: 2, name: 'Your situation' }).waitFor();
    assert.equal(await second.getByRole('radio', { name: '4', exact: true }).isChecked(), true);
    await expectNoAxeViolations(second, '/services/aforms/:form/:token/:section resumed (dark)');
    await second.getByRole('button', { name: 'Previous step' }).focus();
    await second.keyboard.press('Enter');
    await second.getByText('Step 1 of 3').waitFor();
    assert.equal(await second.getByRole('textbox', { name: 'Your name *' }).inputValue(), 'Ana Aform');
    await second.getByRole('button', { name: 'Next step' }).focus();
    await second.keyboard.press('Enter');
    await second.getByText('Step 2 of 3').waitFor();
    await second.getByRole('button', { name: 'Next step' }).focus();
    await second.keyboard.press('Enter');
    await second.getByText('Step 3 of 3').waitFor();
    await second.getByRole('textbox', { name: 'E-mail address *' }).focus();
    await second.keyboard.type(member.email);
    await second.getByRole('checkbox', { name: 'I agree to be contacted about this request *' }).focus();
    await second.keyboard.press('Space');
    await expectNoAxeViolations(second, '/services/aforms/:form step 3 (dark)');
    await second.getByRole('button', { name: 'Send my answers' }).focus();
    await second.keyboard.press('Enter');
    await second.getByText('Thank you, your answers were sent.').waitFor();
    await expectNoAxeViolations(second, '/services/aforms/:form sent (dark)');

    // The workflows: the confirmation to the member's verified address, the webhook to the receiver.
    const confirmation = await waitForMail(h.dataDir, member.email, 2, 20_000);
    assert.equal(confirmation.subject, 'Your loan request');
    assert.match(confirmation.text, /Thank you Ana Aform/);
    const deadline = Date.now() + 20_000;
    while (!hooks.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(hooks.length, 1, 'the webhook was called once');
    assert.equal(hooks[0]!.formId, formId);
    assert.ok(Object.values(hooks[0]!.answers as Record<string, unknown>).includes('Ana Aform'));
    // The draft ended with the response: its link no longer continues.
    await second.goto(link);
    await second.getByText('These answers were already sent, or kept too long: they are no longer here.').waitFor();
  });

  test('an administrator adds a question in the form builder by keyboard, sees it in the live preview, saves, and the site shows it', async () => {
    const form = (await api(admin, 'POST', '/api/v1/advanced-forms', { data: { type: 'advanced-forms', attributes: { isCaptchaProtected: false } } }))?.data as { id: string };
    await api(admin, 'POST', '/api/v1/form-fields', { data: { type: 'form-fields', attributes: { position: 0, fieldType: 'section', title: `Workshop ${suffix}` }, relationships: { form: { data: { type: 'advanced-forms', id: form.id } } } } });
    const builderPath = `/admin/resources/advanced-forms/update/${form.id}`;

    // Light: the builder, a question added and labelled by keyboard, shown by the preview as one types.
    const light = await h.newPage(DESKTOP);
    const errors = trackPageErrors(light);
    await signInThroughApi(light, ADMIN);
    await light.goto(builderPath);
    await light.getByRole('heading', { level: 1, name: `Form builder: Workshop ${suffix}` }).waitFor();
    await expectNoAxeViolations(light, '/admin/resources/advanced-forms/update/:id builder (light)');
    await light.getByRole('combobox', { name: 'Type of the new field' }).focus();
    await light.keyboard.type('Short');
    await light.keyboard.press('Tab');
    await light.keyboard.press('Enter');
    await light.getByRole('heading', { level: 3, name: '2. Short text: no label yet' }).waitFor();
    assert.match((await light.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent)) ?? '', /^Label\s\*$/u);
    await light.keyboard.type('Which day suits you?');
    const preview = light.getByTestId('form-builder-preview');
    await preview.locator('label', { hasText: 'Which day suits you?' }).waitFor();
    // Required: ticked by keyboard, the preview marks it at once.
    await light.getByRole('checkbox', { name: 'An answer is required' }).focus();
    await light.keyboard.press('Space');
    await preview.locator('label', { hasText: 'Which day suits you? *' }).waitFor();
    await expectNoAxeViolations(light, '/admin/resources/advanced-forms/update/:id a question open (light)');
    await light.getByRole('button', { name: 'Save the form' }).focus();
    await light.keyboard.press('Enter');
    await light.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    const fields = (await api(admin, 'GET', `/api/v1/form-fields?filter[form]=${form.id}&sort=position`))?.data as { attributes: { title: string; fieldType: string; required: boolean; position: number } }[];
    assert.deepEqual(
      fields.map(({ attributes }) => [attributes.position, attributes.fieldType, attributes.title, attributes.required]),
      [
        [0, 'section', `Workshop ${suffix}`, false],
        [1, 'short_text', 'Which day suits you?', true],
      ],
    );
    assert.deepEqual(errors(), []);

    // Dark: the saved builder.
    const dark = await h.newPage(DESKTOP);
    await dark.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
    await signInThroughApi(dark, ADMIN);
    await dark.goto(builderPath);
    await dark.getByRole('heading', { level: 3, name: '2. Short text: Which day suits you?' }).waitFor();
    await expectNoAxeViolations(dark, '/admin/resources/advanced-forms/update/:id builder (dark)');

    // The site's form asks the new question.
    const visitor = await h.newPage(DESKTOP);
    await visitor.goto(`/services/aforms/${form.id}`);
    await visitor.getByRole('heading', { level: 1, name: `Workshop ${suffix}` }).waitFor();
    await visitor.getByRole('textbox', { name: 'Which day suits you? *' }).waitFor();
  });
});
