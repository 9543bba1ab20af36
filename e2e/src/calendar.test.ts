import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { mailsTo } from './mail.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * The demo calendar (packages/server/src/seed/demo/calendar.ts): /calendar in the main menu, events
 * around the seed's day, each at /calendar/<id>. The webinar starts the day after the seed at 09:00
 * UTC: the first event to come, whatever day the test runs.
 */
const WEBINAR = 'Webinar: AAC in the classroom';
const WEBINAR_DAY = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
/** Its start as the test's Chromium (in Paris) shows it, summer or winter time. */
const WEBINAR_TIME = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Paris' }).format(new Date(`${WEBINAR_DAY}T09:00:00Z`)).replace(/[\u00a0\u202f]/g, ' ');

const firstScreen = (html: string) => html.split('id="first-screen"')[0]!;

/** Tabs until `target` has the focus (at most `tabs` presses), then says whether it has. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, tabs = 40) {
  for (let count = 0; count < tabs && !(await target.evaluate((element) => element === document.activeElement).catch(() => false)); count++) await page.keyboard.press('Tab');
  assert.equal(await target.evaluate((element) => element === document.activeElement), true);
}

describe('the calendar: a visitor browses the month, the week and the list, and opens an event', () => {
  let h: Harness;
  let webinarId: string;
  before(async () => {
    h = await startHarness();
    const page = await h.newPage();
    const found = (await (await page.request.get(`/api/v1/calendar-events?filter[search]=${encodeURIComponent('AAC in the classroom')}`)).json()) as { data: { id: string }[] };
    webinarId = found.data[0]!.id;
    await page.context().close();
  });
  after(() => h?.close());

  test('the server draws each view and the event with their events; a missing event is a 404; the calendar file downloads', async () => {
    const page = await h.newPage();
    const html = async (path: string, status = 200) => {
      const response = await page.request.get(path, { headers: { accept: 'text/html' } });
      assert.equal(response.status(), status, path);
      return response.text();
    };
    for (const view of ['month', 'week', 'list']) {
      const drawn = firstScreen(await html(`/calendar?view=${view}&date=${WEBINAR_DAY}`));
      assert.match(drawn, new RegExp(`href="/calendar/${webinarId}"`), view);
      assert.match(drawn, new RegExp(WEBINAR), view);
      // A visitor's screen is drawn in UTC, and says so.
      assert.match(drawn, /Times in UTC/, view);
    }
    const event = await html(`/calendar/${webinarId}`);
    assert.match(firstScreen(event), /<h1[^>]*>.*Webinar: AAC in the classroom/s);
    assert.match(event, new RegExp(`<title>Relais - ${WEBINAR}</title>`));
    await html('/calendar/00000000-0000-4000-8000-000000000000', 404);
    await html(`/calendar/${webinarId}/more`, 404);

    const file = await page.request.get(`/api/v1/services/calendar-events/${webinarId}/ics`);
    assert.equal(file.status(), 200);
    assert.equal(file.headers()['content-type'], 'text/calendar; charset=utf-8');
    const body = (await file.text()).replace(/\r\n /g, '');
    assert.match(body, /^BEGIN:VCALENDAR\r\n/);
    assert.match(body, new RegExp(`SUMMARY:${WEBINAR}\r\n`));
    assert.match(body, new RegExp(`DTSTART:${WEBINAR_DAY.replace(/-/g, '')}T090000Z\r\n`));
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`opens /calendar from the menu, goes through its views and opens an event, with no axe violation (${scheme})`, async () => {
      const page = await h.newPage(DESKTOP);
      if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
      const errors = trackPageErrors(page);
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Calendar', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
      await page.getByRole('table').waitFor();
      await expectNoAxeViolations(page, `/calendar (${scheme})`);

      await page.goto(`/calendar?view=month&date=${WEBINAR_DAY}`);
      // Hydrated, then shown in the browser's zone (the test's Chromium is in Paris).
      await page.getByText('Times in Europe/Paris').waitFor();
      await page.getByRole('table').getByRole('link', { name: `${WEBINAR_TIME} ${WEBINAR}` }).waitFor();
      await page.getByRole('navigation', { name: 'Calendar views' }).getByRole('link', { name: 'Week' }).click();
      await page.getByRole('heading', { name: /^Week of / }).waitFor();
      assert.equal(new URL(page.url()).searchParams.get('view'), 'week');
      await page.getByRole('link', { name: `${WEBINAR_TIME} ${WEBINAR}` }).waitFor();
      await expectNoAxeViolations(page, `/calendar?view=week (${scheme})`);

      await page.getByRole('navigation', { name: 'Calendar views' }).getByRole('link', { name: 'List' }).click();
      await page.getByRole('link', { name: WEBINAR, exact: true }).waitFor();
      await expectNoAxeViolations(page, `/calendar?view=list (${scheme})`);

      await page.getByRole('link', { name: WEBINAR, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: WEBINAR }).waitFor();
      assert.equal(new URL(page.url()).pathname, `/calendar/${webinarId}`);
      assert.equal(await page.title(), `Relais - ${WEBINAR}`);
      await page.getByRole('status').filter({ hasText: `${WEBINAR} has loaded` }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'Add to my calendar' }).getAttribute('href'), `/api/v1/services/calendar-events/${webinarId}/ics`);
      await expectNoAxeViolations(page, `/calendar/${webinarId} (${scheme})`);

      await page.getByRole('link', { name: 'Back to the calendar' }).click();
      await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
      assert.deepEqual(errors(), []);
    });
  }

  test('a keyboard alone moves a month on and back, opens the list and an event, and downloads it (phone)', async () => {
    const page = await h.newPage(MOBILE);
    const errors = trackPageErrors(page);
    await page.goto(`/calendar?view=month&date=${WEBINAR_DAY}`);
    await page.getByText('Times in Europe/Paris').waitFor();
    await expectNoAxeViolations(page, '/calendar?view=month (phone)');
    const periods = page.getByRole('navigation', { name: 'Periods of the calendar' });
    const month = page.getByRole('table');
    // A seventh of a phone's width cannot hold a name: the table marks the day, the events follow it.
    assert.equal(await month.getByRole('link').count(), 0, 'no event link is squeezed into the table');
    const below = page.getByRole('link', { name: new RegExp(WEBINAR) }).first();
    assert.ok((await below.boundingBox())!.y > (await month.boundingBox())!.y + (await month.boundingBox())!.height, 'the events follow the table');
    const shownMonth = await month.getAttribute('aria-labelledby').then((id) => page.locator(`[id="${id}"]`).textContent());

    await tabTo(page, periods.getByRole('link', { name: 'Next month' }));
    await page.keyboard.press('Enter');
    await page.getByTestId('announcer').filter({ hasText: /: \d+ events?$/ }).waitFor();
    assert.notEqual(await page.locator(`[id="${await month.getAttribute('aria-labelledby')}"]`).textContent(), shownMonth);
    await tabTo(page, periods.getByRole('link', { name: 'Previous month' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: shownMonth! }).waitFor();

    await tabTo(page, page.getByRole('navigation', { name: 'Calendar views' }).getByRole('link', { name: 'List' }));
    await page.keyboard.press('Enter');
    const webinar = page.getByRole('link', { name: WEBINAR, exact: true });
    await webinar.waitFor();
    await expectNoAxeViolations(page, '/calendar?view=list (phone)');
    await tabTo(page, webinar);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: WEBINAR }).waitFor();
    await expectNoAxeViolations(page, `/calendar/${webinarId} (phone)`);

    await tabTo(page, page.getByRole('link', { name: 'Add to my calendar' }));
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    assert.match(download.suggestedFilename(), /\.ics$/);
    const body = await readFile((await download.path())!, 'utf8');
    assert.match(body.replace(/\r\n /g, ''), new RegExp(`SUMMARY:${WEBINAR}\r\n`));
    assert.deepEqual(errors(), []);
  });

  test('a member sets a reminder of an event by keyboard alone, and the job queue mails it at its moment', async () => {
    const admin = await h.newPage();
    await signInThroughApi(admin, ADMIN);
    const suffix = randomBytes(4).toString('hex');
    const account = { email: `planner-${suffix}@e2e.relais.local`, password: `e2e-Password-${suffix}-x` };
    const now = new Date().toISOString();
    await api(admin, 'POST', '/api/v1/users', { data: { type: 'users', attributes: { firstName: 'Paula', lastName: `Planner${suffix}`, email: account.email, password: account.password, emailVerifiedAt: now, validatedAt: now } } });
    const member = await h.newPage(DESKTOP);
    await signInThroughApi(member, account);
    const errors = trackPageErrors(member);
    await member.goto(`/calendar/${webinarId}`);
    await member.getByRole('heading', { level: 1, name: WEBINAR }).waitFor();

    const remind = member.getByRole('group', { name: `Actions on ${WEBINAR}` }).getByRole('button', { name: 'Set a reminder' });
    await tabTo(member, remind, 80);
    await member.keyboard.press('Enter');
    const dialog = member.getByRole('dialog', { name: 'Set a reminder' });
    await dialog.waitFor();
    // The title field has the focus, filled with the event's title.
    assert.equal(await dialog.getByRole('textbox', { name: 'Title' }).inputValue(), WEBINAR);
    await expectNoAxeViolations(member, `/calendar/${webinarId} reminder dialog`);
    // The next minute at least 10 s away, in the device's zone, typed as a datetime-local value.
    // (No named function inside: the test's compiler would wrap it in a helper the page lacks.)
    const remindAt = await member.evaluate(() => {
      const at = new Date(Date.now() + 70_000);
      return [at.getFullYear(), '-', at.getMonth() + 1, '-', at.getDate(), 'T', at.getHours(), ':', at.getMinutes()].map((part) => (typeof part === 'number' && part < 10 ? `0${part}` : String(part))).join('');
    });
    await dialog.getByLabel('Remind me on').fill(remindAt);
    await dialog.getByRole('textbox', { name: 'Message' }).focus();
    await member.keyboard.type('Bring the class tablet.');
    await dialog.getByRole('button', { name: 'Set the reminder' }).focus();
    await member.keyboard.press('Enter');
    await member.getByRole('status').filter({ hasText: /^Reminder set for/ }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(errors(), []);

    // The job poller mails it once its moment has come (up to a minute and a poll away).
    const deadline = Date.now() + 150_000;
    const reminderMail = () => mailsTo(h.dataDir, account.email).find((mail) => mail.text.includes('Bring the class tablet.'));
    while (!reminderMail() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
    const mail = reminderMail();
    assert.ok(mail, 'the reminder is mailed');
    assert.match(`${mail.subject}\n${mail.text}`, new RegExp(WEBINAR.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    // It is stamped sent.
    const reminders = (await api(member, 'GET', '/api/v1/reminders')) as { data: { attributes: { sentAt: string | null } }[] };
    assert.equal(reminders.data.length, 1);
    assert.notEqual(reminders.data[0]!.attributes.sentAt, null);
  });
});
