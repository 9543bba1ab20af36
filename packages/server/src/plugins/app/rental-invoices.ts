import fp from 'fastify-plugin';
import { issueMonthlyInvoices } from '../../services/rental-monthly-invoices.ts';

/**
 * Monthly rental invoices (feature `rental`, issue 26 item 5): each pass of the job worker's poller
 * issues the invoices of the month just over that are not written yet
 * (services/rental-monthly-invoices.ts); most passes find none and write nothing.
 */
export const rentalInvoicesPlugin = fp(
  async (app) => {
    if (!app.config.features.rental) return;
    const site = { url: app.config.appUrl, name: app.config.appName, defaultLocale: app.config.defaultLocale };
    app.jobs.onPoll('rental-monthly-invoices', () => issueMonthlyInvoices(app.db, site));
  },
  { name: 'rental-invoices', dependencies: ['context', 'jobs', 'mailer'] },
);
