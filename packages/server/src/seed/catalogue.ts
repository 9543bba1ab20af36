import { inArray } from 'drizzle-orm';
import { AAC_ACCESS_INTEGRATION_TYPES, AAC_ACCESS_TYPES } from '@relais/domain';
import type { AacAccessIntegrationType, AacAccessType } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import { tablesOf } from '../services/tables.ts';
import { createResource } from '../operations/index.ts';
import { systemContext, withTranslations } from './operations.ts';
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
  const ctx = systemContext(tx);
  const lists = [
    ['aac-access-types', AAC_ACCESS_TYPES, ACCESS_TYPE_NAMES],
    ['aac-access-integration-types', AAC_ACCESS_INTEGRATION_TYPES, ACCESS_INTEGRATION_TYPE_NAMES],
  ] as const;
  for (const [type, ids, names] of lists) {
    const { table } = tablesOf(type);
    const present = new Set((await tx.select({ id: table.id }).from(table).where(inArray(table.id, [...ids]))).map((row) => row.id as string));
    for (const id of ids.filter((id) => !present.has(id))) {
      const name = (names as Record<string, Bilingual>)[id]!;
      await createResource(ctx, { type, document: { data: { type, id, attributes: withTranslations({}, { name }) } } });
    }
  }
}
