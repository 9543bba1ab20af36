import { registry } from '@relais/domain';
import { buildResourceTables } from './resource-tables.ts';
import { addressConfirmations, appVersions, backgroundJobs, formResponseDrafts, heldConfirmations, rentalBookings, rentalMonthlyInvoiceCommands, rentalMonthlyInvoices, sessions, statRecords, userIdentities } from './system-tables.ts';

/** Every table of the database: derived ones by resource type, and the hand-written ones. */
export const resourceTables = buildResourceTables(registry);
export const systemTables = { appVersions, sessions, userIdentities, backgroundJobs, statRecords, addressConfirmations, heldConfirmations, rentalBookings, rentalMonthlyInvoices, rentalMonthlyInvoiceCommands, formResponseDrafts };

/** All tables as one flat record, the shape drizzle-kit's generator reads. */
export function allTables(): Record<string, unknown> {
  const tables: Record<string, unknown> = { ...systemTables };
  for (const { resource, table, joins } of resourceTables.values()) {
    tables[resource.table] = table;
    for (const [name, join] of Object.entries(joins)) tables[`${resource.table}__${name}`] = join.table;
  }
  return tables;
}
