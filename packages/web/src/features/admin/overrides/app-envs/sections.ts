import type { FeatureFlag, FieldName } from '@relais/domain';
import type { appEnv } from '@relais/domain';

/**
 * The settings form's sections: which declared fields go together, in the order shown. Only the
 * arrangement lives here; each field's input still comes from the declaration, and a field no
 * section names shows under "Other settings", so a new attribute is never left out.
 */
export interface AppEnvSection {
  id: string;
  /** Message key of its heading (`admin.<key>`). */
  titleKey: string;
  /** Its fields show only when this feature is on. */
  feature?: FeatureFlag;
  fields: readonly FieldName<typeof appEnv>[];
}

export const APP_ENV_SECTIONS: readonly AppEnvSection[] = [
  { id: 'general', titleKey: 'settingsGeneral', fields: ['initialized', 'description', 'logo', 'socialPreview', 'styles'] },
  { id: 'membership', titleKey: 'settingsMembership', fields: ['becomeMemberUrl', 'evolveMemberUrl', 'openBadgeIssuerAccessLevel', 'rlProjectsAccessLevel'] },
  { id: 'charter', titleKey: 'settingsCharter', fields: ['rlCharterUrl', 'rlCharterTranslatorName', 'rlCharterTranslatorUrl'] },
  {
    id: 'rental',
    titleKey: 'settingsRental',
    feature: 'rental',
    fields: [
      'rentalDurationMultiple',
      'rentalMinDuration',
      'rentalMaxDuration',
      'rentalBeforeStartDuration',
      'rentalMaxLineQuantity',
      'rentalMaxItems',
      'rentalMaxModels',
      'rentalMaxPendingCommands',
      'rentalBookingExpirationDelay',
      'rentalOrganizationTax',
      'rentalRetrievalAddress',
    ],
  },
  { id: 'documents', titleKey: 'settingsDocuments', feature: 'documents', fields: ['documentLogo', 'documentHeader', 'documentFooter', 'documentRentalConditions'] },
];
