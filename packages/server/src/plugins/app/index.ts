import type { FastifyInstance } from 'fastify';
import { filesPlugin } from './files.ts';
import { formWorkflowsPlugin } from './form-workflows.ts';
import { forumDigestPlugin } from './forum-digest.ts';
import { jsonBodiesPlugin } from './json-bodies.ts';
import { jobsPlugin } from './jobs.ts';
import { mailerPlugin } from './mailer.ts';
import { rateLimitsPlugin } from './rate-limits.ts';
import { remindersPlugin } from './reminders.ts';
import { rentalInvoicesPlugin } from './rental-invoices.ts';
import { sessionPlugin } from './session.ts';

/** Application plugins, after the external ones (they need cookies). */
export async function registerAppPlugins(app: FastifyInstance) {
  await app.register(jsonBodiesPlugin);
  await app.register(sessionPlugin);
  await app.register(jobsPlugin);
  await app.register(mailerPlugin);
  await app.register(formWorkflowsPlugin);
  await app.register(remindersPlugin);
  await app.register(rentalInvoicesPlugin);
  await app.register(forumDigestPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(filesPlugin);
}
