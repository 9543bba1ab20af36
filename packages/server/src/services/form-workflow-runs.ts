import { and, eq, lt } from 'drizzle-orm';
import {
  advancedFormHeading,
  answeredLines,
  checkWorkflowConfig,
  FALLBACK_LOCALE,
  fillReplacements,
  formResponses,
  formWorkflowRuns,
  formWorkflows,
  INTERRUPTED_RUN_MESSAGE,
  INTERRUPTED_RUN_MINUTES,
  isLocale,
  lightUsers,
  matchingLightUser,
} from '@relais/domain';
import type { FormWorkflowRunStatus, FormWorkflowType, Locale } from '@relais/domain';
import { normaliseEmail } from '../auth/rate-limits.ts';
import { holdConfirmation, isConfirmedAddress } from './address-confirmations.ts';
import type { Config } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import { ApiError } from '../http/errors.ts';
import { answerWords, renderWorkflowMail } from '../mail/form-workflow-mails.ts';
import type { Mailer } from '../plugins/app/mailer.ts';
import type { RowOf } from '../policies/types.ts';
import { formWorkflowSettings, workflowFieldsOf } from '../resources/forms/form-workflows.ts';
import { createThrough, systemContext } from '../seed/operations.ts';
import { tableOf, tablesOf } from './tables.ts';
import { postWebhook, WebhookFailure } from './webhooks.ts';

export interface WorkflowRunDeps {
  db: Database;
  mailer: Pick<Mailer, 'send'>;
  config: Pick<Config, 'appUrl' | 'appName' | 'defaultLocale'>;
}

/** A run that cannot be done, and why, in words an administrator reads on it. */
class RunFailure extends Error {}

/** Everything a run reads: its workflow, its response and the form's questions, the workflow's settings checked again against them. */
interface RunContext {
  deps: WorkflowRunDeps;
  run: RowOf<typeof formWorkflowRuns>;
  workflowType: FormWorkflowType;
  config: Record<string, unknown>;
  response: RowOf<typeof formResponses>;
  answers: Record<string, unknown>;
  locale: Locale;
}

type Performer = (context: RunContext, tx: Executor) => Promise<string>;

/** The form's title and the answered questions with their answers, in `locale`, for a mail. */
async function mailLines(context: RunContext, db: Executor, locale: Locale) {
  const fields = await workflowFieldsOf(db, context.response.formId!, [locale, context.deps.config.defaultLocale]);
  const heading = advancedFormHeading(fields);
  return { form: heading.title, lines: answeredLines(fields, context.answers, answerWords(locale, context.deps.config.appUrl)) };
}

const notify: Performer = async (context, tx) => {
  const { deps, config } = context;
  const locale = deps.config.defaultLocale;
  const { form, lines: answered } = await mailLines(context, tx, locale);
  const mail = renderWorkflowMail({ kind: 'notification', locale, app: deps.config.appName, form, subject: config.subject as string | undefined, lines: answered });
  const recipients = config.recipients as string[];
  for (const to of recipients) await deps.mailer.send({ to, ...mail }, tx);
  return `Mail queued to ${recipients.join(', ')}.`;
};

/**
 * Why the answered address is not known to be the respondent's, or null when it is: the verified
 * address of the account the respondent was signed in with. Such an address is written to at once;
 * any other gets the double opt-in first (services/address-confirmations.ts), so a form cannot be
 * used to mail strangers.
 */
async function unprovenAddress(tx: Executor, response: RunContext['response'], to: string): Promise<string | null> {
  if (!response.respondentId) return 'the respondent was not signed in, so the answered address is not known to be theirs';
  const users = tablesOf('users').table;
  const [account] = await tx.select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, response.respondentId));
  if (!account || normaliseEmail(String(account.email)) !== normaliseEmail(to)) return "the answered address is not the respondent's account address";
  if (!account.emailVerifiedAt) return "the respondent's account address is not verified yet";
  return null;
}

