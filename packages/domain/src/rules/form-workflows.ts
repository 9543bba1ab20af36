/** What an advanced form's workflows are set to do, and the answers they carry (spec, domain "form-workflow"). */
import type { FormFieldDataType, FormWorkflowType } from '../constants/forms.ts';
import { asciiEmail } from './emails.ts';
import { richTextToPlain } from './text.ts';
import { WhatwgUrl } from './whatwg-url.ts';
import { isAddressLiteral, isPrivateAddress } from './private-addresses.ts';

/** A field of the form as a workflow's settings and replacements see it: its title already in the reading language. */
export interface WorkflowField {
  id: string;
  title: string | null;
  dataType: FormFieldDataType | null;
}

/** A refused setting: the key of `config` it concerns, a `validation.<rule>` rule and why. */
export interface WorkflowConfigError {
  key: string;
  rule: string;
  detail: string;
}

/** Bounds of the settings. */
export const WORKFLOW_CONFIG_LIMITS = { recipients: 20, subject: 200, message: 5000, url: 2000, secretMin: 16, secretMax: 256 } as const;

/** Light-user attributes a light_user_sync workflow fills, each from the answer to one field, and the data types that field may store. */
export const LIGHT_USER_SYNC_FIELDS = {
  emailField: ['email'],
  firstNameField: ['string', 'text'],
  lastNameField: ['string', 'text'],
  phoneField: ['phone', 'string'],
  hasMailSubscriptionField: ['boolean'],
} as const satisfies Record<string, readonly FormFieldDataType[]>;
export type LightUserSyncKey = keyof typeof LIGHT_USER_SYNC_FIELDS;

const KNOWN_KEYS: Readonly<Record<FormWorkflowType, readonly string[]>> = {
  email_notification: ['recipients', 'subject'],
  confirmation_email: ['emailField', 'subject', 'message'],
  light_user_sync: Object.keys(LIGHT_USER_SYNC_FIELDS),
  webhook: ['url', 'secret'],
};

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

type Checker = (config: Record<string, unknown>, options: WorkflowConfigOptions, errors: WorkflowConfigError[]) => Record<string, unknown>;

export interface WorkflowConfigOptions {
  /** The form's fields; a setting naming a field is checked against them. */
  fields: readonly WorkflowField[];
  /** Accept `http:` and addresses of private networks and this machine as webhook targets (tests only). */
  allowInsecureUrls?: boolean;
}

/** An optional text under `max` characters, trimmed; undefined when left out or blank. */
function optionalText(config: Record<string, unknown>, key: string, max: number, errors: WorkflowConfigError[]): string | undefined {
  const value = config[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') {
    errors.push({ key, rule: 'string', detail: 'Enter a text.' });
    return undefined;
  }
  const text = value.trim();
  if (text.length > max) errors.push({ key, rule: 'max', detail: `Keep it under ${max} characters.` });
  return text || undefined;
}

/** The id of one of the form's fields whose data type is among `dataTypes`. */
function fieldOf(config: Record<string, unknown>, key: string, dataTypes: readonly FormFieldDataType[], options: WorkflowConfigOptions, errors: WorkflowConfigError[], isRequired: boolean): string | undefined {
  const value = config[key];
  if (value === undefined || value === null || value === '') {
    if (isRequired) errors.push({ key, rule: 'required', detail: 'Choose the question that holds this.' });
    return undefined;
  }
  const field = typeof value === 'string' ? options.fields.find((candidate) => candidate.id === value) : undefined;
  if (!field) errors.push({ key, rule: 'field', detail: 'Choose a question of this form.' });
  else if (!field.dataType || !dataTypes.includes(field.dataType)) errors.push({ key, rule: 'field_type', detail: `Choose a question whose answer is a ${dataTypes.join(' or ')}.` });
  else return field.id;
  return undefined;
}

