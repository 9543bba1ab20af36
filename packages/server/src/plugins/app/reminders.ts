import fp from 'fastify-plugin';
import { sendDueReminders } from '../../notifications/reminders.ts';

/**
 * Reminders (feature `reminders`): each pass of the job worker's poller mails the reminders due
 * (notifications/reminders.ts), through the mail jobs the same pass or the next one sends.
 */
export const remindersPlugin = fp(
  async (app) => {
    if (!app.config.features.reminders) return;
    const site = { url: app.config.appUrl, name: app.config.appName, defaultLocale: app.config.defaultLocale };
    app.jobs.onPoll('due-reminders', () => sendDueReminders(app.db, site));
  },
  { name: 'reminders', dependencies: ['context', 'jobs', 'mailer'] },
);
