import { asc, eq } from 'drizzle-orm';
import { canRunAgain, checkWorkflowConfig, FALLBACK_LOCALE, formFields, formWorkflowRuns, formWorkflows, workflowPriority, workflowReplacements, workflowsInRunOrder } from '@relais/domain';
import type { FormFieldDataType, FormWorkflowType, Locale, WorkflowField } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Executor } from '../../db/client.ts';
import { attributePointer, validationFailed } from '../../http/errors.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { readTranslatedIn } from '../../jsonapi/translations.ts';
import { answerWords } from '../../mail/form-workflow-mails.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { tableOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';

/** The job that runs a response's workflow runs, in order (`services/form-workflow-runs.ts`). */
export const WORKFLOW_RUNS_JOB = 'form-workflow-runs';

/** What the running app tells the workflows: set once at start by the form-workflows plugin. */
const settings = { appUrl: '', allowInsecureUrls: false };

/**
 * Sets where links in runs point and whether webhooks may call `http:` and private addresses (only
 * when the app runs its tests, whose webhook receiver listens on this machine).
 */
export function configureFormWorkflows(next: { appUrl: string; allowInsecureUrls: boolean }): void {
  Object.assign(settings, next);
}

export const formWorkflowSettings = (): Readonly<typeof settings> => settings;

/** A form's questions with their titles in the first of `locales` that has one (English, then any, as a fallback), in the form's order. */
export async function workflowFieldsOf(db: Executor, formId: string, locales: readonly Locale[]): Promise<(WorkflowField & { position: number })[]> {
  const fields = tableOf(formFields);
  const rows = (await db
    .select({ id: fields.id, title: fields.title, dataType: fields.dataType, position: fields.position })
    .from(fields)
    .where(eq(fields.formId, formId))
    .orderBy(asc(fields.position), asc(fields.createdAt), asc(fields.id))) as { id: string; title: unknown; dataType: FormFieldDataType | null; position: number }[];
  return rows.map((row) => ({ id: row.id, position: row.position, dataType: row.dataType, title: (readTranslatedIn([...locales, FALLBACK_LOCALE], row.title) as string | null) ?? null }));
}

const configPointer = (key: string) => (key ? `${attributePointer('config')}/${key}` : attributePointer('config'));

/** A workflow's rank follows its type; its settings are checked for its type against its form's questions (422 naming the setting). */
export const formWorkflowsHooks: ResourceHooks<typeof formWorkflows> = {
  async beforeWrite({ tx, values, before }) {
    if (values.workflowType) values.priority = workflowPriority(values.workflowType);
    if (values.config === undefined && values.workflowType === undefined && values.formId === undefined) return;
    const workflowType = (values.workflowType ?? before?.workflowType) as FormWorkflowType;
    const formId = values.formId ?? before?.formId;
    if (!workflowType || !formId) return;
    const fields = await workflowFieldsOf(tx, formId, []);
    const { config, errors } = checkWorkflowConfig(workflowType, values.config === undefined ? before?.config : values.config, { fields, allowInsecureUrls: settings.allowInsecureUrls });
    if (errors.length) throw validationFailed(errors.map(({ key, rule, detail }) => ({ pointer: configPointer(key), rule, detail })));
    values.config = config;
  },
};

const admin = (actor: Actor) => actor.isAdmin;

/**
 * Runs are made by responses and ended by the executor: administrators read them and run a failed
 * one again (status back to `pending`); nobody makes one by hand.
 */
export const formWorkflowRunsPolicy: ResourcePolicy<typeof formWorkflowRuns> = {
  see: admin,
  index: admin,
  read: admin,
  create: () => false,
  update: admin,
  delete: admin,
  softDelete: admin,
  restore: admin,
};

/**
 * Only a failed run is run again, by setting it back to pending: one that ended `error`, or one left
 * `running` by a stopped server (domain rule `canRunAgain`, even before the poller has marked it). The
 * executor's job is queued with the change.
 */
export const formWorkflowRunsHooks: ResourceHooks<typeof formWorkflowRuns> = {
  async beforeWrite({ action, values, before }) {
    if (action !== 'update' || values.status === undefined) return;
    if (!before || !canRunAgain(before, new Date()) || values.status !== 'pending') {
      throw validationFailed([{ pointer: attributePointer('status'), rule: 'rerun', detail: 'Only a failed run can be run again, by setting it back to pending.' }]);
    }
    values.message = null;
  },
  async afterWrite({ tx, action, before, after }) {
    if (action === 'update' && after?.status === 'pending' && before && before.status !== 'pending') await enqueueJob(tx, WORKFLOW_RUNS_JOB, { runIds: [after.id] });
  },
};

/**
 * In the response's transaction: one pending run per workflow of its form, in run order, with the
 * response's replacements, and the job that runs them once the transaction commits.
 */
export async function createWorkflowRuns(tx: Executor, response: { id: string; formId: string; answers: unknown; locale: Locale | null }): Promise<void> {
  const workflowsTable = tableOf(formWorkflows);
  const workflows = workflowsInRunOrder(
    (await tx.select({ id: workflowsTable.id, workflowType: workflowsTable.workflowType, createdAt: workflowsTable.createdAt }).from(workflowsTable).where(eq(workflowsTable.formId, response.formId))) as {
      id: string;
      workflowType: FormWorkflowType;
      createdAt: Date;
    }[],
  );
  if (!workflows.length) return;
  const locale = response.locale ?? FALLBACK_LOCALE;
  const fields = await workflowFieldsOf(tx, response.formId, [locale]);
  const replacements = workflowReplacements(fields, (response.answers ?? {}) as Record<string, unknown>, answerWords(locale, settings.appUrl));
  const runs = tableOf(formWorkflowRuns);
  const createdAt = new Date();
  const inserted = (await tx
    .insert(runs)
    .values(workflows.map((workflow, position) => ({ workflowId: workflow.id, responseId: response.id, status: 'pending' as const, position, replacements, createdAt, updatedAt: createdAt })))
    .returning({ id: runs.id, position: runs.position })) as { id: string; position: number }[];
  await enqueueJob(tx, WORKFLOW_RUNS_JOB, { runIds: inserted.sort((a, b) => a.position - b.position).map((run) => run.id) });
}