const checkNotification: Checker = (config, _options, errors) => {
  const given = config.recipients;
  const list = typeof given === 'string' ? given.split(/[\s,;]+/).filter(Boolean) : given;
  const recipients: string[] = [];
  if (!Array.isArray(list) || list.length === 0) errors.push({ key: 'recipients', rule: 'required', detail: 'Give at least one e-mail address.' });
  else if (list.length > WORKFLOW_CONFIG_LIMITS.recipients) errors.push({ key: 'recipients', rule: 'max', detail: `Give at most ${WORKFLOW_CONFIG_LIMITS.recipients} addresses.` });
  else {
    for (const item of list) {
      const email = typeof item === 'string' ? asciiEmail(item) : null;
      if (!email) {
        errors.push({ key: 'recipients', rule: 'email', detail: `${String(item)} is not an e-mail address.` });
        break;
      }
      if (!recipients.includes(email)) recipients.push(email);
    }
  }
  const subject = optionalText(config, 'subject', WORKFLOW_CONFIG_LIMITS.subject, errors);
  return { recipients, ...(subject ? { subject } : {}) };
};

const checkConfirmation: Checker = (config, options, errors) => {
  const emailField = fieldOf(config, 'emailField', ['email'], options, errors, true);
  const subject = optionalText(config, 'subject', WORKFLOW_CONFIG_LIMITS.subject, errors);
  const message = optionalText(config, 'message', WORKFLOW_CONFIG_LIMITS.message, errors);
  if (!message && !errors.some((error) => error.key === 'message')) errors.push({ key: 'message', rule: 'required', detail: 'Write the message the respondent gets.' });
  return { emailField, ...(subject ? { subject } : {}), message };
};

const checkLightUserSync: Checker = (config, options, errors) => {
  const mapped: Record<string, unknown> = {};
  for (const [key, dataTypes] of Object.entries(LIGHT_USER_SYNC_FIELDS)) {
    const id = fieldOf(config, key, dataTypes, options, errors, key === 'emailField');
    if (id) mapped[key] = id;
  }
  return mapped;
};

/** The host of a URL without the brackets of an IPv6 literal. */
const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/**
 * Whether a host is this machine or a private network by its name or literal address: what a
 * webhook may not reach. Names are checked again once resolved, where the call is made.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = bareHost(hostname.toLowerCase()).replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || (!host.includes('.') && !host.includes(':'))) return true;
  if (isAddressLiteral(host)) return isPrivateAddress(host);
  // A colon that is no address we read: refused rather than guessed at.
  return host.includes(':');
}

const checkWebhook: Checker = (config, options, errors) => {
  const given = config.url;
  let url: string | undefined;
  if (typeof given !== 'string' || !given.trim()) errors.push({ key: 'url', rule: 'required', detail: 'Give the address to call.' });
  else if (given.length > WORKFLOW_CONFIG_LIMITS.url) errors.push({ key: 'url', rule: 'max', detail: `Keep it under ${WORKFLOW_CONFIG_LIMITS.url} characters.` });
  else {
    let parsed: InstanceType<typeof WhatwgUrl> | null;
    try {
      parsed = new WhatwgUrl(given.trim());
    } catch {
      parsed = null;
    }
    const isHttps = parsed?.protocol === 'https:' || (options.allowInsecureUrls === true && parsed?.protocol === 'http:');
    if (!parsed || !isHttps) errors.push({ key: 'url', rule: 'https', detail: 'Give an https:// address.' });
    else if (parsed.username || parsed.password) errors.push({ key: 'url', rule: 'url', detail: 'Give the address without a user name or password; use the secret to sign calls.' });
    else if (!options.allowInsecureUrls && isPrivateHost(parsed.hostname)) errors.push({ key: 'url', rule: 'public_host', detail: 'Give an address on the internet, not one of this machine or a private network.' });
    else url = parsed.toString();
  }
  let secret: string | undefined;
  if (config.secret !== undefined && config.secret !== null && config.secret !== '') {
    const value = config.secret;
    if (typeof value !== 'string') errors.push({ key: 'secret', rule: 'string', detail: 'Enter a text.' });
    else if (value.length < WORKFLOW_CONFIG_LIMITS.secretMin) errors.push({ key: 'secret', rule: 'min', detail: `Use at least ${WORKFLOW_CONFIG_LIMITS.secretMin} characters.` });
    else if (value.length > WORKFLOW_CONFIG_LIMITS.secretMax) errors.push({ key: 'secret', rule: 'max', detail: `Keep it under ${WORKFLOW_CONFIG_LIMITS.secretMax} characters.` });
    else secret = value;
  }
  return { url, ...(secret ? { secret } : {}) };
};

const CHECKERS: Readonly<Record<FormWorkflowType, Checker>> = {
  email_notification: checkNotification,
  confirmation_email: checkConfirmation,
  light_user_sync: checkLightUserSync,
  webhook: checkWebhook,
};

/**
 * Checks a workflow's settings for its type: email_notification `{ recipients: e-mails (1–20), subject? }`;
 * confirmation_email `{ emailField: an e-mail question of the form, subject?, message }`;
 * light_user_sync `{ emailField, firstNameField?, lastNameField?, phoneField?, hasMailSubscriptionField? }`,
 * each a question of the form whose answer fits; webhook `{ url: https on the internet, secret? (16–256) }`.
 * Unknown keys are refused. Answers the settings as stored (trimmed, addresses in ASCII form) and the errors.
 */