const confirm: Performer = async (context, tx) => {
  const { deps, config, answers, locale } = context;
  const to = answers[config.emailField as string];
  if (typeof to !== 'string' || !to) throw new RunFailure('The respondent left the e-mail question unanswered: nobody to confirm to.');
  const { form, lines: answered } = await mailLines(context, tx, locale);
  const unproven = await unprovenAddress(tx, context.response, to);
  if (unproven && !(await isConfirmedAddress(tx, to))) {
    const mailed = await holdConfirmation(tx, deps, { runId: context.run.id, email: to, locale, form });
    const link = mailed ? `a confirmation link was mailed to ${to}` : `a confirmation link went to ${to} less than an hour ago`;
    return `Confirmation held until the address is confirmed (${unproven}): ${link}.`;
  }
  // The message is written once, in the site's language: a `{{title}}` names a question in it or in the respondent's.
  const siteLines = (await mailLines(context, tx, deps.config.defaultLocale)).lines;
  const answerOf = new Map(answered.map((line) => [line.fieldId, line.text]));
  const replacements = Object.fromEntries([...siteLines.map((line) => [line.title, answerOf.get(line.fieldId) ?? line.text]), ...answered.map((line) => [line.title, line.text])]);
  const message = fillReplacements(config.message as string, replacements);
  await deps.mailer.send({ to, ...renderWorkflowMail({ kind: 'confirmation', locale, app: deps.config.appName, form, subject: config.subject as string | undefined, message, lines: answered }) }, tx);
  return `Mail queued to ${to}.`;
};

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined);

/** Finds the light user of the answered address (domain rule `matchingLightUser`), or makes one; fills what was answered. */
const syncLightUser: Performer = async ({ config, answers, locale }, tx) => {
  const email = answers[config.emailField as string];
  if (typeof email !== 'string' || !email) throw new RunFailure('The respondent left the e-mail question unanswered: no light user to make.');
  const answered = (key: string) => (config[key] ? answers[config[key] as string] : undefined);
  const values = {
    firstName: text(answered('firstNameField'), 255),
    lastName: text(answered('lastNameField'), 255),
    phone: text(answered('phoneField'), 50),
    // A ticked box subscribes; an unticked one is no withdrawal of an earlier consent (that is the unsubscribe link's).
    hasMailSubscription: answered('hasMailSubscriptionField') === true ? true : undefined,
  };
  const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  const people = tableOf(lightUsers);
  const candidates = (await tx.select({ id: people.id, email: people.email, lastActionAt: people.lastActionAt }).from(people).where(eq(people.email, email))) as { id: string; email: string; lastActionAt: Date | null }[];
  const found = matchingLightUser(email, candidates);
  const now = new Date();
  if (found) {
    await tx.update(people).set({ ...filled, lastActionAt: now, updatedAt: now }).where(eq(people.id, found.id));
    return `Light user ${found.id} updated.`;
  }
  const id = await createThrough(systemContext(tx), 'light-users', { hasMailSubscription: false, ...filled, email, locale });
  await tx.update(people).set({ lastActionAt: now }).where(eq(people.id, id));
  return `Light user ${id} created.`;
};

/** Not in a transaction: nothing waits on a database connection for another site's answer. */
const callWebhook: Performer = async ({ config, response, answers, run }) => {
  const payload = { formId: response.formId, responseId: response.id, runId: run.id, locale: response.locale, submittedAt: new Date(response.createdAt).toISOString(), answers, replacements: run.replacements };
  try {
    const status = await postWebhook({ url: config.url as string, secret: config.secret as string | undefined, payload, allowInsecure: formWorkflowSettings().allowInsecureUrls });
    return `The address answered HTTP ${status}.`;
  } catch (error) {
    throw error instanceof WebhookFailure ? new RunFailure(error.message) : error;
  }
};

const PERFORMERS: Readonly<Record<FormWorkflowType, { perform: Performer; isTransactional: boolean }>> = {
  light_user_sync: { perform: syncLightUser, isTransactional: true },
  email_notification: { perform: notify, isTransactional: true },
  confirmation_email: { perform: confirm, isTransactional: true },
  webhook: { perform: callWebhook, isTransactional: false },
};

