import { eq, sql } from 'drizzle-orm';
import { APP_ENV_ID, RENTAL_INVOICING_STRATEGIES, RENTAL_QUANTITY_DEFAULTS, RENTAL_STEP_STATUSES, RENTAL_STEP_TYPES } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { createResource } from '../operations/index.ts';
import { tablesOf } from '../services/tables.ts';
import type { Bilingual } from './operations.ts';
import { withTranslations } from './operations.ts';

/**
 * The rental reference data (spec, domain §4 and "rental-invoicing-strategy"): step types in their
 * order, step statuses and invoicing strategies, with readable ids the rules name. Written through
 * the operations as the system actor; a row already there (perhaps renamed by an admin) is kept.
 */
const STEP_TYPE_NAMES: Record<(typeof RENTAL_STEP_TYPES)[number], Bilingual> = {
  validation: { en: 'Validation', fr: 'Validation' },
  contract: { en: 'Contract', fr: 'Contrat' },
  payment: { en: 'Payment', fr: 'Paiement' },
  preparation: { en: 'Preparation', fr: 'Préparation' },
  delivery: { en: 'Delivery', fr: 'Livraison' },
  retrieval: { en: 'Collection', fr: 'Retrait' },
  return: { en: 'Return', fr: 'Retour' },
  closure: { en: 'Closure', fr: 'Clôture' },
  cancellation: { en: 'Cancellation', fr: 'Annulation' },
};

const STEP_STATUS_NAMES: Record<(typeof RENTAL_STEP_STATUSES)[number], Bilingual> = {
  hidden: { en: 'Hidden', fr: 'Masquée' },
  pending: { en: 'To do', fr: 'À faire' },
  waiting: { en: 'Waiting', fr: 'En attente' },
  success: { en: 'Done', fr: 'Terminée' },
  error: { en: 'Problem', fr: 'Problème' },
};

const INVOICING_NAMES: Record<(typeof RENTAL_INVOICING_STRATEGIES)[number], Bilingual> = {
  vat: { en: 'Invoice with VAT', fr: 'Facture avec TVA' },
  no_vat: { en: 'Invoice without VAT', fr: 'Facture sans TVA' },
  no_vat_debit_note: { en: 'Debit note without VAT', fr: 'Note de débit sans TVA' },
};

async function createMissing(ctx: EngineContext, type: string, rows: { id: string; name: Bilingual; position?: number }[]) {
  const { table } = tablesOf(type);
  const present = new Set((await ctx.db.select({ id: table.id }).from(table)).map((row) => row.id as string));
  for (const { id, name, position } of rows) {
    if (present.has(id)) continue;
    const attributes = withTranslations(position === undefined ? {} : { position }, { name });
    await createResource(ctx, { type, document: { data: { type, id, attributes } } });
  }
}

export async function seedRentalReferenceData(ctx: EngineContext): Promise<void> {
  await createMissing(ctx, 'rental-command-step-types', RENTAL_STEP_TYPES.map((id, position) => ({ id, name: STEP_TYPE_NAMES[id], position })));
  await createMissing(ctx, 'rental-command-step-statuses', RENTAL_STEP_STATUSES.map((id) => ({ id, name: STEP_STATUS_NAMES[id] })));
  await createMissing(ctx, 'rental-invoicing-strategies', RENTAL_INVOICING_STRATEGIES.map((id) => ({ id, name: INVOICING_NAMES[id] })));
}

/**
 * A new platform's rental quantity bounds, written into `main` where unset so the platform
 * settings show them (migration 0036 did the same for databases that existed before).
 */
export async function seedRentalQuantityBounds(tx: Executor): Promise<void> {
  const { table } = tablesOf('app-envs');
  const unsetToDefault = Object.fromEntries(Object.entries(RENTAL_QUANTITY_DEFAULTS).map(([key, value]) => [key, sql`coalesce(${table[key]!}, ${value})`]));
  await tx.update(table).set(unsetToDefault).where(eq(table.id, APP_ENV_ID));
}
