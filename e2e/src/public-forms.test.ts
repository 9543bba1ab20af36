/**
 * Surveys, the newsletter and the contact form on the real server (issue 27), each by keyboard
 * alone with axe: a visitor answers the home page's survey and sees its results (light, desktop);
 * subscribes at /newsletter/subscribe through the proof-of-work captcha and confirms from the mailed
 * link (dark, phone); sends the contact form at /contact-us, the job chosen from the jobs list by
 * keyboard; a form's own link is drawn standalone.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';
import { linkIn, waitForMail } from './mail.ts';

const focused = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('name') ?? document.activeElement?.textContent ?? '');

describe('surveys, newsletter and contact on the site', () => {
  let h: Harness;
  let admin: Page;
  const suffix = randomBytes(4).toString('hex');
  before(async () => {
    h = await startHarness();
    admin = await h.newPage();
    await signInThroughApi(admin, ADMIN);
  });
  after(() => h?.close());

  test('a visitor answers the home page’s survey by keyboard and sees its results as a chart and a table (light)', async () => {
    const page = await h.newPage(DESKTOP);
    const errors = trackPageErrors(page);
    await page.goto('/');
    const survey = page.locator('#survey');
    await survey.getByRole('heading', { name: 'Have your say' }).waitFor();
    await survey.getByText('The results are shown once you have answered.').waitFor();
    await expectNoAxeViolations(page, 'home with the survey (light)');
    // Two choices by keyboard, a third refused by the rule (at most two), said in words.
    const first = survey.getByRole('checkbox', { name: 'Switches and scanning' });
    await first.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await survey.getByRole('button', { name: 'Answer' }).focus();
    await page.keyboard.press('Enter');
    await survey.getByRole('alert').filter({ hasText: 'Pick at most 2 choices.' }).waitFor();
    const third = survey.getByRole('checkbox', { name: 'Head pointer' });
    await third.focus();
    await page.keyboard.press('Space');
    await survey.getByRole('button', { name: 'Answer' }).focus();
    await page.keyboard.press('Enter');
    await survey.getByRole('heading', { name: 'Results (27 answers)' }).waitFor();
    await survey.getByText('10 answers (37 %)').waitFor();
    // The table alternative, opened by keyboard.
    await survey.getByText('Show the results as a table').focus();
    await page.keyboard.press('Enter');
    const table = survey.getByRole('table', { name: 'Which access methods should our next workshop cover?' });
    await table.getByRole('row', { name: /Eye gaze 7 26 %/ }).waitFor();
    await expectNoAxeViolations(page, 'survey results (light)');
    // The survey's own screen says the same, its question as title and heading.
    const found = (await api(admin, 'GET', '/api/v1/surveys?filter[search]=workshop'))?.data as { id: string }[];
    await page.goto(`/services/surveys/${found[0]!.id}`);
    await page.getByRole('heading', { level: 1, name: 'Which access methods should our next workshop cover?' }).waitFor();
    assert.equal(await page.title(), 'Relais - Which access methods should our next workshop cover?');
    await page.getByRole('heading', { name: 'Results (27 answers)' }).waitFor();
    assert.deepEqual(errors(), []);
  });

  test('a visitor subscribes to the newsletter by keyboard, through the captcha, and confirms from the mailed link (dark, phone)', async () => {
    const page = await h.newPage(MOBILE);
    await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
    const email = `reader-${suffix}@e2e.relais.local`;
    await page.goto('/newsletter/subscribe');
    await page.getByRole('heading', { level: 1, name: 'Newsletter' }).waitFor();
    assert.equal(await page.title(), 'Relais - Newsletter');
    await expectNoAxeViolations(page, '/newsletter/subscribe (dark)');
    await page.getByRole('textbox', { name: 'First name' }).focus();
    await page.keyboard.type('Inès');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Durand');
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'userEmail');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await page.getByText('Thank you! To start receiving the newsletter, follow the link we have just mailed you.').waitFor({ timeout: 30_000 });
    const people = (await api(admin, 'GET', `/api/v1/light-users?filter[email]=${encodeURIComponent(email)}`))?.data as { id: string; attributes: { hasMailSubscription: boolean } }[];
    assert.equal(people.length, 1);
    assert.equal(people[0]!.attributes.hasMailSubscription, false);
    const mail = await waitForMail(h.dataDir, email);
    assert.match(mail.subject, /^Confirm your subscription to the .+ newsletter$/);
    await page.goto(linkIn(mail, `${h.baseUrl}/services/confirm-address/`));
    await page.getByRole('button', { name: 'Confirm my address' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').waitFor();
    // A status may be up before the confirmation's answer (the page's loading one): ask until it lands.
    const subscribed = async () => ((await api(admin, 'GET', `/api/v1/light-users/${people[0]!.id}`))?.data as { attributes: { hasMailSubscription: boolean } }).attributes.hasMailSubscription;
    const deadline = Date.now() + 15_000;
    while (!(await subscribed()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    assert.equal(await subscribed(), true, 'the mailed link confirmed the subscription');
    // The other new screens, dark.
    await page.goto('/contact-us');
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await page.getByRole('combobox', { name: 'Job' }).selectOption('other');
    await page.getByRole('textbox', { name: 'Your job, in your words' }).waitFor();
    await expectNoAxeViolations(page, '/contact-us with the job "other" (dark)');
    const found = (await api(admin, 'GET', '/api/v1/surveys?filter[search]=workshop'))?.data as { id: string }[];
    await page.goto(`/services/surveys/${found[0]!.id}`);
    await page.getByRole('button', { name: 'Answer' }).waitFor();
    await expectNoAxeViolations(page, '/services/surveys/:id (dark)');
  });

  test('a visitor sends the contact form by keyboard; a form’s own link is drawn without menu or footer', async () => {
    const page = await h.newPage(DESKTOP);
    await page.goto('/contact-us');
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await expectNoAxeViolations(page, '/contact-us (light)');
    // Sent empty, the first required field takes the focus with its error.
    await page.getByRole('button', { name: 'Send' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Fill in this field.').first().waitFor();
    assert.equal(await focused(page), 'userFirstName');
    await page.keyboard.type('Paul');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Martin');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`paul-${suffix}@e2e.relais.local`);
    await page.keyboard.press('Tab');
    // The job is chosen from the jobs list by typing its name; "Other" asks for it in one's own words.
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'userJob');
    await page.getByRole('option', { name: 'Occupational therapist' }).waitFor({ state: 'attached' });
    await page.keyboard.type('Other');
    await page.getByRole('textbox', { name: 'Your job, in your words' }).waitFor();
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'userJobOther');
    await page.keyboard.type('Seating specialist');
    await expectNoAxeViolations(page, '/contact-us with the job "other" (light)');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'message');
    await page.keyboard.type('Could we borrow an eye-gaze tablet for a month?');
    await page.getByRole('button', { name: 'Send' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Thank you, your message was sent. We will get back to you.').waitFor();
    const inputs = (await api(admin, 'GET', `/api/v1/light-user-form-inputs?filter[search]=paul-${suffix}&include=userJob`))?.data as { attributes: { message: string; userJobOther: string }; relationships: { userJob: { data: { id: string } } } }[];
    assert.equal(inputs[0]!.attributes.message, '<p>Could we borrow an eye-gaze tablet for a month?</p>');
    assert.equal(inputs[0]!.relationships.userJob.data.id, 'other');
    assert.equal(inputs[0]!.attributes.userJobOther, 'Seating specialist');

    const forms = (await api(admin, 'GET', '/api/v1/services/site-forms'))?.data as { contactForm: string };
    const form = (await api(admin, 'GET', `/api/v1/light-user-forms/${forms.contactForm}`))?.data as { attributes: { token: string } };
    await page.goto(`/services/forms/${forms.contactForm}?t=${form.attributes.token}`);
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    assert.equal(await page.getByRole('navigation').count(), 0);
    assert.equal(await page.getByRole('contentinfo').count(), 0);
    await page.goto('/newsletter/subscribe');
    await page.getByRole('heading', { level: 1, name: 'Newsletter' }).waitFor();
    await expectNoAxeViolations(page, '/newsletter/subscribe (light)');
  });
});
