import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../jsonapi/testing.ts';
import type { Client } from '../jsonapi/testing.ts';
import { createThrough, systemContext } from '../seed/operations.ts';
import { tablesOf } from '../services/tables.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn } from '../test/auth.ts';
import type { SignedIn } from '../test/auth.ts';
import { createdAs, patchAs } from '../test/community.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { sendDueReminders } from './reminders.ts';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

/** Reminders (spec, domain "reminder"): mailed to their member at remindAt, once, then stamped sentAt. */
describe.each(TEST_DATABASES)('reminders sent on %s', (databaseKind) => {
  let t: TestApp;
  let member: SignedIn;
  let subjectId: string;
  const as = (who: SignedIn): Client => client(t, who.headers);
  const site = () => ({ url: t.config.appUrl, name: t.config.appName, defaultLocale: t.config.defaultLocale });
  const sentAtOf = async (id: string) => (await as(member).get(`/api/v1/reminders/${id}`)).json().data.attributes.sentAt as string | null;
  const mails = () => t.app.mailer.capture!.to(member.email);

  beforeAll(async () => {
    // The poller stays still: each test runs the workers' passes itself.
    t = await createTestApp(databaseKind, { env: { JOB_POLL_MS: '0' } });
    member = await signIn(t);
    await t.database.db.update(tablesOf('users').table).set({ locale: 'fr', firstName: 'Léa', notificationsPreferences: { email: false } }).where(eq(tablesOf('users').table.id, member.userId));
    const categoryId = await createThrough(systemContext(t.database.db), 'forum-categories', { name: 'General' });
    subjectId = await createdAs(as(member), 'forum-subjects', { title: 'Talk' }, { category: ['forum-categories', categoryId] });
  }, 60_000);
  afterAll(() => t.close());

  it('mails a due reminder once to its member, in their language, even with two workers at once, and stamps sentAt', async () => {
    const due = await createdAs(as(member), 'reminders', { title: 'Répondre au sujet', message: 'Penser aux dates.', remindAt: at(-1) }, { remindable: ['forum-subjects', subjectId] });
    const later = await createdAs(as(member), 'reminders', { title: 'Plus tard', remindAt: at(60) });
    const before = mails().length;
    // Two workers' passes at once take the due reminder once between them.
    const taken = await Promise.all([sendDueReminders(t.database.db, site()), sendDueReminders(t.database.db, site())]);
    expect(taken.reduce((sum, count) => sum + count, 0)).toBe(1);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const mail = await t.app.mailer.capture!.waitFor(member.email, before + 1);
    expect(mails()).toHaveLength(before + 1);
    // Mailed although the member turned notification e-mails off: they asked for it.
    expect(mail.subject).toBe('Rappel : Répondre au sujet');
    expect(mail.text).toContain('Bonjour Léa,');
    expect(mail.text).toContain('Penser aux dates.');
    expect(await sentAtOf(due)).not.toBeNull();
    expect(await sentAtOf(later)).toBeNull();
    const bell = (await as(member).get('/api/v1/notifications?filter[notificationType]=reminder')).json().data;
    expect(bell.map((row: { attributes: { message: string } }) => row.attributes.message)).toEqual(['Rappel : Répondre au sujet']);

    // Another pass sends nothing more.
    expect(await sendDueReminders(t.database.db, site())).toBe(0);
  });

  it('is set again when its member moves it to another time after it was sent, and not for another change', async () => {
    const id = await createdAs(as(member), 'reminders', { title: 'Encore', remindAt: at(-1) });
    await t.app.jobs.runDue();
    expect(await sentAtOf(id)).not.toBeNull();
    expect((await patchAs(as(member), 'reminders', id, { message: 'Ajouté' })).statusCode).toBe(200);
    expect(await sentAtOf(id)).not.toBeNull();
    const before = mails().length;
    expect((await patchAs(as(member), 'reminders', id, { remindAt: at(-0.5) })).statusCode).toBe(200);
    expect(await sentAtOf(id)).toBeNull();
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    await t.app.mailer.capture!.waitFor(member.email, before + 1);
    expect(await sentAtOf(id)).not.toBeNull();
  });
});