async function finish(db: Executor, id: string, status: FormWorkflowRunStatus, message: string) {
  const runs = tableOf(formWorkflowRuns);
  await db.update(runs).set({ status, message: message.slice(0, 10_000), updatedAt: new Date() }).where(eq(runs.id, id));
}

async function contextOf(deps: WorkflowRunDeps, run: RowOf<typeof formWorkflowRuns>): Promise<RunContext> {
  const [workflow] = (await deps.db.select().from(tableOf(formWorkflows)).where(eq(tableOf(formWorkflows).id, run.workflowId!))) as RowOf<typeof formWorkflows>[];
  if (!workflow) throw new RunFailure('The workflow was deleted.');
  const [response] = run.responseId ? ((await deps.db.select().from(tableOf(formResponses)).where(eq(tableOf(formResponses).id, run.responseId))) as RowOf<typeof formResponses>[]) : [];
  if (!response?.formId) throw new RunFailure('The response was deleted before the run.');
  const fields = await workflowFieldsOf(deps.db, response.formId, []);
  const { config, errors } = checkWorkflowConfig(workflow.workflowType, workflow.config, { fields, allowInsecureUrls: formWorkflowSettings().allowInsecureUrls });
  if (errors.length) throw new RunFailure(`The workflow's settings no longer fit its form: ${errors.map((error) => `${error.key}: ${error.detail}`).join(' ')}`);
  return { deps, run, workflowType: workflow.workflowType, config, response, answers: (response.answers ?? {}) as Record<string, unknown>, locale: isLocale(response.locale) ? response.locale : FALLBACK_LOCALE };
}

const reason = (error: unknown) => (error instanceof RunFailure ? error.message : error instanceof ApiError ? `Refused: ${error.message}` : `Unexpected error: ${String(error)}`);

/**
 * Runs one pending run: marks it running (a run already taken, by another worker or an earlier try
 * of the job, is left alone, so a run is done at most once), does its workflow, and ends it
 * `success` or `error` with what happened. What a mail or light-user run writes commits with its
 * status; a failure rolls that back and is recorded on the run alone.
 */
async function executeRun(deps: WorkflowRunDeps, id: string) {
  const runs = tableOf(formWorkflowRuns);
  const [run] = (await deps.db.update(runs).set({ status: 'running', updatedAt: new Date() }).where(and(eq(runs.id, id), eq(runs.status, 'pending'))).returning()) as RowOf<typeof formWorkflowRuns>[];
  if (!run) return;
  try {
    const context = await contextOf(deps, run);
    const { perform, isTransactional } = PERFORMERS[context.workflowType];
    if (isTransactional) {
      await deps.db.transaction(async (tx) => finish(tx, id, 'success', await perform(context, tx)));
    } else await finish(deps.db, id, 'success', await perform(context, deps.db));
  } catch (error) {
    await finish(deps.db, id, 'error', reason(error));
  }
}

/** Runs the given runs one after the other, in the order given (their response's run order). */
export async function executeWorkflowRuns(deps: WorkflowRunDeps, runIds: readonly string[]): Promise<void> {
  for (const id of runIds) await executeRun(deps, id);
}

/**
 * Marks failed the runs the server stopped during (domain rule `isInterruptedRun`: `running` for
 * longer than INTERRUPTED_RUN_MINUTES before `now`), saying so, so that an administrator sees why and
 * may run them again. The job poller calls it on every pass: one statement on the runs' status index,
 * which matches nothing but the rare interrupted run. Answers how many it marked.
 */
export async function markInterruptedRuns(db: Executor, now: Date = new Date()): Promise<number> {
  const runs = tableOf(formWorkflowRuns);
  const startedBefore = new Date(now.getTime() - INTERRUPTED_RUN_MINUTES * 60_000);
  const marked = (await db
    .update(runs)
    .set({ status: 'error', message: INTERRUPTED_RUN_MESSAGE, updatedAt: now })
    .where(and(eq(runs.status, 'running'), lt(runs.updatedAt, startedBefore)))
    .returning({ id: runs.id })) as { id: string }[];
  return marked.length;
}
