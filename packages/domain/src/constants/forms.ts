/** Forms reference data (spec, domain "Forms"): the values the spec leaves open are decided here. */

/**
 * What a field of an advanced form asks for. `section` is the spec's own: a heading that starts a
 * page of the form and takes no answer.
 */
export const FORM_FIELD_TYPES = [
  'section',
  'short_text',
  'long_text',
  'rich_text',
  'email',
  'phone',
  'number',
  'date',
  'datetime',
  'single_choice',
  'multiple_choice',
  'checkbox',
  'scale',
  'file',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** How an answer to a field is stored and checked; `none` for fields that take no answer. */
export const FORM_FIELD_DATA_TYPES = ['none', 'string', 'text', 'html', 'email', 'phone', 'integer', 'decimal', 'boolean', 'date', 'datetime', 'string_list', 'file'] as const;
export type FormFieldDataType = (typeof FORM_FIELD_DATA_TYPES)[number];

/** What a workflow does once a response is ended, in the order they run (see `FORM_WORKFLOW_PRIORITIES`). */
export const FORM_WORKFLOW_TYPES = ['light_user_sync', 'email_notification', 'confirmation_email', 'webhook'] as const;
export type FormWorkflowType = (typeof FORM_WORKFLOW_TYPES)[number];

/** A run of a workflow: queued, under way, done or failed. */
export const FORM_WORKFLOW_RUN_STATUSES = ['pending', 'running', 'success', 'error'] as const;
export type FormWorkflowRunStatus = (typeof FORM_WORKFLOW_RUN_STATUSES)[number];

/** Characters of a light-user form's token (letters and digits): 62^32, not guessable. */
export const LIGHT_USER_FORM_TOKEN_LENGTH = 32;
