import { boolean, datetime, integer, json, richText, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** Longest text of a choice, the ones members add included. */
export const SURVEY_CHOICE_TEXT_MAX = 255;

/**
 * A survey (spec, domain "survey"; `/services/surveys/:id` and the survey page block): a question
 * and its choices, saved together (`POST /operations`), answered while open.
 */
export const surveys = defineResource({
  type: 'surveys',
  feature: 'surveys',
  adminCategory: 'community',
  defaultSort: ['-createdAt'],
  filters: [{ name: 'search', kind: 'search', fields: ['question'] }],
  attributes: {
    question: text({ translatable: true, required: true, min: 1, max: 500 }),
    description: richText({ translatable: true, max: 20_000 }),
    allowMultiple: boolean(),
    /** With allowMultiple: the most choices one answer holds; none means no bound. */
    maxSelectedChoices: integer({ min: 1, max: 100 }),
    /** Whether someone answering may add a choice of their own. */
    allowNewChoice: boolean(),
    requireAuth: boolean(),
    /** One answer per organization, given by a member acting for it. */
    onePerOrganization: boolean(),
    openAt: datetime(),
    closeAt: datetime(),
    /** Answers given, kept in the writing transaction. */
    answersCount: integer({ readOnly: true, nullable: false, defaultValue: 0, min: 0 }),
    /** The reader's answer: `{ id, choices }`, or null. */
    myAnswer: json({ computed: true, readOnly: true }),
    /** How many answers picked each choice: `{ [choiceId]: count }` (the screen shows it once answered or closed). */
    results: json({ computed: true, readOnly: true }),
  },
  relationships: {
    choices: toMany('survey-choices', { inverse: 'survey' }),
    answers: toMany('survey-answers', { inverse: 'survey' }),
  },
});

/** A choice of a survey, maybe added by someone answering (spec, domain "survey-choice"). */
export const surveyChoices = defineResource({
  type: 'survey-choices',
  feature: 'surveys',
  adminCategory: 'community',
  defaultSort: ['position', 'createdAt'],
  filters: ['survey', 'addedByUser'],
  indexes: [['survey', 'position']],
  attributes: {
    text: text({ translatable: true, required: true, min: 1, max: SURVEY_CHOICE_TEXT_MAX }),
    position: integer({ nullable: false, defaultValue: 0, min: 0 }),
    /** Added by someone answering (allowNewChoice) rather than by the survey's author. */
    addedByUser: boolean({ readOnly: true }),
  },
  relationships: {
    survey: toOne('surveys', { required: true, onDelete: 'cascade' }),
  },
});

/**
 * An answer to a survey: the choices someone picked (spec, domain "survey-answer"). Who gave it, and
 * for which organization, are set by the server; `newChoice` adds a choice of the author's own.
 */
export const surveyAnswers = defineResource({
  type: 'survey-answers',
  feature: 'surveys',
  adminCategory: 'community',
  defaultSort: ['-createdAt'],
  filters: ['survey', 'user', 'organization'],
  uniqueTogether: [['survey', 'user']],
  attributes: {
    /** A choice to add to the survey and pick (surveys that allow new choices). */
    newChoice: text({ computed: true, hidden: true, min: 1, max: SURVEY_CHOICE_TEXT_MAX }),
  },
  relationships: {
    survey: toOne('surveys', { required: true, onDelete: 'cascade' }),
    choices: toMany('survey-choices'),
    user: toOne('users', { readOnly: true, onDelete: 'set null' }),
    organization: toOne('organizations', { readOnly: true, onDelete: 'set null' }),
  },
});
