import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { advancedFormHeading, asciiEmail, checkDraftAnswers, FALLBACK_LOCALE, FORM_DRAFT_DAYS, formSteps, isAdvancedFormOpen, advancedForms } from '@relais/domain';
import type { FormDraftAnswer, FormDraftRequest, Locale } from '@relais/domain';
import type { Config } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import { formResponseDrafts } from '../db/system-tables.ts';
import { attributePointer, notFound, relationshipPointer, validationFailed } from '../http/errors.ts';
import { renderFormDraftMail } from '../mail/form-draft-mails.ts';
import type { Mailer } from '../plugins/app/mailer.ts';
import type { RowOf } from '../policies/types.ts';
import { answeredFieldsOf, missingFiles } from '../resources/forms/form-responses.ts';
import { workflowFieldsOf } from '../resources/forms/form-workflows.ts';
import { UUID } from './publish-page.ts';
import { findDraft, hashOf } from './form-draft-tokens.ts';
import { tableOf } from './tables.ts';

/**
 * Drafts of advanced forms (domain `contracts/advanced-forms.ts`): what a respondent answered so far,
 * kept under a random token (32 bytes, base64url) of which the table keeps only a SHA-256, so a copy
 * of the database holds no working link. The token is the whole proof: whoever holds the address
 * continues, as with the form's own link; nobody else can find a draft.
 */
const expiryFrom = (now: Date) => new Date(now.getTime() + FORM_DRAFT_DAYS * 24 * 60 * 60_000);

/** The screen that continues a draft, at the step it was left on. */
export const formDraftPath = (formId: string, token: string, section: number) => `/services/aforms/${encodeURIComponent(formId)}/${token}/${section}`;

type Draft = typeof formResponseDrafts.$inferSelect;

const document = (draft: Draft, id: string, mailed: boolean): FormDraftAnswer => ({
  data: {
    type: 'form-drafts',
    id,
    attributes: { answers: draft.answers as Record<string, unknown>, section: draft.section, updatedAt: draft.updatedAt.toISOString(), expiresAt: draft.expiresAt.toISOString(), mailed },
  },
});

/** The form, open now (else 404 when missing, 422 naming the form when closed). */
async function openForm(db: Executor, formId: string, now: Date) {
  if (!UUID.test(formId)) throw notFound();
  const forms = tableOf(advancedForms);
  const [form] = (await db.select().from(forms).where(eq(forms.id, formId))) as RowOf<typeof advancedForms>[];
  if (!form) throw notFound();
  if (!isAdvancedFormOpen(form, now)) throw validationFailed([{ pointer: relationshipPointer('form'), rule: 'form_closed', detail: 'This form is not taking answers now.' }]);
  return form;
}

/** The answers checked as a response's, a required question left unanswered aside (422 naming each refused answer). */
async function checkedAnswers(db: Executor, formId: string, given: unknown, section: number) {
  const fields = await answeredFieldsOf(db, formId);
  const { answers, errors } = checkDraftAnswers(fields, given);
  for (const fieldId of errors.length ? [] : await missingFiles(db, fields, answers)) errors.push({ fieldId, rule: 'file', detail: 'This file was not uploaded.' });
  if (errors.length) throw validationFailed(errors.map(({ fieldId, rule, detail }) => ({ pointer: fieldId ? `${attributePointer('answers')}/${fieldId}` : attributePointer('answers'), rule, detail })));
  const steps = Math.max(1, formSteps(fields).length);
  if (section > steps) throw validationFailed([{ pointer: attributePointer('section'), rule: 'max', detail: `This form has ${steps} steps.` }]);
  return answers;
}

export interface DraftDeps {
  db: Database;
  mailer: Pick<Mailer, 'send'>;
  config: Pick<Config, 'appUrl' | 'appName' | 'defaultLocale'>;
}

/**
 * A new draft of `formId`; with `email`, the link to continue is mailed there in the same
 * transaction (the caller has counted the mail against the recipient's limit). Drafts past their
 * date go first.
 */
export async function createDraft(deps: DraftDeps, formId: string, request: FormDraftRequest, locale: Locale, now = new Date()): Promise<{ token: string; answer: FormDraftAnswer }> {
  const email = request.email === undefined || request.email.trim() === '' ? null : asciiEmail(request.email);
  if (request.email !== undefined && request.email.trim() !== '' && !email) throw validationFailed([{ pointer: attributePointer('email'), rule: 'email', detail: 'Enter an e-mail address.' }]);
  return deps.db.transaction(async (tx) => {
    await openForm(tx, formId, now);
    const answers = await checkedAnswers(tx, formId, request.answers, request.section);
    await tx.delete(formResponseDrafts).where(lt(formResponseDrafts.expiresAt, now));
    const token = randomBytes(32).toString('base64url');
    const [draft] = await tx
      .insert(formResponseDrafts)
      .values({ formId, tokenHash: hashOf(token), answers, section: request.section, locale, expiresAt: expiryFrom(now), createdAt: now, updatedAt: now })
      .returning();
    if (email) {
      const fields = await workflowFieldsOf(tx, formId, [locale, deps.config.defaultLocale, FALLBACK_LOCALE]);
      const link = `${deps.config.appUrl}${formDraftPath(formId, token, request.section)}`;
      const mail = renderFormDraftMail(locale, { form: advancedFormHeading(fields).title, app: deps.config.appName, link, days: FORM_DRAFT_DAYS });
      await deps.mailer.send({ to: email, ...mail }, tx);
    }
    return { token, answer: document(draft!, token, email !== null) };
  });
}

/** The draft of `formId` known by `token`, where it was left (404 when none, or past its date). */
export async function readDraft(db: Database, formId: string, token: string, now = new Date()): Promise<FormDraftAnswer> {
  const draft = await findDraft(db, formId, token, now);
  if (!draft) throw notFound('These answers were already sent, or kept too long.');
  return document(draft, token, false);
}

/** Saves the draft again (its answers and step), moving its date on. */
export async function updateDraft(db: Database, formId: string, token: string, request: FormDraftRequest, now = new Date()): Promise<FormDraftAnswer> {
  return db.transaction(async (tx) => {
    const draft = await findDraft(tx, formId, token, now);
    if (!draft) throw notFound('These answers were already sent, or kept too long.');
    await openForm(tx, formId, now);
    const answers = await checkedAnswers(tx, formId, request.answers, request.section);
    const [saved] = await tx
      .update(formResponseDrafts)
      .set({ answers, section: request.section, updatedAt: now, expiresAt: expiryFrom(now) })
      .where(eq(formResponseDrafts.id, draft.id))
      .returning();
    return document(saved!, token, false);
  });
}
