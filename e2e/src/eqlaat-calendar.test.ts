/**
 * The accompaniment team's calendar on the real server (issue 28 item 2): a member of the team (the
 * demo's administrator) opens it from the back office's menu, plans an appointment from a slot and
 * moves it by dragging it, plans another and moves it by keyboard alone; each plan and move mails an
 * invitation with its `.ics` (METHOD:REQUEST, the same UID, SEQUENCE raised by each move, UTC times).
 * Axe in light and dark; a visitor reaches nothing of it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { call, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { mailsTo } from './mail.ts';
import { ADMIN, DESKTOP, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

const CALENDAR = '/admin/resources/eqlaat-calendar';
/** A week of its own, far from the demo's appointments: Tuesday 4 March 2031; the browser is in Paris (UTC+1 then). */
const DAY = '2031-03-04';
const slot = (page: Page, iso: string) => page.locator(`td[data-slot="${iso}"]`);
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
const project = 'Théo Marchand';

async function teamMember(h: Harness, { dark = false } = {}) {
  const page = await h.newPage(DESKTOP);
  if (dark) await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
  await signInThroughApi(page, ADMIN);
  return page;
}

/** Every invitation mailed to the administrator for the appointment titled `title`, oldest first. */
const invitations = (h: Harness, title: string) => mailsTo(h.dataDir, ADMIN.email).filter((mail) => mail.subject.endsWith(`: ${title}`));

