/** Light-user forms and advanced forms (spec, domain "Forms"): who may send an input, and how fields and workflows are typed. */
import type { FormFieldDataType, FormFieldType, FormWorkflowRunStatus, FormWorkflowType } from '../constants/forms.ts';
import { asciiEmail } from './emails.ts';

const time = (value: Date | string) => new Date(value).getTime();

/** Why a light-user form takes no input now, or null when it does. */
export type LightUserFormRefusal = 'offline' | 'expired';

/** A form is closed while offline, and from its expiresAt on (expiresAt itself is past). */
export function lightUserFormRefusal(form: { isOffline: boolean; expiresAt?: Date | string | null }, now: Date): LightUserFormRefusal | null {
  if (form.isOffline) return 'offline';
  if (form.expiresAt != null && time(form.expiresAt) <= now.getTime()) return 'expired';
  return null;
}

/**
 * Whether an input must carry a captcha answer a verifier accepted: on a captcha-protected form,
 * from a visitor; a signed-in member has already proved to be a person.
 */
export const needsCaptcha = (form: { isCaptchaProtected: boolean }, sender: { isSignedIn: boolean }) => form.isCaptchaProtected && !sender.isSignedIn;

interface LightUserCandidate {
  id: string;
  email?: string | null;
  lastActionAt?: Date | string | null;
}

/**
 * The light user an input's address belongs to: the same address in ASCII form (case and IDN
 * spelling aside); among several, the one active last (never active counts as oldest), then the
 * smallest id, so that the choice does not depend on the order rows come in. Null when none.
 */
export function matchingLightUser<C extends LightUserCandidate>(email: string | null | undefined, candidates: readonly C[]): C | null {
  const wanted = email ? asciiEmail(email) : null;
  if (!wanted) return null;
  const active = (candidate: C) => (candidate.lastActionAt == null ? Number.NEGATIVE_INFINITY : time(candidate.lastActionAt));
  const same = candidates.filter((candidate) => candidate.email != null && asciiEmail(candidate.email) === wanted);
  same.sort((a, b) => active(b) - active(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return same[0] ?? null;
}

/** The data types each field type may store its answers as, the default first. */
export const FORM_FIELD_DATA_TYPES_BY_TYPE: Readonly<Record<FormFieldType, readonly FormFieldDataType[]>> = {
  section: ['none'],
  short_text: ['string'],
  long_text: ['text'],
  rich_text: ['html'],
  email: ['email'],
  phone: ['phone'],
  number: ['integer', 'decimal'],
  date: ['date'],
  datetime: ['datetime'],
  single_choice: ['string'],
  multiple_choice: ['string_list'],
  checkbox: ['boolean'],
  scale: ['integer'],
  file: ['file'],
};

/** The data type a field gets when none is given. */
export const defaultDataType = (fieldType: FormFieldType): FormFieldDataType => FORM_FIELD_DATA_TYPES_BY_TYPE[fieldType][0]!;

export const isDataTypeAllowed = (fieldType: FormFieldType, dataType: FormFieldDataType) => FORM_FIELD_DATA_TYPES_BY_TYPE[fieldType].includes(dataType);

/**
 * The order workflows of a form run in, lowest first: the respondent becomes a light user before
 * anyone is told, people are told before machines.
 */
export const FORM_WORKFLOW_PRIORITIES: Readonly<Record<FormWorkflowType, number>> = {
  light_user_sync: 10,
  email_notification: 20,
  confirmation_email: 30,
  webhook: 40,
};

export const workflowPriority = (workflowType: FormWorkflowType) => FORM_WORKFLOW_PRIORITIES[workflowType];

/** Workflows in the order they run: by their type's priority, then oldest first. */
export function workflowsInRunOrder<W extends { workflowType: FormWorkflowType; createdAt: Date | string }>(workflows: readonly W[]): W[] {
  return [...workflows].sort((a, b) => workflowPriority(a.workflowType) - workflowPriority(b.workflowType) || time(a.createdAt) - time(b.createdAt));
}

/**
 * How long a workflow run may stay `running` before it counts as interrupted: the executor marks it
 * running, then does it, so a server that stops in between leaves it running for ever. No run takes
 * near this long (a webhook call times out in seconds), so a run still `running` past it was cut short.
 */
export const INTERRUPTED_RUN_MINUTES = 15;

/** What an interrupted run says, once the executor has marked it failed. */
export const INTERRUPTED_RUN_MESSAGE = 'Interrupted: the server stopped during the run.';

type RunState = { status: FormWorkflowRunStatus; updatedAt: Date | string | null | undefined };

/** A run `running` since longer than INTERRUPTED_RUN_MINUTES before `now`: failed, though nothing wrote it yet. */
export const isInterruptedRun = (run: RunState, now: Date) =>
  run.status === 'running' && run.updatedAt != null && now.getTime() - time(run.updatedAt) > INTERRUPTED_RUN_MINUTES * 60_000;

/** An administrator may run a run again once it failed, or was interrupted (whether or not the executor has marked it yet). */
export const canRunAgain = (run: RunState, now: Date) => run.status === 'error' || isInterruptedRun(run, now);
