import { asc, eq, inArray } from 'drizzle-orm';
import { advancedForms, checkFormAnswers, formFields, isAdvancedFormOpen, needsCaptcha } from '@relais/domain';
import type { AnsweredField, formResponses } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Executor } from '../../db/client.ts';
import { attributePointer, relationshipPointer, validationFailed } from '../../http/errors.ts';
import type { ResourcePolicy, RowOf } from '../../policies/types.ts';
import { sanitizeRichText } from '../../security/rich-text.ts';
import { tableOf, tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';
import { keepCounts } from '../community/counters.ts';
import type { KeptCount } from '../community/counters.ts';
import { endDraft } from '../../services/form-draft-tokens.ts';
import { isCaptchaAccepted } from './captcha.ts';
import { createWorkflowRuns } from './form-workflows.ts';

const admin = (actor: Actor) => actor.isAdmin;

/**
 * Anyone sends a response (the hooks check the form's window, captcha and answers); nobody but the
 * administrators reads one, not even its sender. A response is a record of what was sent: nobody
 * changes it; administrators delete one.
 */
export const formResponsesPolicy: ResourcePolicy<typeof formResponses> = {
  see: admin,
  index: () => true,
  read: admin,
  create: () => true,
  update: () => false,
  delete: admin,
  softDelete: admin,
  restore: admin,
};

const ENDED_RESPONSES_COUNT: readonly KeptCount[] = [{ idKey: 'formId', targetType: 'advanced-forms', attribute: 'endedResponsesCount' }];

const answersPointer = (fieldId: string) => (fieldId ? `${attributePointer('answers')}/${fieldId}` : attributePointer('answers'));

export async function answeredFieldsOf(tx: Executor, formId: string): Promise<AnsweredField[]> {
  const fields = tableOf(formFields);
  return (await tx
    .select({ id: fields.id, fieldType: fields.fieldType, dataType: fields.dataType, required: fields.required, config: fields.config })
    .from(fields)
    .where(eq(fields.formId, formId))
    .orderBy(asc(fields.position), asc(fields.createdAt), asc(fields.id))) as AnsweredField[];
}

/** The file answers that name no stored file. */
export async function missingFiles(tx: Executor, fields: readonly AnsweredField[], answers: Record<string, unknown>): Promise<string[]> {
  const asked = fields.filter((field) => field.dataType === 'file' && typeof answers[field.id] === 'string');
  if (!asked.length) return [];
  const files = tablesOf('files').table;
  const found = new Set((await tx.select({ id: files.id }).from(files).where(inArray(files.id, asked.map((field) => answers[field.id] as string)))).map((row) => String(row.id)));
  return asked.filter((field) => !found.has(answers[field.id] as string)).map((field) => field.id);
}

export const formResponsesHooks: ResourceHooks<typeof formResponses> = {
  async beforeWrite({ tx, actor, action, values, locale, services }) {
    if (action !== 'create') return;
    // Counted first, before the form is even read: each response may send mails.
    if (!actor.isAdmin && services) {
      await services.consumeLimit('formResponsesByAddress', services.clientAddress);
      await services.consumeLimit('formResponsesByAddressAndForm', `${services.clientAddress}|${values.formId}`);
    }
    const forms = tableOf(advancedForms);
    // The form's row lock orders concurrent responses; the count below moves under it.
    const [form] = (await tx.select().from(forms).where(eq(forms.id, values.formId!)).for('update')) as RowOf<typeof advancedForms>[];
    if (!form) throw validationFailed([{ pointer: relationshipPointer('form'), rule: 'exists', detail: 'No such form.' }]);
    // Administrators may enter a response on someone's behalf (a paper answer) at any time.
    if (!actor.isAdmin) {
      if (!isAdvancedFormOpen(form, new Date())) throw validationFailed([{ pointer: relationshipPointer('form'), rule: 'form_closed', detail: 'This form is not taking answers now.' }]);
      if (needsCaptcha(form, { isSignedIn: actor.userId !== null }) && !(await isCaptchaAccepted((values as Record<string, unknown>).captchaToken))) {
        throw validationFailed([{ pointer: attributePointer('captchaToken'), rule: 'captcha', detail: 'The captcha was not answered.' }]);
      }
    }
    const fields = await answeredFieldsOf(tx, form.id);
    const { answers, errors } = checkFormAnswers(fields, values.answers);
    for (const fieldId of errors.length ? [] : await missingFiles(tx, fields, answers)) errors.push({ fieldId, rule: 'file', detail: 'This file was not uploaded.' });
    if (errors.length) throw validationFailed(errors.map(({ fieldId, rule, detail }) => ({ pointer: answersPointer(fieldId), rule, detail })));
    for (const field of fields) if (field.dataType === 'html' && typeof answers[field.id] === 'string') answers[field.id] = sanitizeRichText(answers[field.id] as string);
    values.answers = answers;
    // A response sent from a saved draft ends it, in the response's transaction: it cannot be sent twice.
    const draftToken = (values as Record<string, unknown>).draftToken;
    if (draftToken !== undefined && draftToken !== null && !(await endDraft(tx, form.id, draftToken))) {
      throw validationFailed([{ pointer: attributePointer('draftToken'), rule: 'draft', detail: 'These answers were already sent, or kept too long.' }]);
    }
    values.locale ??= locale;
    values.respondentId = actor.userId;
  },
  async afterWrite({ tx, action, before, after }) {
    await keepCounts(tx, ENDED_RESPONSES_COUNT, before, after);
    // The runs commit with the response; their job runs them once it has.
    if (action === 'create' && after?.formId) await createWorkflowRuns(tx, { ...after, formId: after.formId });
  },
};
