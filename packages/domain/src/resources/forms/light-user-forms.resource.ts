import { boolean, datetime, enumeration, integer, json, richText, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';
import { LOCALES } from '../../constants/locales.ts';

/**
 * A form visitors fill in to become light users (contact, newsletter subscription…), reached by its
 * link with its token (spec, domain "light-user-form"; route /services/forms/:id?t={token}).
 */
export const lightUserForms = defineResource({
  type: 'light-user-forms',
  feature: 'forms',
  adminCategory: 'contacts',
  defaultSort: ['-createdAt'],
  filters: ['isOffline', 'isSubscriptionForm', { name: 'search', kind: 'search', fields: ['title'] }],
  attributes: {
    title: text({ translatable: true, required: true, min: 1, max: 255 }),
    description: richText({ translatable: true, max: 20_000 }),
    /** The secret of the form's link; an input must carry it. Drawn by the server when not given. */
    token: text({ privileged: true, unique: true, min: 16, max: 64 }),
    /** One input per e-mail address. */
    onlyOneInput: boolean(),
    /** Closed: nobody but administrators sees it or sends to it. */
    isOffline: boolean(),
    isCaptchaProtected: boolean(),
    /** Its inputs subscribe the light user to the newsletter. */
    isSubscriptionForm: boolean(),
    /** The organization fields may be left empty. */
    allowNoOrganization: boolean(),
    /** The input may carry a message. */
    allowMessage: boolean(),
    country: text({ min: 2, max: 2 }),
    adminOnlyNote: text({ privileged: true, max: 10_000 }),
    /** When the last input arrived. */
    lastActionAt: datetime({ readOnly: true }),
    /** From this instant on, the form takes no input. */
    expiresAt: datetime(),
    /** Inputs received, kept in the writing transaction. */
    inputsCount: integer({ readOnly: true, nullable: false, defaultValue: 0 }),
  },
  relationships: {
    /** The job an input gets when it names none. */
    defaultJob: toOne('jobs'),
    /** The mailing sent to whoever fills the form in (spec: light-user-form.mailingTemplate). */
    mailingTemplate: toOne('mailing-templates', { privileged: true }),
    adminTags: toMany('admin-tags', { privileged: true }),
    /** Administrators told of each input. */
    notifiedUsers: toMany('users', { privileged: true }),
    inputs: toMany('light-user-form-inputs', { inverse: 'form', readOnly: true }),
  },
});

/** What a visitor sent through a light-user form (spec, domain "light-user-form-input"). */
export const lightUserFormInputs = defineResource({
  type: 'light-user-form-inputs',
  feature: 'forms',
  adminCategory: 'contacts',
  defaultSort: ['-createdAt'],
  filters: [
    'form',
    'matchingLightUser',
    'createdLightUser',
    { name: 'handled', kind: 'isNull', field: 'handledAt' },
    { name: 'search', kind: 'search', fields: ['userEmail', 'userLastName', 'organizationName'] },
  ],
  indexes: [['formId', 'createdAt'], ['formId', 'userEmail']],
  attributes: {
    /** The form's token, as the link carried it. */
    token: text({ max: 64 }),
    /** The captcha answer, for the verifier only: never stored. */
    recaptchaToken: text({ hidden: true, computed: true, max: 4096 }),
    locale: enumeration(LOCALES),
    /** The campaign parameters of the link (utm_source…). */
    utm: json({ max: 2000 }),
    userFirstName: text({ max: 255 }),
    userLastName: text({ max: 255 }),
    /** Stored in ASCII form (trimmed, lower-cased), as every address is compared. */
    userEmail: text({ required: true, min: 3, max: 255 }),
    userPhone: text({ max: 50 }),
    userHasMailSubscription: boolean(),
    userJobOther: text({ max: 255 }),
    organizationName: text({ max: 255 }),
    organizationUnitName: text({ max: 255 }),
    organizationContactAddress: text({ max: 1000 }),
    message: richText({ max: 10_000 }),
    /** When an administrator dealt with it. */
    handledAt: datetime({ privileged: true }),
  },
  relationships: {
    form: toOne('light-user-forms', { required: true }),
    userJob: toOne('jobs'),
    organizationType: toOne('organization-types'),
    /** The light user an administrator made of it. */
    createdLightUser: toOne('light-users', { privileged: true }),
    /** The light user of the same address when it arrived (domain rule `matchingLightUser`). */
    matchingLightUser: toOne('light-users', { readOnly: true }),
  },
});
