import { boolean, datetime, enumeration, integer, json, richText, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';
import { LOCALES } from '../../constants/locales.ts';
import { FORM_FIELD_DATA_TYPES, FORM_FIELD_TYPES, FORM_WORKFLOW_RUN_STATUSES, FORM_WORKFLOW_TYPES } from '../../constants/forms.ts';

/**
 * A form of several fields and sections, answered at /services/aforms/:form (spec, domain "Advanced
 * form"). Its title and description are those of its first field (domain rule `advancedFormHeading`).
 */
export const advancedForms = defineResource({
  type: 'advanced-forms',
  feature: 'advancedForms',
  adminCategory: 'contacts',
  defaultSort: ['-createdAt'],
  attributes: {
    title: text({ computed: true, readOnly: true }),
    description: richText({ computed: true, readOnly: true }),
    isCaptchaProtected: boolean({ defaultValue: true }),
    /** Responses sent to the end, kept by the responses' writes. */
    endedResponsesCount: integer({ readOnly: true, nullable: false, defaultValue: 0 }),
    /** Answers are taken from openAt (included) to closeAt (excluded), each optional. */
    openAt: datetime(),
    closeAt: datetime(),
  },
  relationships: {
    fields: toMany('form-fields', { inverse: 'form', readOnly: true }),
    workflows: toMany('form-workflows', { inverse: 'form', readOnly: true }),
    /** Its ended responses: the back office's alone, like the workflows. */
    responses: toMany('form-responses', { inverse: 'form', readOnly: true }),
  },
});

/** A question or a section heading of an advanced form (spec, domain "form-field"). */
export const formFields = defineResource({
  type: 'form-fields',
  feature: 'advancedForms',
  adminCategory: 'contacts',
  defaultSort: ['position', 'createdAt'],
  filters: ['form', 'fieldType'],
  indexes: [['formId', 'position']],
  attributes: {
    position: integer({ nullable: false, defaultValue: 0, min: 0 }),
    title: text({ translatable: true, max: 255 }),
    description: richText({ translatable: true, max: 20_000 }),
    /** An answer is needed before the respondent goes on (never for a section). */
    required: boolean(),
    /** The field type's settings: choices, bounds of a scale, accepted files… */
    config: json({ max: 20_000 }),
    fieldType: enumeration(FORM_FIELD_TYPES, { required: true }),
    /** How answers are stored; the field type's default when not given (domain rule `defaultDataType`). */
    dataType: enumeration(FORM_FIELD_DATA_TYPES),
  },
  relationships: {
    form: toOne('advanced-forms', { required: true }),
  },
});

/** What is done with an advanced form's ended responses (spec, domain "form-workflow"). */
export const formWorkflows = defineResource({
  type: 'form-workflows',
  feature: 'advancedForms',
  adminCategory: 'contacts',
  defaultSort: ['priority', 'createdAt'],
  filters: ['form', 'workflowType'],
  attributes: {
    name: text({ required: true, min: 1, max: 255 }),
    /** The workflow type's settings: recipients, template, address called… */
    config: json({ max: 20_000 }),
    workflowType: enumeration(FORM_WORKFLOW_TYPES, { required: true }),
    /** Its type's rank in the run order, lowest first (domain rule `workflowPriority`). */
    priority: integer({ readOnly: true, nullable: false, defaultValue: 0 }),
  },
  relationships: {
    form: toOne('advanced-forms', { required: true }),
    runs: toMany('form-workflow-runs', { inverse: 'workflow', readOnly: true }),
  },
});

/**
 * One run of a workflow (spec, domain "form-workflow-run"): made, pending, for each workflow of the
 * form when a response is sent, then run by the workflow executor, which ends it `success` or
 * `error` with a message saying why. An administrator runs a failed one again by setting it back to
 * `pending`; nothing else of it is written by hand.
 */
export const formWorkflowRuns = defineResource({
  type: 'form-workflow-runs',
  feature: 'advancedForms',
  adminCategory: 'contacts',
  defaultSort: ['-createdAt', 'position'],
  filters: ['workflow', 'status', 'response'],
  attributes: {
    /** What the run reported (an error's text…). */
    message: text({ max: 10_000, readOnly: true }),
    /** The values put into the workflow's templates: each answered question's title → its answer as text. */
    replacements: json({ max: 20_000, readOnly: true }),
    status: enumeration(FORM_WORKFLOW_RUN_STATUSES, { required: true }),
    /** Its place in its response's run order (domain rule `workflowsInRunOrder`), from 0. */
    position: integer({ readOnly: true, nullable: false, defaultValue: 0, min: 0 }),
  },
  relationships: {
    workflow: toOne('form-workflows', { required: true, readOnly: true }),
    /** The response it ran for; unlinked when the response is deleted. */
    response: toOne('form-responses', { readOnly: true }),
  },
});

/**
 * One ended response to an advanced form (the spec names no kind for it: decided in
 * docs/decisions.md). A visitor sends it through the generic create; its hooks check the form's
 * window, the captcha and each answer against the form's fields, and keep the form's
 * `endedResponsesCount`. Nobody but the administrators reads one, not even its sender.
 */
export const formResponses = defineResource({
  type: 'form-responses',
  feature: 'advancedForms',
  adminCategory: 'contacts',
  defaultSort: ['-createdAt'],
  filters: ['form'],
  indexes: [['formId', 'createdAt']],
  attributes: {
    /** The answers by field id, as checked and normalised against the form's fields. */
    answers: json({ required: true, max: 100_000 }),
    /** The captcha answer, for the verifier only: never stored. */
    captchaToken: text({ hidden: true, computed: true, max: 4096 }),
    /** The token of the saved draft these answers continue (contracts/advanced-forms.ts): sending ends it. Never stored. */
    draftToken: text({ hidden: true, computed: true, max: 64 }),
    locale: enumeration(LOCALES),
  },
  relationships: {
    form: toOne('advanced-forms', { required: true }),
    /** Who sent it, when signed in: their verified address may receive the confirmation mail. */
    respondent: toOne('users', { readOnly: true }),
    /** The runs of the form's workflows it made. */
    runs: toMany('form-workflow-runs', { inverse: 'response', readOnly: true }),
  },
});
