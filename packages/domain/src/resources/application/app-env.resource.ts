import { boolean, decimal, integer, richText, text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** The single application environment record, id `main` (spec, domain "Application environment"). */
export const APP_ENV_ID = 'main';

export const appEnv = defineResource({
  type: 'app-envs',
  idKind: 'string',
  adminCategory: 'application',
  defaultSort: ['createdAt'],
  attributes: {
    initialized: boolean(),
    description: richText({ translatable: true }),
    styles: text({ max: 100_000 }),
    becomeMemberUrl: text({ max: 2048 }),
    evolveMemberUrl: text({ max: 2048 }),
    rlCharterUrl: text({ max: 2048 }),
    rlCharterTranslatorName: text({ max: 255 }),
    rlCharterTranslatorUrl: text({ max: 2048 }),
    rentalDurationMultiple: integer({ min: 1, max: 365 }),
    rentalMinDuration: integer({ min: 1, max: 365 }),
    rentalMaxDuration: integer({ min: 1, max: 3650 }),
    rentalBeforeStartDuration: integer({ min: 0, max: 365 }),
    /** Units of one model in a command (unset: RENTAL_QUANTITY_DEFAULTS). */
    rentalMaxLineQuantity: integer({ min: 1, max: 1000 }),
    rentalMaxItems: integer({ min: 1, max: 10_000 }),
    rentalMaxModels: integer({ min: 1, max: 10_000 }),
    rentalMaxPendingCommands: integer({ min: 1, max: 10_000 }),
    rentalBookingExpirationDelay: integer({ min: 1, max: 10_080 }),
    rentalOrganizationTax: decimal({ min: 0, max: 100 }),
    rentalRetrievalAddress: text({ translatable: true, max: 2000 }),
    documentHeader: richText({ translatable: true }),
    documentFooter: richText({ translatable: true }),
    documentRentalConditions: richText({ translatable: true }),
  },
  relationships: {
    logo: toOne('files'),
    documentLogo: toOne('files'),
    socialPreview: toOne('files'),
    openBadgeIssuerAccessLevel: toOne('access-levels'),
    rlProjectsAccessLevel: toOne('access-levels'),
    /** The light-user forms behind the site's contact and newsletter forms. */
    contactForm: toOne('light-user-forms'),
    newsletterForm: toOne('light-user-forms'),
  },
});