export function checkWorkflowConfig(workflowType: FormWorkflowType, input: unknown, options: WorkflowConfigOptions): { config: Record<string, unknown>; errors: WorkflowConfigError[] } {
  if (!isRecord(input)) return { config: {}, errors: [{ key: '', rule: 'object', detail: 'Give the settings of this workflow.' }] };
  const errors: WorkflowConfigError[] = Object.keys(input)
    .filter((key) => !KNOWN_KEYS[workflowType].includes(key))
    .map((key) => ({ key, rule: 'unknown_setting', detail: `A ${workflowType} workflow has no such setting.` }));
  const config = CHECKERS[workflowType](input, options, errors);
  return { config: Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined)), errors };
}

/** Words an answer is written with in a run's replacements, in the response's language. */
export interface AnswerWords {
  yes: string;
  no: string;
  /** The title of a question that has none, from its place among the questions (1-based). */
  untitled: (position: number) => string;
  /** Where an attached file is opened. */
  fileUrl: (fileId: string) => string;
}

/** One answer as text, as a person reads it. */
export function answerText(dataType: FormFieldDataType | null, value: unknown, words: AnswerWords): string {
  if (value === undefined || value === null) return '';
  if (dataType === 'boolean') return value === true ? words.yes : words.no;
  if (dataType === 'html' && typeof value === 'string') return richTextToPlain(value);
  if (dataType === 'file' && typeof value === 'string') return words.fileUrl(value);
  if (Array.isArray(value)) return value.map(String).join(', ');
  return String(value);
}

/**
 * The answered questions of a response in the form's order, each with its title and its answer as
 * text; a question without a title takes `words.untitled`, and a title met twice gets ` (2)`, ` (3)`…
 * so that every title names one answer. Sections and unanswered questions are left out.
 */
export function answeredLines(fields: readonly WorkflowField[], answers: Record<string, unknown>, words: AnswerWords): { fieldId: string; title: string; text: string }[] {
  const seen = new Map<string, number>();
  const lines: { fieldId: string; title: string; text: string }[] = [];
  fields
    .filter((field) => field.dataType && field.dataType !== 'none')
    .forEach((field, index) => {
      const value = answers[field.id];
      if (value === undefined || value === null) return;
      const base = field.title?.trim() || words.untitled(index + 1);
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      lines.push({ fieldId: field.id, title: count > 1 ? `${base} (${count})` : base, text: answerText(field.dataType, value, words) });
    });
  return lines;
}

/** A run's replacements: each answered question's title → its answer as text (see `answeredLines`). */
export const workflowReplacements = (fields: readonly WorkflowField[], answers: Record<string, unknown>, words: AnswerWords): Record<string, string> =>
  Object.fromEntries(answeredLines(fields, answers, words).map(({ title, text }) => [title, text]));

/** A message with each `{{title}}` replaced by that question's answer; a title no answer has is left blank. */
export const fillReplacements = (template: string, replacements: Readonly<Record<string, string>>) =>
  template.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (_, title: string) => (Object.hasOwn(replacements, title) ? replacements[title]! : ''));
