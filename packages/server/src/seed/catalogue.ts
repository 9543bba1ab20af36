import { AAC_ACCESS_INTEGRATION_TYPES, AAC_ACCESS_TYPES } from '@relais/domain';
import type { AacAccessIntegrationType, AacAccessType } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import { addMissingNamedRows } from './operations.ts';
import type { Bilingual } from './operations.ts';

/** Names of the catalogue's access types and integration types (spec, domain "Assistive-communication catalogue"). */
export const ACCESS_TYPE_NAMES: Record<AacAccessType, Bilingual> = {
  pointing: { en: 'Pointing (touch, mouse)', fr: 'Pointage (tactile, souris)' },
  head_pointer: { en: 'Head pointer', fr: 'Pointeur de tête' },
  eye_pointer: { en: 'Eye pointer (eye gaze)', fr: 'Pointage oculaire (commande oculaire)' },
  scanning: { en: 'Scanning (switches)', fr: 'Défilement (contacteurs)' },
};
export const ACCESS_INTEGRATION_TYPE_NAMES: Record<AacAccessIntegrationType, Bilingual> = {
  direct: { en: 'Built in', fr: 'Intégré' },
  third_party: { en: 'Through a third-party product', fr: 'Par un produit tiers' },
};

/**
 * Adds the catalogue's access and integration types the database lacks, with their readable ids,
 * through the generic operations as the system actor. Runs at every start: a type an administrator
 * renamed is left as it is, a missing one comes back.
 */
export async function syncCatalogueReference(tx: Executor): Promise<void> {
  const lists = [
    ['aac-access-types', AAC_ACCESS_TYPES, ACCESS_TYPE_NAMES],
    ['aac-access-integration-types', AAC_ACCESS_INTEGRATION_TYPES, ACCESS_INTEGRATION_TYPE_NAMES],
  ] as const;
  await addMissingNamedRows(tx, lists);
}
