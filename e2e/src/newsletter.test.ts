/**
 * A mailing's unsubscribe link on the real server: a mailing sent to a light user carries it; the
 * visitor's screen, drawn standalone (no menu, no footer), changes nothing until confirmed, then
 * says it is done; the subscription is gone. Axe on the screen before and after.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';
import { linkIn, waitForMail } from './mail.ts';

const subscriptionOf = async (admin: Page, id: string) => ((await api(admin, 'GET', `/api/v1/light-users/${id}`))?.data as { attributes: { hasMailSubscription: boolean } }).attributes.hasMailSubscription;

describe('unsubscribing from a mailing', () => {
  let h: Harness;
  let admin: Page;
  before(async () => {
    h = await startHarness();
    admin = await h.newPage();
    await signInThroughApi(admin, ADMIN);
  });
  after(() => h?.close());

  test('the mail’s link opens a screen that unsubscribes only when confirmed', async () => {
    const email = `reader-${randomBytes(4).toString('hex')}@e2e.relais.local`;
    const contact = (await api(admin, 'POST', '/api/v1/light-users', { data: { type: 'light-users', attributes: { email, locale: 'en', hasMailSubscription: true } } }))?.data as { id: string };
    const template = (await api(admin, 'POST', '/api/v1/mailing-templates', { data: { type: 'mailing-templates', attributes: { subject: 'Autumn news', introText: '<p>Hello</p>' } } }))?.data as { id: string };
    await api(admin, 'POST', `/api/v1/services/mailing-templates/${template.id}/send`, { lastSentAt: null });
    const link = linkIn(await waitForMail(h.dataDir, email), `${h.baseUrl}/services/light-users/unsubscribe/`);

    const page = await h.newPage();
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' }).waitFor();
    assert.equal(await subscriptionOf(admin, contact.id), true);
    // Standalone (spec: no nav, no footer): the skip link, the site's name back home and main, nothing else around it.
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1);
    assert.equal(await page.getByRole('main').count(), 1);
    assert.equal(await page.getByRole('navigation').count(), 0);
    assert.equal(await page.getByRole('contentinfo').count(), 0);
    assert.equal(await page.getByRole('banner').getByRole('link', { name: 'Relais' }).getAttribute('href'), '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    assert.equal(await skip.evaluate((element) => element === document.activeElement), true);
    await skip.press('Enter');
    assert.equal(await page.getByRole('main').evaluate((element) => element === document.activeElement), true);
    await expectNoAxeViolations(page, 'unsubscribe screen');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText('You are unsubscribed. You will no longer receive the newsletter.').waitFor();
    await expectNoAxeViolations(page, 'unsubscribed');
    assert.equal(await subscriptionOf(admin, contact.id), false);
  });

  test('an administrator previews a mailing as it will be sent, in each language, by keyboard, axe in light and dark; a visitor is refused', async () => {
    const template = (await api(admin, 'POST', '/api/v1/mailing-templates', { data: { type: 'mailing-templates', attributes: { subject: 'Winter workshops', introText: '<p>Three evenings on eye gaze.</p>' } } }))?.data as { id: string };
    const errors = trackPageErrors(admin);
    await admin.goto(`/services/newsletters/preview/${template.id}`);
    await admin.getByRole('heading', { level: 1, name: /Winter workshops/ }).waitFor();
    const frame = admin.frameLocator('iframe');
    await frame.getByText('Three evenings on eye gaze.').waitFor();
    await expectNoAxeViolations(admin, 'mailing preview (light)');
    // Another language, by keyboard: the select, then the next option.
    const language = admin.getByRole('combobox', { name: /language/i });
    await language.focus();
    await language.selectOption('fr');
    await frame.getByText('Three evenings on eye gaze.').waitFor();
    await admin.evaluate(() => localStorage.setItem('relais.darkTheme', 'true'));
    await admin.reload();
    await admin.getByRole('heading', { level: 1, name: /Winter workshops/ }).waitFor();
    await expectNoAxeViolations(admin, 'mailing preview (dark)');
    await admin.evaluate(() => localStorage.removeItem('relais.darkTheme'));
    assert.deepEqual(errors(), []);

    const visitor = await h.newPage();
    await visitor.goto(`/services/newsletters/preview/${template.id}`);
    await visitor.getByRole('alert').waitFor();
    assert.equal(await visitor.locator('iframe').count(), 0, 'nothing of the mailing shown to a visitor');
    await visitor.close();
  });
});
