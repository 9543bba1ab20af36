/**
 * The assistive-communication catalogue in the back office: products are listed by the generic grid,
 * and filtered by system through their notes (the one place a product's systems are written). On
 * the site (issue 28): a visitor filters the demo's /catalogue by two dimensions, ticks three
 * products and compares them in a table whose address carries the choice, and opens it again from
 * that address; a member proposes a change to a product that a moderator accepts from the back
 * office, the member notified; a visitor asks for accompaniment on /accompaniment — by keyboard, axe in light and dark.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

const idOf = (document: Record<string, unknown> | null) => (document?.data as { id: string }).id;
const linked = (type: string, id: string) => ({ data: { type, id } });
const suffix = randomBytes(3).toString('hex');
const MEMBER = { email: `aac-member-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-m` };
const MODERATOR = { email: `aac-moderator-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-d` };

const press = async (page: Page, locator: ReturnType<Page['getByRole']>, key = 'Enter') => {
  await locator.focus();
  await page.keyboard.press(key);
};

describe('catalogue products in the back office', () => {
  let h: Harness;
  let page: Page;
  before(async () => {
    h = await startHarness();
    page = await h.newPage();
    await signInThroughApi(page, ADMIN);
    const create = async (type: string, attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) =>
      idOf(await api(page, 'POST', `/api/v1/${type}`, { data: { type, attributes, relationships } }));
    const system = await create('aac-systems', { name: 'E2E Chrome OS' });
    const grid = await create('aac-products', { name: 'E2E Grid app', productType: 'software' });
    await create('aac-products', { name: 'E2E Board app', productType: 'software' });
    await create('aac-software-compatible-systems', { note: 'Since version 2' }, { product: linked('aac-products', grid), system: linked('aac-systems', system) });
    const now = new Date().toISOString();
    const person = (account: typeof MEMBER, firstName: string, roles: string[]) =>
      create('users', { firstName, lastName: `Catalogue${suffix}`, email: account.email, password: account.password, emailVerifiedAt: now, validatedAt: now }, { roles: { data: roles.map((id) => ({ type: 'roles', id })) } });
    await person(MEMBER, 'Mia', []);
    await person(MODERATOR, 'Moe', ['aac_moderator']);
  });
  after(() => h?.close());

  test('lists the products and filters them by a system of their notes', async () => {
    const errors = trackPageErrors(page);
    await page.goto('/admin/resources/aac-products/index');
    const rows = page.getByRole('grid');
    await rows.getByText('E2E Board app').waitFor();
    await rows.getByText('E2E Grid app').waitFor();

    const systems = page.getByRole('combobox', { name: 'Systems' });
    await systems.fill('E2E Chrome');
    await page.getByRole('option', { name: 'E2E Chrome OS' }).click();
    await page.waitForFunction(() => new URL(window.location.href).search.includes('systems'));
    await rows.getByText('E2E Grid app').waitFor();
    await rows.getByText('E2E Board app').waitFor({ state: 'detached' });
    assert.equal(await rows.getByText('E2E Grid app').count(), 1);
    await expectNoAxeViolations(page, 'products filtered by system');
    assert.deepEqual(errors(), [], 'no error in the console');
  });

  test('a visitor filters the catalogue by two dimensions, compares three products and opens the comparison again from its address, by keyboard (light)', async () => {
    const visitor = await h.newPage(DESKTOP);
    const errors = trackPageErrors(visitor);
    await visitor.goto('/catalogue');
    await visitor.getByRole('heading', { level: 1, name: 'Communication catalogue' }).waitFor();
    await expectNoAxeViolations(visitor, '/catalogue (light)');
    const filters = visitor.getByRole('search', { name: 'Filter the catalogue' });
    await press(visitor, filters.getByRole('group', { name: 'Keyboard' }).getByRole('checkbox', { name: 'QWERTY' }), 'Space');
    await press(visitor, filters.getByRole('group', { name: 'Pictograms' }).getByRole('checkbox', { name: 'PCS' }), 'Space');
    await press(visitor, filters.getByRole('button', { name: 'Apply the filters' }));
    await visitor.getByRole('status').getByText('3 products').waitFor();
    const search = new URL(visitor.url()).searchParams;
    assert.ok(search.get('keyboardTypes') && search.get('pictogramTypes'), visitor.url());
    const names = ['Eye Pad 13', 'Grid Talk', 'Symbol Writer'];
    assert.deepEqual(await visitor.getByRole('list').getByRole('heading', { level: 2 }).allTextContents(), names);
    for (const name of names) await press(visitor, visitor.getByRole('checkbox', { name: `Compare ${name}` }), 'Space');
    await visitor.waitForFunction(() => (new URL(window.location.href).searchParams.get('compare') ?? '').split(',').length === 3);
    // The filters and the choice stay in the address together.
    assert.ok(new URL(visitor.url()).searchParams.get('keyboardTypes'));
    await press(visitor, visitor.getByRole('link', { name: 'Compare the 3 products' }));
    await visitor.waitForURL((url) => url.pathname === '/catalogue/compare');
    const table = visitor.getByRole('table');
    await table.waitFor();
    assert.deepEqual(await table.getByRole('columnheader').getByRole('link', { name: /^(Eye Pad 13|Grid Talk|Symbol Writer)$/ }).allTextContents(), names);
    assert.ok((await table.getByRole('rowheader').allTextContents()).includes('Pictograms'));
    await expectNoAxeViolations(visitor, '/catalogue/compare (light)');
    const shared = visitor.url();
    assert.equal(new URL(shared).searchParams.get('products')?.split(',').length, 3);

    // The shared address, opened by someone else, draws the same table.
    const other = await h.newPage(DESKTOP);
    await other.goto(shared);
    await other.getByRole('columnheader', { name: /Grid Talk/ }).waitFor();
    assert.equal(await other.getByRole('columnheader').count(), 3);
    await press(other, other.getByRole('link', { name: 'Remove Grid Talk from the comparison' }));
    await other.waitForURL((url) => url.searchParams.get('products')?.split(',').length === 2);
    await other.close();
    assert.deepEqual(errors(), [], 'no error in the console');
    await visitor.close();
  });

  test('a member proposes a change to a product, a moderator accepts it from the back office, the member is told (light), and the sheet reads well in dark on a phone', async () => {
    const member = await h.newPage(DESKTOP);
    await signInThroughApi(member, MEMBER);
    const errors = trackPageErrors(member);
    await member.goto('/catalogue?q=Pictalk');
    await press(member, member.getByRole('link', { name: 'Pictalk' }));
    await member.getByRole('heading', { level: 1, name: 'Pictalk' }).waitFor();
    await member.getByRole('row', { name: /ARASAAC/ }).waitFor();
    await press(member, member.getByRole('link', { name: 'Propose a change' }));
    await member.getByRole('heading', { level: 1, name: 'Propose a change to Pictalk' }).waitFor();
    await expectNoAxeViolations(member, '/catalogue/contribution (light)');
    await member.getByLabel('Description').fill(`Now with a French voice ${suffix}.`);
    await member.getByLabel(/^Your message to the moderators/).fill('Version 2 speaks French.');
    await press(member, member.getByRole('button', { name: 'Send the proposal' }));
    await member.getByRole('heading', { level: 1, name: 'Proposal: Pictalk' }).waitFor();
    await member.getByText('Waiting for a moderator').waitFor();
    const contributionId = new URL(member.url()).pathname.split('/').pop()!;
    await expectNoAxeViolations(member, '/catalogue/contribution/:id (light)');

    const moderator = await h.newPage(DESKTOP);
    await signInThroughApi(moderator, MODERATOR);
    await moderator.goto(`/admin/resources/aac-product-contributions/show/${contributionId}`);
    await moderator.getByRole('link', { name: 'Edit' }).click();
    await moderator.getByRole('combobox', { name: 'Status' }).click();
    await moderator.getByRole('option', { name: 'Accepted' }).click();
    await moderator.getByRole('button', { name: 'Save' }).click();
    await moderator.getByText('Accepted').first().waitFor();
    await moderator.close();

    await member.reload();
    await member.getByText('Accepted: the catalogue is up to date').waitFor();
    const notifications = (await api(member, 'GET', '/api/v1/notifications?page[size]=5')) as { data: { attributes: { message: string; actionUrl: string } }[] };
    assert.ok(notifications.data.some((one) => one.attributes.message === 'Your proposal to the catalogue is accepted.' && one.attributes.actionUrl === `/catalogue/contribution/${contributionId}`));
    assert.deepEqual(errors(), [], 'no error in the console');
    await member.close();

    const phone = await h.newPage(MOBILE);
    await phone.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
    await phone.goto('/catalogue?q=Pictalk');
    await press(phone, phone.getByRole('link', { name: 'Pictalk' }));
    await phone.getByText(`Now with a French voice ${suffix}.`).waitFor();
    await expectNoAxeViolations(phone, '/catalogue/:id (dark)');
    await phone.goto('/catalogue/compare?products=');
    await phone.getByText('Choose at least 2 products in the catalogue to compare them.').waitFor();
    await phone.goto('/catalogue?keyboardTypes=&productType=device');
    await phone.getByRole('heading', { level: 1, name: 'Communication catalogue' }).waitFor();
    await expectNoAxeViolations(phone, '/catalogue (dark)');
    await phone.close();
  });

  test('a visitor asks for accompaniment on /accompaniment by keyboard: the reason is held to 30 characters, then the request is sent (light and dark)', async () => {
    const visitor = await h.newPage(DESKTOP);
    const errors = trackPageErrors(visitor);
    await visitor.goto('/accompaniment');
    await visitor.getByRole('heading', { level: 1, name: 'Ask for accompaniment' }).waitFor();
    await expectNoAxeViolations(visitor, '/accompaniment (light)');
    await visitor.getByLabel('First name').fill('Nora');
    await visitor.getByLabel('Last name').fill(`Belkacem ${suffix}`);
    await visitor.getByLabel('E-mail address').fill(`nora-${suffix}@example.org`);
    const reason = visitor.getByLabel('Reason, in a few words');
    // The field holds 30 characters: what is typed past them is not kept.
    await reason.fill('Speak again after a stroke, with eye gaze');
    assert.equal((await reason.inputValue()).length, 30);
    await reason.fill('Speak again after a stroke');
    await visitor.getByText('26 of 30 characters').waitFor();
    await visitor.getByLabel('What do you need? (optional)').fill('I would like to try an eye-gaze tablet.');
    await press(visitor, visitor.getByRole('button', { name: 'Send my request' }));
    await visitor.locator('#page-section-0').getByText('Your request is sent.').waitFor();
    await expectNoAxeViolations(visitor, '/accompaniment sent (light)');
    const projects = (await api(page, 'GET', `/api/v1/eqlaat-projects?filter[search]=${encodeURIComponent(`Belkacem ${suffix}`)}`)) as { data: { attributes: { reason: string } }[] };
    assert.deepEqual(projects.data.map((project) => project.attributes.reason), ['Speak again after a stroke']);
    assert.deepEqual(errors(), [], 'no error in the console');
    await visitor.close();

    const phone = await h.newPage(MOBILE);
    await phone.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
    await phone.goto('/accompaniment');
    await phone.getByRole('heading', { level: 1, name: 'Ask for accompaniment' }).waitFor();
    await expectNoAxeViolations(phone, '/accompaniment (dark)');
    await phone.close();
  });

  test('the team opens an appointment from its address: when, where, the project, who leads it (light and dark); a visitor is asked to sign in', async () => {
    // One of the demo's appointments (seed/demo/accompaniment.ts).
    const found = (await api(page, 'GET', '/api/v1/eqlaat-appointments?page[size]=20')) as { data: { id: string; attributes: { title: string } }[] };
    const appointment = found.data.find((row) => row.attributes.title === 'Set-up at school') ?? found.data[0]!;
    const errors = trackPageErrors(page);
    await page.goto(`/services/eqlaat/appointments/${appointment.id}`);
    await page.getByRole('heading', { level: 1, name: appointment.attributes.title }).waitFor();
    await page.getByRole('term').filter({ hasText: 'Led by' }).waitFor();
    await expectNoAxeViolations(page, '/services/eqlaat/appointments/:appointment (light)');
    await page.evaluate(() => localStorage.setItem('relais.darkTheme', 'true'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: appointment.attributes.title }).waitFor();
    await expectNoAxeViolations(page, '/services/eqlaat/appointments/:appointment (dark)');
    await page.evaluate(() => localStorage.removeItem('relais.darkTheme'));
    assert.deepEqual(errors(), [], 'no error in the console');

    const visitor = await h.newPage(DESKTOP);
    await visitor.goto(`/services/eqlaat/appointments/${appointment.id}`);
    await visitor.getByRole('link', { name: 'Sign in' }).first().waitFor();
    assert.equal(await visitor.getByText(appointment.attributes.title).count(), 0, 'nothing of it shown to a visitor');
    await visitor.close();
  });
});