async function waitForInvitation(h: Harness, title: string, count: number) {
  const deadline = Date.now() + 20_000;
  while (invitations(h, title).length < count) {
    if (Date.now() > deadline) throw new Error(`No invitation number ${count} for “${title}” (${invitations(h, title).length} so far).`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const mail = invitations(h, title)[count - 1]!;
  assert.ok(mail.calendar, `the mail “${mail.subject}” carries a calendar file`);
  return { mail, lines: unfold(mail.calendar) };
}

describe('the team’s calendar', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  test('a team member plans an appointment with the mouse; the invitation and its .ics are mailed', async () => {
    const page = await teamMember(h);
    const errors = trackPageErrors(page);
    await page.goto('/admin/dashboard');
    const opener = page.getByRole('button', { name: 'EQLAAT', exact: true });
    if ((await opener.getAttribute('aria-expanded')) === 'false') await opener.click();
    await page.getByRole('link', { name: 'Team calendar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Team calendar' }).waitFor();
    assert.equal(new URL(page.url()).pathname, CALENDAR);
    await page.goto(`${CALENDAR}?n=${DAY}`);
    await page.getByRole('region', { name: /^Appointments of / }).waitFor();

    // 10:00 in Paris is 09:00 UTC.
    await slot(page, '2031-03-04T09:00:00.000Z').getByRole('button', { name: /^Plan an appointment on / }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan an appointment' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Switch trial at school');
    await dialog.getByRole('combobox', { name: 'Project' }).selectOption({ label: project });
    await dialog.getByRole('textbox', { name: 'Place' }).fill('Collège Jean Moulin');
    await dialog.getByRole('button', { name: 'Plan and invite' }).click();
    await dialog.waitFor({ state: 'detached' });
    const chip = page.getByRole('button', { name: /^Switch trial at school at 10:00/ });
    await chip.waitFor();

    const first = await waitForInvitation(h, 'Switch trial at school', 1);
    assert.equal(first.mail.subject, 'Invitation: Switch trial at school');
    assert.match(first.mail.text, /\/services\/eqlaat\/appointments\/[0-9a-f-]{36}/);
    for (const line of ['METHOD:REQUEST', 'SEQUENCE:0', 'DTSTART:20310304T090000Z', 'DTEND:20310304T100000Z', 'SUMMARY:Switch trial at school', 'LOCATION:Collège Jean Moulin']) assert.ok(first.lines.includes(line), `${line} in\n${first.mail.calendar}`);
    const uid = first.lines.find((line) => line.startsWith('UID:eqlaat-appointments-'));
    assert.ok(uid);

    assert.deepEqual(errors(), []);
  });

  test('a team member drags the appointment to another slot; the updated invitation is mailed', async () => {
    const page = await teamMember(h);
    await page.goto(`${CALENDAR}?n=${DAY}`);
    const chip = page.getByRole('button', { name: /^Switch trial at school at 10:00/ });
    await chip.waitFor();
    const uid = (await waitForInvitation(h, 'Switch trial at school', 1)).lines.find((line) => line.startsWith('UID:eqlaat-appointments-'));
    // Dragged to Thursday 14:00 (13:00 UTC): the same length, the same UID, the next SEQUENCE.
    // Playwright presses the chip where it receives the pointer (scrolled into view, under no bar or
    // toast), moves to the slot in steps and lets go there.
    const target = slot(page, '2031-03-06T13:00:00.000Z');
    await chip.dragTo(target, { targetPosition: { x: 8, y: 4 }, steps: 8 });
    // English reads the time on twelve hours.
    await page.getByRole('button', { name: /^Switch trial at school at (14:00|0?2:00\sPM)/ }).waitFor();
    const moved = await waitForInvitation(h, 'Switch trial at school', 2);
    assert.equal(moved.mail.subject, 'Updated invitation: Switch trial at school');
    for (const line of [uid ?? 'UID:', 'SEQUENCE:1', 'DTSTART:20310306T130000Z', 'DTEND:20310306T140000Z']) assert.ok(moved.lines.includes(line), `${line} in\n${moved.mail.calendar}`);
  });

  test('a team member plans and moves an appointment by keyboard alone', async () => {
    const page = await teamMember(h);
    await page.goto(`${CALENDAR}?n=${DAY}&v=day`);
    const grid = page.getByRole('region', { name: /^Appointments of / });
    await grid.waitFor();
    // Tab to the 09:00 slot's button (08:00 UTC), then plan from it.
    const plan = slot(page, '2031-03-04T08:00:00.000Z').getByRole('button', { name: /^Plan an appointment on / });
    for (let count = 0; count < 80 && !(await plan.evaluate((element) => element === document.activeElement)); count++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Plan an appointment' });
    await dialog.waitFor();
    await page.keyboard.type('Home visit');
    // The project by its first letter, then back to the title, whose Enter sends the form.
    await page.keyboard.press('Tab');
    await page.keyboard.type('T');
    assert.equal(await dialog.getByRole('combobox', { name: 'Project' }).evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.text), project);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const chip = page.getByRole('button', { name: /^Home visit at 09:00/ });
    await chip.waitFor();
    const planned = await waitForInvitation(h, 'Home visit', 1);
    assert.ok(planned.lines.includes('DTSTART:20310304T080000Z'), planned.mail.calendar!);

    // Open it, choose Move, type the new day and time, confirm.
    await chip.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Home visit' });
    await details.waitFor();
    assert.match(new URL(page.url()).searchParams.get('a') ?? '', /^[0-9a-f-]{36}$/);
    await details.getByRole('button', { name: 'Move' }).focus();
    await page.keyboard.press('Enter');
    const move = page.getByRole('dialog', { name: 'Move “Home visit”' });
    await move.waitFor();
    // The date field's order of day and month is the browser's: the date is filled whole.
    await move.getByLabel('Date').fill('2031-03-05');
    await move.getByLabel('Start time').focus();
    await page.keyboard.type('1130');
    await page.keyboard.press('Enter');
    await move.waitFor({ state: 'detached' });
    const moved = await waitForInvitation(h, 'Home visit', 2);
    for (const line of ['SEQUENCE:1', 'DTSTART:20310305T103000Z', 'DTEND:20310305T113000Z']) assert.ok(moved.lines.includes(line), `${line} in\n${moved.mail.calendar}`);
    // The focus is back on the appointment, in its new place (the day view followed the address's day).
    await page.goto(`${CALENDAR}?n=2031-03-05&v=day`);
    await page.getByRole('button', { name: /^Home visit at 11:30/ }).waitFor();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the calendar's views and dialogs have no axe violation (${theme})`, async () => {
      const page = await teamMember(h, { dark: theme === 'dark' });
      await page.goto(`${CALENDAR}?n=${DAY}`);
      await page.getByRole('button', { name: /^Switch trial at school at / }).waitFor();
      await expectNoAxeViolations(page, `team calendar, week (${theme})`);
      await page.getByRole('button', { name: 'Month', exact: true }).click();
      await page.getByRole('button', { name: /^Switch trial at school at / }).waitFor();
      await expectNoAxeViolations(page, `team calendar, month (${theme})`);
      await page.getByRole('button', { name: /^Switch trial at school at / }).click();
      await page.getByRole('dialog', { name: 'Switch trial at school' }).waitFor();
      await expectNoAxeViolations(page, `team calendar, an appointment (${theme})`);
      await page.getByRole('button', { name: 'Close' }).click();
      await slot(page, '2031-03-11T23:00:00.000Z').getByRole('button', { name: /^Plan an appointment on / }).click();
      await page.getByRole('dialog', { name: 'Plan an appointment' }).waitFor();
      await expectNoAxeViolations(page, `team calendar, planning (${theme})`);
    });
  }

  test('nothing of it for a visitor', async () => {
    const visitor = await h.newPage();
    assert.equal((await call(visitor, 'GET', '/api/v1/services/eqlaat/team')).status(), 401);
    await visitor.goto(CALENDAR);
    await visitor.waitForURL(/\/auth\/sign-in\?/);
  });
});
